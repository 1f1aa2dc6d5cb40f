// How much JavaScript each kind of page loads: the entry chunk plus the chunks its route
// imports, raw and gzipped. Run after `npm run build` (npm run bench builds first).
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";

const dir = "dist/client/assets";
const files = readdirSync(dir).filter((f) => f.endsWith(".js"));
const size = (f: string) => {
  const data = readFileSync(path.join(dir, f));
  return { raw: data.length, gz: gzipSync(data).length };
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const entry = files.find((f) => f.startsWith("index-"));
if (!entry) throw new Error("No build found: run `npm run build` first.");
const e = size(entry);
console.log(`entry chunk ${entry}: ${kb(e.raw)} raw, ${kb(e.gz)} gzipped`);
const rows = files
  .filter((f) => f !== entry)
  .map((f) => ({ f, ...size(f) }))
  .sort((a, b) => b.gz - a.gz);
for (const r of rows.slice(0, 12)) console.log(`  ${r.f.padEnd(44)} ${kb(r.raw).padStart(10)} ${kb(r.gz).padStart(10)} gz`);
const total = rows.reduce((n, r) => n + r.gz, e.gz);
console.log(`all JavaScript together: ${kb(total)} gzipped (a page loads the entry plus its own chunks)`);
