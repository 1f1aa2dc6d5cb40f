// The server puts a fresh nonce for <style> elements in the page's CSP header and in
// <meta property="csp-nonce"> (decision 023). get-nonce hands it to react-style-singleton,
// which writes the scroll lock of Radix modals (react-remove-scroll) as a <style> element;
// without it the CSP blocks that element and the page behind an open dialog still scrolls.
import { setNonce } from "get-nonce";
import { CSP_NONCE_PLACEHOLDER } from "../../shared/csp-nonce";

/** The page's style nonce: the meta's `nonce` property (the browser hides the attribute once a CSP applies). */
export function readCspNonce(doc: Document = document): string | null {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute("nonce");
  // The Vite dev server sends index.html as it is, placeholder and all, and no CSP.
  return nonce && nonce !== CSP_NONCE_PLACEHOLDER ? nonce : null;
}

/** Call before the first render, so that the first modal's <style> element carries the nonce. */
export function applyCspNonce(doc: Document = document) {
  const nonce = readCspNonce(doc);
  if (nonce) setNonce(nonce);
}
