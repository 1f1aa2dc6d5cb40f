// Puts the signature on the clipboard as rich HTML, so pasting into Gmail or Outlook
// keeps the formatting, with plain text for editors that take only text.
import { signaturePlainText } from "../../../components/signature/signature-document";

export async function copySignature(sanitizedHtml: string): Promise<void> {
  const text = signaturePlainText(sanitizedHtml);
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          "text/html": new Blob([sanitizedHtml], { type: "text/html" }),
          "text/plain": new Blob([text], { type: "text/plain" }),
        }),
      ]);
      return;
    } catch {
      // Permission refused or an older browser: fall back to the selection copy below.
    }
  }
  copyBySelection(sanitizedHtml);
}

// Selecting rendered HTML and copying it keeps the formatting in every browser.
function copyBySelection(sanitizedHtml: string): void {
  const holder = document.createElement("div");
  holder.setAttribute("aria-hidden", "true");
  holder.style.cssText = "position:fixed;left:-10000px;top:0;opacity:0;pointer-events:none;white-space:normal";
  holder.innerHTML = sanitizedHtml;
  document.body.append(holder);
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(holder);
  selection?.removeAllRanges();
  selection?.addRange(range);
  try {
    if (!document.execCommand("copy")) throw new Error("The browser refused to copy");
  } finally {
    selection?.removeAllRanges();
    holder.remove();
  }
}
