// Save-time sanitizer (shared/signature/allow-lists.ts) on the server: DOMPurify on jsdom with the
// shared config and hooks. One jsdom window per process, created on first use: a window costs tens
// of milliseconds, and jsdom itself about 95 MB of memory once loaded, so it is required only then
// (a process that only renders templates saved under today's rules never loads it: decision 060).
// DOMPurify keeps no state in the window between calls.

import { createHash } from "node:crypto";
import createDOMPurify, { type DOMPurify, type WindowLike } from "dompurify";
import { createRequire } from "node:module";
import type { JSDOM as JsdomClass } from "jsdom";
import { installSanitizerHooks } from "../../shared/signature/sanitize-config";
import { sanitizeFinalWith, sanitizeTemplateWith, type SanitizeResult } from "../../shared/signature/sanitize-run";
import { SANITIZER_RULES } from "./sanitizer-rules";

let purify: DOMPurify | null = null;

/** The process's DOMPurify instance (hooks installed). Exported for the benchmark and tests. */
export function getServerPurify(): DOMPurify {
  if (!purify) {
    // No scripts, no resource loading: the window only parses and serializes.
    const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: typeof JsdomClass };
    const { window } = new JSDOM("<!DOCTYPE html><html><head></head><body></body></html>");
    purify = createDOMPurify(window as unknown as WindowLike);
    installSanitizerHooks(purify);
  }
  return purify;
}

/**
 * For templates on save: keeps `{{placeholders}}` (also in href/src) and block
 * tags; `removed` lists what was taken out, in words, for the template editor.
 */
export function sanitizeTemplateHtml(html: string): SanitizeResult {
  return sanitizeTemplateWith(getServerPurify(), html);
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
  const clean = sanitizeFinalWith(getServerPurify(), html);
  sanitized.set(key, clean);
  if (sanitized.size > MEMO_ENTRIES) sanitized.delete(sanitized.keys().next().value as string);
  return clean;
}
