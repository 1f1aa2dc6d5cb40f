// Serves the built single-page app (dist/client): real files as they are, and index.html
// for every other GET so that client-side routes (and the 404 page) work on reload.
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "../context";

export function serveClient(app: Hono<AppEnv>, clientDir: string) {
  const CLIENT_DIR = path.resolve(clientDir);
  app.use("/assets/*", serveStatic({ root: CLIENT_DIR, onFound: (_p, c) => c.header("cache-control", "public, max-age=31536000, immutable") }));
  app.use("*", serveStatic({ root: CLIENT_DIR, index: "index.html" }));
  app.get("*", (c) => {
    const indexFile = path.join(CLIENT_DIR, "index.html");
    if (!existsSync(indexFile)) return c.text("The web app is not built yet: run `npm run build`.", 503);
    return c.html(readFileSync(indexFile, "utf8"));
  });
}
