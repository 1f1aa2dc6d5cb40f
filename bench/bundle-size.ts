// How much JavaScript each kind of page loads, gzipped, and as the server sends it (the build's
// Brotli copies). Run after `npm run build` (npm run bench builds first). Exits non-zero when
// the entry (the module script of index.html and the chunks it imports, which every first page
// loads before anything else) passes its limit or takes in a chunk of our own code
// (decisions 022 and 030).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { ASSETS, entryChunkFile, entryChunks, staticClosure } from "./entry-chunk";
import { chunkOf } from "./route-chunks";
import { CHUNK_GROUPS } from "../scripts/chunk-groups";
import { isSmoke } from "./bench-mode";

const ENTRY_LIMIT_KB = 100;
const dir = ASSETS;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(path.join(dir, file))).length;
const br = (file: string) => (existsSync(path.join(dir, `${file}.br`)) ? readFileSync(path.join(dir, `${file}.br`)).length : NaN);
const sum = (files: Iterable<string>, size: (file: string) => number) => [...files].reduce((n, f) => n + size(f), 0);

const entry = entryChunks();
const entryGz = sum(entry, gz);
console.log(
  `entry ${path.basename(entryChunkFile())} with what it imports (${entry.length} files, what every first page loads first): ${kb(entryGz)} gzipped (limit ${ENTRY_LIMIT_KB} KB), ${kb(sum(entry, br))} as sent`,
);
// Of the groups, React and the router only: the UI kit, the query cache or the forms arrive with the pages.
const strangers = entry.filter((f) => CHUNK_GROUPS.some(({ name }) => name !== "react" && name !== "router" && f.startsWith(`${name}-`)));
// A smoke run (bench-mode.ts) judges no figure: the chunks the entry takes in, not its size.
if ((!isSmoke && entryGz > ENTRY_LIMIT_KB * 1024) || strangers.length) {
  console.error(`The entry is over its limit or imports ${strangers.join(", ") || "nothing else"}: see scripts/chunk-groups.ts.`);
  process.exitCode = 1;
}

// Each page's chunk (named after its module; the marker tells two of one name apart), the chunks
// of the routes around it (the query cache and guards are in `shell`; signed-in pages also start
// their first reads, route-reads), and everything those import: what the page needs before it
// shows.
const SIGNED_IN = ["shell", "route-reads"];
const PAGES = [
  { page: "/", chunk: "landing-page", marker: "", around: [] },
  { page: "/auth", chunk: "auth-page", marker: "", around: ["shell"] },
  { page: "/terms", chunk: "terms-page", marker: "", around: ["shell"] },
  { page: "/templates", chunk: "templates-page", marker: "Email Templates", around: SIGNED_IN },
  { page: "/users", chunk: "users-page", marker: "relevantOnly", around: SIGNED_IN },
  { page: "/campaigns", chunk: "campaigns-page", marker: "", around: SIGNED_IN },
  { page: "/statistics", chunk: "statistics-page", marker: "", around: SIGNED_IN },
];
console.log("JavaScript a page of the app loads before it shows (the entry, the route's chunks, what they import):");
for (const { page, chunk, marker, around } of PAGES) {
  const files = staticClosure([...entry, chunkOf(chunk, marker), ...around.map((name) => chunkOf(name, ""))]);
  console.log(
    `  ${page.padEnd(12)} ${String(files.size).padStart(3)} files ${kb(sum(files, gz)).padStart(9)} gzipped ${kb(sum(files, br)).padStart(9)} as sent`,
  );
}

// The public pages the build rendered, as a visitor without a session cookie gets them: the
// scripts their HTML names (the entries of their islands) and everything those import, which
// the browser fetches as it reads them (nothing is preloaded); none for a page without islands.
// The app's entry is not among them.
const prerenderedDir = path.join(path.dirname(dir), "prerendered");
if (existsSync(path.join(prerenderedDir, "pages.json"))) {
  console.log("JavaScript of the prerendered public pages (their islands' entries and what those import):");
  const pages = JSON.parse(readFileSync(path.join(prerenderedDir, "pages.json"), "utf8")) as Record<string, string>;
  for (const [page, file] of Object.entries(pages)) {
    const html = readFileSync(path.join(prerenderedDir, file), "utf8");
    const scripts = staticClosure([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
    const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);
    console.log(
      `  ${page.padEnd(15)} ${String(scripts.size).padStart(3)} files ${kb(sum(scripts, gz)).padStart(9)} gzipped ${kb(sum(scripts, br)).padStart(9)} as sent${islands.length ? `  islands: ${islands.join(", ")}` : ""}`,
    );
    if (html.includes(path.basename(entryChunkFile()))) {
      console.error(`${page} loads the app's entry: a prerendered page loads its islands only (components/layout/island.tsx).`);
      process.exitCode = 1;
    }
  }
}

const files = readdirSync(dir).filter((f) => f.endsWith(".js"));
const rows = files.map((f) => ({ f, raw: readFileSync(path.join(dir, f)).length, gz: gz(f) })).sort((a, b) => b.gz - a.gz);
console.log("largest chunks:");
for (const r of rows.slice(0, 12)) console.log(`  ${r.f.padEnd(44)} ${kb(r.raw).padStart(10)} ${kb(r.gz).padStart(10)} gz`);
console.log(`all JavaScript together: ${kb(sum(files, gz))} gzipped in ${files.length} files (a page loads the entry plus its own chunks)`);
