// `vite build` writes a Brotli and a gzip copy of every built script and style sheet
// (x.js.br, x.js.gz), and the server sends the one the browser accepts
// (serveStatic({ precompressed: true }), lib/serve-client.ts): a page load then costs the
// server no compression at all, and the copies are smaller than on-the-fly gzip (decision 030).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|svg|json)$/;

export function precompressPlugin(): Plugin {
  return {
    name: "signet:precompress",
    apply: "build",
    // The app and the islands of the public pages (scripts/prerender-plugin.ts).
    applyToEnvironment: (environment) => environment.name === "client" || environment.name === "islands",
    writeBundle(options, bundle) {
      const dir = options.dir!;
      for (const file of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const data = readFileSync(path.join(dir, file));
        writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(path.join(dir, `${file}.gz`), gzipSync(data, { level: 9 }));
      }
    },
  };
}
