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
  return inDomThread({ kind: "template", html });
}

/** HTML to store as a template's: sanitized, with the fingerprint of the rules that cleaned it (decision 060). */
export function storedTemplateHtml(html: string): { htmlContent: string; sanitizedWith: string } {
  return { htmlContent: sanitizeTemplateHtml(html).html, sanitizedWith: SANITIZER_RULES };
}

// The final sanitizing of one HTML is always the same, and lists render the same previews on
// every read (the template list, the gallery): tens of milliseconds of jsdom work for a list,
// on the request path, each time the read cache lets the list go. So each distinct HTML is
// sanitized once per process; the memo is bounded (oldest first out) and keyed by a hash.
const MEMO_ENTRIES = 1_000;
const sanitized = new Map<string, string>();

/** The final sanitizing, for rendered or imported HTML: no template syntax survives. */
export function sanitizeHtml(html: string): string {
  const key = createHash("sha256").update(html).digest("base64");
  const known = sanitized.get(key);
  if (known !== undefined) return known;
  const clean = inDomThread({ kind: "final", html });
  sanitized.set(key, clean);
  if (sanitized.size > MEMO_ENTRIES) sanitized.delete(sanitized.keys().next().value as string);
  return clean;
}
