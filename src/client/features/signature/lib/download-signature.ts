import { signatureDocument } from "../../../components/signature/signature-document";
import { downloadFile } from "../../../lib/download";

// Saves the signature as an .html file: Thunderbird and some other clients take a
// signature from a file rather than from the clipboard.
export function downloadSignature(sanitizedHtml: string, fileName = "signature.html") {
  downloadFile(fileName, signatureDocument(sanitizedHtml, { title: "Email signature", padding: 0 }), "text/html");
}
