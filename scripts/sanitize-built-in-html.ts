// Writes src/server/lib/built-in-html.json: the HTML Signet ships (each gallery design and the
// designer's default design), sanitized by today's rules, with their fingerprint. Run it after a
// change to a built-in design or to the sanitizer: `npx tsx scripts/sanitize-built-in-html.ts`.
import { writeFileSync } from "node:fs";
import { builtInHtmlFile } from "../src/server/lib/built-in-html-sources";
import { BUILT_IN_HTML_FILE } from "../src/server/lib/stored-template-html";

writeFileSync(BUILT_IN_HTML_FILE, `${JSON.stringify(builtInHtmlFile(), null, 2)}\n`);
console.log(`Wrote ${BUILT_IN_HTML_FILE}`);
