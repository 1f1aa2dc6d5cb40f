// The spec's final sanitizing (section 5) in the browser, with the same DOMPurify
// configuration and hooks the server uses. The server's output is already safe by
// construction; this is the second, independent layer before anything is shown.
import createDOMPurify, { type DOMPurify } from "dompurify";
import { installSanitizerHooks } from "../../../shared/signature/sanitize-config";
import { sanitizeFinalWith } from "../../../shared/signature/sanitize-run";

// An instance of our own: hooks installed on the shared global one would run twice
// if another feature installed them too.
let purify: DOMPurify | null = null;

export function sanitizeSignature(html: string | null | undefined): string {
  if (!html) return "";
  if (!purify) {
    purify = createDOMPurify(window);
    installSanitizerHooks(purify);
  }
  return sanitizeFinalWith(purify, html).trim();
}
