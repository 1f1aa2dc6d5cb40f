// The plain text form of a rendered signature (for text/plain parts) and the fingerprint the
// relay uses to recognise a signature already in a message, whatever an editor did to its markup.
import { decodeEntities } from "../../../shared/signature/entities";

const BLOCK = /<\/?(?:p|div|tr|table|h[1-6]|li|ul|ol|blockquote)\b[^>]*>/gi;

/** Visible text of HTML: block ends and <br> become line breaks, links keep their address. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(style|script|head)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/t[dh]\s*>/gi, " ")
    .replace(BLOCK, "\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .replace(/\u00a0/g, " ")
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .filter((line, i, all) => line !== "" || (i > 0 && all[i - 1] !== ""))
    .join("\n")
    .trim();
}

/** Letters and digits only, lower case: the same for a signature as Signet rendered it and after Gmail or Outlook re-wrote its markup. */
export function fingerprint(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}@.]+/gu, "");
}
