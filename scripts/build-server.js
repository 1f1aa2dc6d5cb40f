// Builds the server from its sources into one bundle, and the DOM thread's module beside it
// (src/server/lib/dom-thread.ts starts it), then prints the bundle's folder: scripts/serve.sh
// runs it. The packages stay outside (node loads them from node_modules as it would from the
// sources). Run from its sources under tsx, a server spent about 5 s of CPU resolving, reading
// and compiling its own modules through tsx's hooks at every start; esbuild builds the bundle in
// well under a second, and node loads one file (decision 080).
//
// Each build goes to .tmp/server-build/<hash of its output>/, written whole into a folder of its
// own and then renamed there: servers starting at once from the same sources all run the same
// complete build, and a server that is running keeps its files while another build is made.
// Builds not run for a day are removed.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildsDir = path.join(root, ".tmp", "server-build");
const KEEP_UNUSED_MS = 24 * 60 * 60 * 1000;

const { outputFiles } = await build({
  absWorkingDir: root,
  entryPoints: { index: "src/server/index.ts", "dom-worker": "src/server/lib/dom-worker.ts" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  outExtension: { ".js": ".mjs" },
  // A folder at the same depth as the final one, so the source maps' relative paths hold there.
  outdir: path.join(buildsDir, "output"),
  sourcemap: "linked",
  write: false,
  logLevel: "warning",
});

const hash = createHash("sha256");
for (const file of outputFiles) hash.update(`${path.basename(file.path)}\0`).update(file.contents);
const folder = path.join(buildsDir, hash.digest("hex").slice(0, 16));

mkdirSync(buildsDir, { recursive: true });
try {
  statSync(folder);
} catch {
  const staging = mkdtempSync(path.join(buildsDir, "staging-"));
  for (const file of outputFiles) writeFileSync(path.join(staging, path.basename(file.path)), file.contents);
  try {
    renameSync(staging, folder);
  } catch {
    // Another start made the same build first: it is complete, since it was renamed whole.
    rmSync(staging, { recursive: true, force: true });
  }
}
const now = new Date();
utimesSync(folder, now, now);
for (const name of readdirSync(buildsDir)) {
  const other = path.join(buildsDir, name);
  if (other !== folder && now.getTime() - statSync(other, { throwIfNoEntry: false })?.mtimeMs > KEEP_UNUSED_MS) {
    rmSync(other, { recursive: true, force: true });
  }
}
console.log(folder);
