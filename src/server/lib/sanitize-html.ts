// Save-time sanitizer (shared/signature/allow-lists.ts) on the server: DOMPurify on jsdom with the
// shared config and hooks. One jsdom window per process, created on first use:
// a window costs tens of milliseconds and megabytes, and DOMPurify keeps no state
// in it between calls.

import createDOMPurify, { type DOMPurify, type WindowLike } from "dompurify";
import { JSDOM } from "jsdom";
import { installSanitizerHooks } from "../../shared/signature/sanitize-config";
import { sanitizeFinalWith, sanitizeTemplateWith, type SanitizeResult } from "../../shared/signature/sanitize-run";

let purify: DOMPurify | null = null;

/** The process's DOMPurify instance (hooks installed). Exported for the benchmark and tests. */
export function getServerPurify(): DOMPurify {
  if (!purify) {
    // No scripts, no resource loading: the window only parses and serializes.
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

/** The final sanitizing, for rendered or imported HTML: no template syntax survives. */
export function sanitizeHtml(html: string): string {
  return sanitizeFinalWith(getServerPurify(), html);
}
