// Serves the built single-page app (dist/client): real files as they are, and a page for every
// other GET so that client-side routes (and the 404 page) work on reload. Which page
// (decision 030):
// - a request without a session cookie, for a public page the build rendered (prerendered/,
//   listed in prerendered/pages.json) and without a query string: that page's HTML, content and
//   all, which the browser hydrates as signed out (nothing to wait for: no cookie, no session);
// - a request with a session cookie: signed-in.html, index.html that also starts GET /api/me and
//   the signed-in pages' shared chunks at once; the page shows its loading screen meanwhile.
//   Without a query string it also preloads the page's own chunks (route-chunks.json) and,
//   for a page whose first read its address names (shared/page-read-preloads.ts), that read;
// - anything else: index.html.
// Every page answer carries a fresh CSP nonce for <style> elements, in its header and in the
// page's <meta property="csp-nonce">, and is never stored by a cache (decision 023).
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Context, Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "../context";
import { CLIENT_BUILD } from "../../shared/client-build";
import { CSP_NONCE_PLACEHOLDER } from "../../shared/csp-nonce";
import { SUPPORT_EMAIL_PLACEHOLDER } from "../../shared/support-address-placeholder";
import { escapeHtml } from "../../shared/signature/escape";
import { pageReadPreload } from "../../shared/page-read-preloads";
import { appCsp, newCspNonce } from "./content-security-policy";
import { projectFile } from "./project-files";

// A built file is kept in memory (as `read` makes it) and read again only when a new build
// replaced it, so a rebuild under a running server never serves a page that names deleted chunks.
function builtFile<T = string>(file: string, read: (text: string) => T = (text) => text as T) {
  let cached: { mtimeMs: number; value: T } | null = null;
  return (): T | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: read(readFileSync(file, "utf8")) };
    return cached.value;
  };
}

/** The prerendered page of a path, if the build made one, with the support address in the place the build left for it. */
function prerenderedPages(root: string, supportEmail: string) {
  const dir = path.join(root, CLIENT_BUILD.prerenderedDir);
  const readIndex = builtFile(
    path.join(dir, CLIENT_BUILD.prerenderedIndex),
    (text) => new Map(Object.entries(JSON.parse(text) as Record<string, string>)),
  );
  const pages = new Map<string, () => string | null>();
  return (pagePath: string): string | null => {
    const file = readIndex()?.get(pagePath);
    if (!file) return null;
    if (!pages.has(file))
      pages.set(
        file,
        builtFile(path.join(dir, path.basename(file)), (text) => text.replaceAll(SUPPORT_EMAIL_PLACEHOLDER, escapeHtml(supportEmail))),
      );
    return pages.get(file)!();
  };
}

/** signed-in.html with the preloads of one page: its chunks, and its first read if the address names it. */
function withPagePreloads(html: string, chunks: readonly string[], read: string | undefined): string {
  const links = [
    // crossorigin (anonymous), as for /api/me: the API client's fetch (credentials: same-origin) takes this answer.
    ...(read ? [`<link rel="preload" href="${read.replaceAll("&", "&amp;")}" as="fetch" crossorigin>`] : []),
    ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const entry = html.indexOf("<script");
  if (!links.length || entry < 0) return html;
  return `${html.slice(0, entry)}${links.join("\n    ")}\n    ${html.slice(entry)}`;
}

export type ServeClientOptions = {
  /** Whether the request carries a session cookie (valid or not: only a check could tell). */
  hasSessionCookie: (c: Context<AppEnv>) => boolean | Promise<boolean>;
  /** The support address (SUPPORT_EMAIL), written into the prerendered pages that show it. */
  supportEmail: string;
};

/** The files under public/ (logos, icons, the demo's images): what a build copies to /static. */
const PUBLIC_DIR = projectFile("public");

export function serveClient(app: Hono<AppEnv>, clientDir: string, { hasSessionCookie, supportEmail }: ServeClientOptions) {
  const root = path.resolve(clientDir);
  const readIndex = builtFile(path.join(root, "index.html"));
  const readSignedIn = builtFile(path.join(root, CLIENT_BUILD.signedInHtml));
  const readRouteChunks = builtFile(
    path.join(root, CLIENT_BUILD.routeChunks),
    (text) => new Map(Object.entries(JSON.parse(text) as Record<string, string[]>)),
  );
  const prerendered = prerenderedPages(root, supportEmail);
  if (existsSync(root)) {
    // Built chunks have content hashes in their names: cache them for good.
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set("cache-control", "public, max-age=31536000, immutable");
    });
    // The build wrote a Brotli and a gzip copy of each (scripts/precompress-plugin.ts).
    app.use("/assets/*", serveStatic({ root, precompressed: true }));
    app.use("/static/*", serveStatic({ root }));
  }
  // Without a build (`npm run dev`), the same files from public/: signatures, previews and
  // pushed signatures name /static images whether or not the client was built.
  if (existsSync(PUBLIC_DIR)) app.use("/static/*", serveStatic({ root: PUBLIC_DIR }));
  app.get("*", async (c) => {
    const signedIn = await hasSessionCookie(c);
    const hasQuery = c.req.url.includes("?");
    const signedInPage = signedIn ? readSignedIn() : null;
    const page = signedIn
      ? signedInPage && !hasQuery
        ? withPagePreloads(signedInPage, readRouteChunks()?.get(c.req.path) ?? [], pageReadPreload(c.req.path))
        : signedInPage
      : hasQuery
        ? null
        : prerendered(c.req.path);
    const html = page ?? readIndex();
    if (!html) return c.text("The web app is not built yet: run `npm run build`.", 503);
    const nonce = newCspNonce();
    return c.html(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce), 200, {
      "content-security-policy": appCsp(nonce),
      // A stored copy would reuse its nonce: one nonce per answer, none kept.
      "cache-control": "no-store",
    });
  });
}
