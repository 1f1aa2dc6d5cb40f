// Serves the built single-page app (dist/client): real files as they are, and index.html
// for every other GET so that client-side routes (and the 404 page) work on reload.
// Every index.html answer carries a fresh CSP nonce for <style> elements, in its header and in
// the page's <meta property="csp-nonce">, and is never stored by a cache (decision 023).
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "../context";
import { CSP_NONCE_PLACEHOLDER } from "../../shared/csp-nonce";
import { appCsp, newCspNonce } from "./content-security-policy";

// index.html is kept in memory and read again only when a new build replaced it, so a
// rebuild under a running server never serves a page that names deleted chunks.
function indexHtmlReader(indexFile: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return (): string | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(indexFile).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, "utf8") };
    return cached.html;
  };
}

export function serveClient(app: Hono<AppEnv>, clientDir: string) {
  const root = path.resolve(clientDir);
  const readIndex = indexHtmlReader(path.join(root, "index.html"));
  if (existsSync(root)) {
    // Built chunks have content hashes in their names: cache them for good.
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set("cache-control", "public, max-age=31536000, immutable");
    });
    app.use("/assets/*", serveStatic({ root }));
    app.use("/static/*", serveStatic({ root }));
  }
  app.get("*", (c) => {
    const html = readIndex();
    if (!html) return c.text("The web app is not built yet: run `npm run build`.", 503);
    const nonce = newCspNonce();
    return c.html(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce), 200, {
      "content-security-policy": appCsp(nonce),
      // A stored copy would reuse its nonce: one nonce per answer, none kept.
      "cache-control": "no-store",
    });
  });
}
