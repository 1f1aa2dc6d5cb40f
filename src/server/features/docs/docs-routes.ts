// The API reference at /api/docs: Swagger UI served from node_modules (no CDN, works
// offline) reading /api/openapi.json, or /scim/v2/openapi.json (SCIM provisioning) at
// /api/docs?spec=scim. No inline script or style: the page loads its
// settings from /api/docs/init.js, so a strict CSP (script-src 'self') holds.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../../context";

const require = createRequire(import.meta.url);
const distDir = path.dirname(require.resolve("swagger-ui-dist/package.json"));

const FILES: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Signet API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: new URLSearchParams(location.search).get("spec") === "scim" ? "/scim/v2/openapi.json" : "/api/openapi.json",
  dom_id: "#api-reference",
  deepLinking: true,
  validatorUrl: null,
  tryItOutEnabled: false,
});
`;

// Read on first use and kept: the bundle is about 1.5 MB and never changes while running.
const cache = new Map<string, string>();
function read(name: string) {
  let body = cache.get(name);
  if (body === undefined) {
    body = readFileSync(path.join(distDir, name), "utf8");
    cache.set(name, body);
  }
  return body;
}

// The page's own policy proves it needs no inline script (the app-wide one may be stricter).
const PAGE_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'";

export const docsRoutes = new Hono<AppEnv>()
  .get("/", (c) => c.html(PAGE, 200, { "content-security-policy": PAGE_CSP }))
  .get("/init.js", (c) => c.body(INIT, 200, { "content-type": "text/javascript; charset=utf-8" }))
  .get("/:file{swagger-ui(-bundle\\.js|\\.css)}", (c) => {
    const file = c.req.param("file");
    return c.body(read(file), 200, { "content-type": FILES[file], "cache-control": "public, max-age=3600" });
  });
