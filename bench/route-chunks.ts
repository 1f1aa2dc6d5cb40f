// Which built chunks a lazy route loads: its own chunk, the chunks that one imports
// statically (minus what the entry chunk already loaded), and, separately, what it imports
// lazily. Read from the built files' import statements (dist/client/assets).
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { ASSETS, entryChunks, staticClosure } from "./entry-chunk";

const DIR = ASSETS;
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;
// Text that only CodeMirror's own code carries.
const CODEMIRROR_MARK = "cm-content";

const text = (file: string) => readFileSync(path.join(DIR, file), "utf8");
const gzip = (file: string) => gzipSync(readFileSync(path.join(DIR, file))).length;
const matches = (source: string, pattern: RegExp) => [...source.matchAll(pattern)].map((m) => m[1]);

/** Chunks are named after their module, and two pages may share a name: `marker` tells them apart. */
export function chunkOf(prefix: string, marker: string): string {
  const file = readdirSync(DIR).find((f) => f.startsWith(`${prefix}-`) && f.endsWith(".js") && text(f).includes(marker));
  if (!file) throw new Error(`No chunk ${prefix}-*.js in ${DIR}: run the build first.`);
  return file;
}

/** A route's chunks beyond the entry's: its static closure, and the lazy chunks those import. */
function route(prefix: string, marker: string, entry: Set<string>) {
  const own = [...staticClosure([chunkOf(prefix, marker)])].filter((f) => !entry.has(f));
  const lazyStarts = own.flatMap((f) => matches(text(f), DYNAMIC_IMPORT));
  const lazy = [...staticClosure(lazyStarts)].filter((f) => !entry.has(f) && !own.includes(f));
  const sum = (files: string[]) => files.reduce((n, f) => n + gzip(f), 0);
  return { own, lazy, ownGzip: sum(own), lazyGzip: sum(lazy), gzip: sum(own) + sum(lazy) };
}

export function routeChunks() {
  const entry = new Set(entryChunks());
  const editor = route("template-editor-page", "", entry);
  // app/pages/templates-page (the account's library), not features/gallery/gallery-page.
  const library = route("templates-page", "Email Templates", entry);
  const hasCodeMirror = (files: Iterable<string>) => [...files].some((f) => text(f).includes(CODEMIRROR_MARK));
  return {
    editor,
    library: { gzip: library.ownGzip },
    codeMirrorInEntry: hasCodeMirror(entry),
    // The library's own chunks: what opening /templates downloads.
    codeMirrorInLibrary: hasCodeMirror(library.own),
    codeMirrorInEditor: hasCodeMirror([...editor.own, ...editor.lazy]),
  };
}
