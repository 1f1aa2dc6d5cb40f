// The final sanitizing in the browser, with the same DOMPurify configuration
// and hooks the server uses. The server's output is already safe by construction; the final
// run is the second, independent layer before anything is shown. The template run is the
// template editor's live preview: the save-time step, done here so a keystroke needs no
// round trip (what the editor shows is what the server's steps give).
import createDOMPurify, { type DOMPurify } from "dompurify";
import { installSanitizerHooks } from "../../../shared/signature/sanitize-config";
import { sanitizeFinalWith, sanitizeTemplateWith, type SanitizeResult } from "../../../shared/signature/sanitize-run";

// An instance of our own: hooks installed on the shared global one would run twice
// if another feature installed them too.
let purify: DOMPurify | null = null;

function browserPurify(): DOMPurify {
  if (!purify) {
    purify = createDOMPurify(window);
    installSanitizerHooks(purify);
  }
  return purify;
}

export function sanitizeSignature(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeFinalWith(browserPurify(), html).trim();
}

/** Template mode (placeholders kept), as the server runs it on save and before compiling. */
export function sanitizeTemplateInBrowser(html: string): SanitizeResult {
  return sanitizeTemplateWith(browserPurify(), html);
}
