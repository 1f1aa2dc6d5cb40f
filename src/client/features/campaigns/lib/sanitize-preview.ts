// The browser's second sanitizing layer before a rendered signature is shown (spec 5), with
// the same DOMPurify configuration and hooks as the server and the /signature page.
import createDOMPurify, { type DOMPurify } from "dompurify";
import { installSanitizerHooks } from "../../../../shared/signature/sanitize-config";
import { sanitizeFinalWith } from "../../../../shared/signature/sanitize-run";

let purify: DOMPurify | null = null;

export function sanitizePreview(html: string | null | undefined): string {
  if (!html) return "";
  if (!purify) {
    purify = createDOMPurify(window);
    installSanitizerHooks(purify);
  }
  return sanitizeFinalWith(purify, html).trim();
}
