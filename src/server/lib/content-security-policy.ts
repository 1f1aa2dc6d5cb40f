// The app's Content Security Policy (ARCHITECTURE.md, "Content Security Policy"; decision 023).
import { randomBytes } from "node:crypto";

// sonner (toasts) inserts its stylesheet as a <style> element: first empty, then its CSS.
// Both hashes are of sonner's exact text; e2e/csp.spec.ts fails if an upgrade changes it.
const SONNER_STYLE_HASHES = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='",
];

/**
 * The app's pages run only their own scripts and styles. Style attributes are allowed
 * (style-src-attr): the signature preview (an iframe with srcdoc, which inherits this
 * policy) and the opened-in-a-tab signature show signature HTML styled by attributes;
 * an attribute can carry no script and no selector.
 *
 * `styleNonce` (index.html only) also allows <style> elements that carry it: the scroll lock
 * Radix modals write on opening (react-remove-scroll, through react-style-singleton and
 * get-nonce). Its CSS holds the measured scrollbar width, so no fixed hash can allow it.
 * Scripts never get a nonce: script-src stays 'self'.
 */
export function appCsp(styleNonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ["style-src-elem 'self'", ...SONNER_STYLE_HASHES, ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])].join(" "),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' https: data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy of every answer outside /api that does not set its own (index.html does). */
export const APP_CSP = appCsp();

/** 128 random bits, base64: a fresh one for every index.html answer. */
export function newCspNonce(): string {
  return randomBytes(16).toString("base64");
}
