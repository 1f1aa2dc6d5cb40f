// Files `vite build` writes beside dist/client/index.html for the server to choose from
// (scripts/prerender-plugin.ts, server/lib/serve-client.ts; decision 030).
export const CLIENT_BUILD = {
  /** The public pages rendered at build time, signed out, one HTML file each. */
  prerenderedDir: "prerendered",
  /** In prerenderedDir: `{ "/terms": "terms.html", ... }`. */
  prerenderedIndex: "pages.json",
  /** index.html for a request with a session cookie. */
  signedInHtml: "signed-in.html",
  /** `{ "/templates": ["assets/templates-page-x.js", ...] }`: the chunks of each page beyond signed-in.html's. */
  routeChunks: "route-chunks.json",
} as const;
