// The dry run's sample signatures pass the spec's final sanitizing in the browser too
// (same DOMPurify configuration and hooks as the server and the /signature preview),
// a second layer before they are shown in the sandboxed frame.
import createDOMPurify, { type DOMPurify } from "dompurify";
import { installSanitizerHooks } from "../../../../shared/signature/sanitize-config";
import { sanitizeFinalWith } from "../../../../shared/signature/sanitize-run";

let purify: DOMPurify | null = null;

export function sanitizeSample(html: string): string {
  if (!purify) {
    purify = createDOMPurify(window);
    installSanitizerHooks(purify);
  }
  return sanitizeFinalWith(purify, html).trim();
}
