// Serves the built single-page app (dist/client): real files as they are, and index.html
// for every other GET so that client-side routes (and the 404 page) work on reload.
// The build must exist when the server starts (`npm start` builds first).
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "../context";

export function serveClient(app: Hono<AppEnv>, clientDir: string) {
  const root = path.resolve(clientDir);
  const indexFile = path.join(root, "index.html");
  if (!existsSync(indexFile)) {
    app.get("*", (c) => c.text("The web app is not built yet: run `npm run build`, then restart.", 503));
    return;
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  app.use("/assets/*", serveStatic({ root, onFound: (_p, c) => c.header("cache-control", "public, max-age=31536000, immutable") }));
  app.use("*", serveStatic({ root, index: "index.html" }));
  app.get("*", (c) => c.html(indexHtml));
}
