// The first page's entry chunk: the module script that dist/client/index.html loads,
// gzipped. Run after a build (npm run bench builds first).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";

const DIST = "dist/client";

export function entryChunkFile(): string {
  const html = readFileSync(path.join(DIST, "index.html"), "utf8");
  const src = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error("No entry script in dist/client/index.html: run `npm run build` first.");
  return path.join(DIST, src.replace(/^\//, ""));
}

export function entryChunkGzipBytes(): number {
  return gzipSync(readFileSync(entryChunkFile())).length;
}
