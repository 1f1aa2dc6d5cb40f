// The first page's entry: the module script that dist/client/index.html loads, and the chunks it
// imports (React and the router, preloaded by index.html): what every first page loads before
// anything else. Run after a build (npm run bench builds first).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";

// CLIENT_DIST_DIR, as for the server: another build to measure.
const DIST = process.env.CLIENT_DIST_DIR ?? "dist/client";
export const ASSETS = path.join(DIST, "assets");
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;

/**
 * `start` and every chunk they import, directly or not, as paths under dist/client/assets (an
 * import is resolved from its importer's folder: the islands' chunks are in assets/islands).
 */
export function staticClosure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const imports = readFileSync(path.join(ASSETS, file), "utf8").matchAll(STATIC_IMPORT);
    queue.push(...[...imports].map((m) => path.posix.join(path.posix.dirname(file), m[1])));
  }
  return seen;
}

export function entryChunkFile(): string {
  const html = readFileSync(path.join(DIST, "index.html"), "utf8");
  const src = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error("No entry script in dist/client/index.html: run `npm run build` first.");
  return path.join(DIST, src.replace(/^\//, ""));
}

/** The entry chunk and the chunks it imports, by file name (in dist/client/assets). */
export function entryChunks(): string[] {
  return [...staticClosure([path.basename(entryChunkFile())])];
}

/** The entry chunk with the chunks it imports, gzipped. */
export function entryChunkGzipBytes(): number {
  return entryChunks().reduce((n, file) => n + gzipSync(readFileSync(path.join(ASSETS, file))).length, 0);
}
