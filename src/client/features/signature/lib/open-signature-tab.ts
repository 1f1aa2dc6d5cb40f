import { signatureDocument } from "../../../components/signature/signature-document";

/**
 * Shows the signature alone in a new tab, for selecting and copying by hand.
 * Returns false when the browser blocked the popup. (window.open with "noopener"
 * always returns null, so the opener link is cut by hand instead.)
 */
export function openSignatureTab(sanitizedHtml: string, title: string): boolean {
  const tab = window.open("", "_blank");
  if (!tab) return false;
  tab.opener = null;
  tab.document.open();
  tab.document.write(signatureDocument(sanitizedHtml, { title, padding: 24 }));
  tab.document.close();
  return true;
}
