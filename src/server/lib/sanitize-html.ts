// Save-time sanitizer (shared/signature/allow-lists.ts) on the server: DOMPurify on jsdom with the
// shared config and hooks (dom-work.ts), run in the DOM thread (dom-thread.ts), so jsdom's memory
// is never in the heap the request path collects. A
// process that only renders templates saved under today's rules never starts that thread
// (decision 060).

import { createHash } from "node:crypto";
import type { SanitizeResult } from "../../shared/signature/sanitize-run";
import { SANITIZER_RULES } from "./sanitizer-rules";
import { inDomThread } from "./dom-thread";

/**
 * For templates on save: keeps `{{placeholders}}` (also in href/src) and block
 * tags; `removed` lists what was taken out, in words, for the template editor.
 */
export function sanitizeTemplateHtml(html: string): SanitizeResult {
  const result = templates(html, () => inDomThread({ kind: "template", html }));
  return { html: result.html, removed: [...result.removed] };
}

/** HTML to store as a template's: sanitized, with the fingerprint of the rules that cleaned it (decision 060). */
export function storedTemplateHtml(html: string): { htmlContent: string; sanitizedWith: string } {
  return { htmlContent: sanitizeTemplateHtml(html).html, sanitizedWith: SANITIZER_RULES };
}

/**
 * The last `entries` results of a function of one HTML, keyed by the HTML's hash (the HTML is
 * hashed once per call): oldest out first, so its memory is bounded by the entries and the size of the HTML they hold.
 */
function memo<T>(entries: number) {
  const results = new Map<string, T>();
  return (html: string, make: () => T): T => {
    const key = createHash("sha256").update(html).digest("base64");
    const known = results.get(key);
    if (known !== undefined) return known;
    const result = make();
    results.set(key, result);
    if (results.size > entries) results.delete(results.keys().next().value as string);
    return result;
  };
}

// Sanitizing one HTML always gives the same result, and jsdom makes it milliseconds of work on
// the request path. The same template HTML comes again and again (the gallery's design copied
// for each new company and each "create from the gallery"), so the last results are kept.
const templates = memo<SanitizeResult>(64);

// Lists render the same previews on every read (the template list, the gallery): tens of
// milliseconds for a list each time the read cache lets it go. So each distinct HTML's final
// sanitizing is kept, for the last thousand.
const finals = memo<string>(1_000);

/** The final sanitizing, for rendered or imported HTML: no template syntax survives. */
export function sanitizeHtml(html: string): string {
  return finals(html, () => inDomThread({ kind: "final", html }));
}
