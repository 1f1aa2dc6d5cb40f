// The template editor's figures (npm run bench, after the build):
// - the live preview's work per keystroke on a 10 KB template: the very steps the browser runs
//   (sanitize the template, compile, render a member, final sanitize), in Node with DOMPurify
//   on jsdom standing in for the browser's (a proxy: jsdom's parser is slower), and in
//   Chromium itself with the editor's own module (browser-preview.ts);
// - the editor route's JavaScript (its chunk, the chunks it loads that the entry does not,
//   and CodeMirror's lazy chunk), the /templates library's, both gzipped; and a check that
//   CodeMirror is in neither the entry chunk nor the library's chunks.
// The last line is one JSON object for CI to read.
import { performance } from "node:perf_hooks";
import { compileTemplate } from "../src/shared/signature/compile-template";
import { GALLERY_TEMPLATES } from "../src/shared/signature/gallery";
import { SAMPLE_CAMPAIGNS, SAMPLE_SIGNATURE_DATA } from "../src/shared/signature/sample-data";
import { sanitizeFinalWith, sanitizeTemplateWith } from "../src/shared/signature/sanitize-run";
import { getServerPurify } from "../src/server/lib/dom-work";
import { findUnknownPlaceholders } from "../src/client/features/templates/components/editor/lib/unknown-placeholders";
import { browserPreviewTimes } from "./browser-preview";
import { routeChunks } from "./route-chunks";
import { benchSize } from "./bench-mode";

const TARGET_CHARS = 10 * 1024;
const KEYSTROKES = benchSize(200, 5);
const WARMUP = benchSize(20, 1);

/** The first gallery template's rows repeated, then a disclaimer that brings it to 10 KB. */
function tenKilobyteTemplate(): string {
  const open = '<table cellpadding="0" cellspacing="0" border="0"><tbody>';
  const close = "</tbody></table>";
  const row = `<tr><td style="padding:4px 0">${GALLERY_TEMPLATES[0].html}</td></tr>`;
  let body = "";
  while (open.length + body.length + row.length + close.length < TARGET_CHARS) body += row;
  const disclaimerOpen = '<tr><td style="font-size:11px;color:#6b7280">';
  const fill = TARGET_CHARS - open.length - body.length - disclaimerOpen.length - "</td></tr>".length - close.length;
  const words = "This message and any attachment are confidential. ".repeat(Math.ceil(fill / 50)).slice(0, Math.max(0, fill));
  return `${open}${body}${disclaimerOpen}${words}</td></tr>${close}`;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];

const purify = getServerPurify();
const base = tenKilobyteTemplate();
const options = { assetBaseUrl: "https://app.signet.example", campaigns: SAMPLE_CAMPAIGNS };
let sink = 0;
const times: number[] = [];
for (let i = 0; i < WARMUP + KEYSTROKES; i++) {
  // A keystroke: one more letter typed into the first name cell, so no two runs see the same HTML.
  const html = base.replace("{{full_name}}</p>", `{{full_name}}${"abcdefghij".slice(0, (i % 10) + 1)}</p>`);
  const start = performance.now();
  findUnknownPlaceholders(html);
  const compiled = compileTemplate(sanitizeTemplateWith(purify, html).html);
  const shown = sanitizeFinalWith(purify, compiled.render(SAMPLE_SIGNATURE_DATA, options));
  const ms = performance.now() - start;
  sink += shown.length;
  if (i >= WARMUP) times.push(ms);
}
const previewMs = median(times);
console.log(
  `template editor preview per keystroke (${base.length.toLocaleString("en-US")}-character template, jsdom DOMPurify as the browser's proxy):`,
);
console.log(
  `  median ${previewMs.toFixed(2)} ms, p95 ${p95(times).toFixed(2)} ms over ${KEYSTROKES} keystrokes (the target is under 50 ms)`,
);

const inBrowser = await browserPreviewTimes(base, KEYSTROKES, WARMUP);
const browserMs = inBrowser ? median(inBrowser) : null;
console.log(
  inBrowser
    ? `  in Chromium (the browser's DOMPurify, the editor's own module): median ${browserMs!.toFixed(2)} ms, p95 ${p95(inBrowser).toFixed(2)} ms`
    : "  in Chromium: not measured (no /usr/bin/chromium)",
);

const chunks = routeChunks();
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
console.log(
  `template editor route: ${kb(chunks.editor.gzip)} KB gzip (its own chunks ${kb(chunks.editor.ownGzip)} KB + CodeMirror's lazy chunks ${kb(chunks.editor.lazyGzip)} KB)`,
);
console.log(`/templates library route: ${kb(chunks.library.gzip)} KB gzip beyond the entry chunk`);
console.log(
  `CodeMirror in the entry chunk: ${chunks.codeMirrorInEntry ? "YES" : "no"}; in the /templates chunks: ${chunks.codeMirrorInLibrary ? "YES" : "no"}`,
);
if (chunks.codeMirrorInEntry || chunks.codeMirrorInLibrary) {
  console.error("CodeMirror must load only on the editor route.");
  process.exitCode = 1;
}
if (sink === 42) console.log("");
console.log(
  JSON.stringify({
    templatePreviewMsPerKeystroke: Number(previewMs.toFixed(3)),
    templatePreviewP95Ms: Number(p95(times).toFixed(3)),
    templatePreviewBrowserMsPerKeystroke: browserMs === null ? null : Number(browserMs.toFixed(3)),
    templatePreviewChars: base.length,
    templateEditorChunkKbGzip: kb(chunks.editor.gzip),
    templateEditorCodeMirrorKbGzip: kb(chunks.editor.lazyGzip),
    templatesLibraryChunkKbGzip: kb(chunks.library.gzip),
  }),
);
