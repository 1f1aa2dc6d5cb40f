import { signatureDocument } from "../../../components/signature/signature-document";

// Saves the signature as an .html file: Thunderbird and some other clients take a
// signature from a file rather than from the clipboard.
export function downloadSignature(sanitizedHtml: string, fileName = "signature.html") {
  const blob = new Blob([signatureDocument(sanitizedHtml, { title: "Email signature", padding: 0 })], { type: "text/html" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
