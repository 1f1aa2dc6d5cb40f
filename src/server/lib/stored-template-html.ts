// HTML to store as a template's: sanitized, with the fingerprint of the rules that cleaned it
// (decision 060). The HTML Signet ships (each gallery design, and the designer's default design
// of a new template) comes sanitized ahead of time in built-in-html.json, beside the fingerprint
// of the rules that cleaned it. While that fingerprint is today's, storing such HTML never starts
// the DOM thread: loading jsdom took about 3 s of every start that seeds the demo data, and of a
// process's first sign-up. Any other HTML, and all HTML under other rules, is sanitized as always,
// so the file can only save time, never let unsanitized HTML through. Written by
// scripts/sanitize-built-in-html.ts; stored-template-html.test.ts fails when it is not today's.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { projectFile } from "./project-files";
import { storedTemplateHtml as sanitizedForStorage } from "./sanitize-html";
import { SANITIZER_RULES } from "./sanitizer-rules";

/** The sanitizer rules' fingerprint, and each built-in HTML's sanitized form by the hash of its source. */
export type BuiltInHtmlFile = { rules: string; sanitized: Record<string, string> };

export const BUILT_IN_HTML_FILE = projectFile("src/server/lib/built-in-html.json");

/** The key of an HTML source in the file. */
export const builtInKey = (html: string) => createHash("sha256").update(html).digest("base64url");

let builtIn: Map<string, string> | null = null;

function builtInHtml(): Map<string, string> {
  const file = JSON.parse(readFileSync(BUILT_IN_HTML_FILE, "utf8")) as BuiltInHtmlFile;
  return file.rules === SANITIZER_RULES ? new Map(Object.entries(file.sanitized)) : new Map();
}

export function storedTemplateHtml(html: string): { htmlContent: string; sanitizedWith: string } {
  const known = (builtIn ??= builtInHtml()).get(builtInKey(html));
  return known === undefined ? sanitizedForStorage(html) : { htmlContent: known, sanitizedWith: SANITIZER_RULES };
}
