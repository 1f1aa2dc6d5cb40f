// Puts a member's signature into one decoded body part: above the quoted message of a reply or
// forward, else at the end; never when the part before the quote already holds it.
import { htmlQuoteIndex, textQuoteLine } from "./quote-position";
import { fingerprint, htmlToText } from "./signature-text";

export type SignatureToInsert = { html: string; text: string };

/** The class on the wrapper the relay puts around a signature it inserts (kept by Gmail's and Outlook's editors as a plain class). */
export const SIGNATURE_CLASS = "signet-signature";

export type Placement = "above-quote" | "end";
export type Inserted = { body: string; placement: Placement } | { body: null; reason: "already signed" | "PGP inline" };

const INLINE_PGP = /-----BEGIN PGP (?:SIGNED )?MESSAGE-----/;

function alreadyHolds(visibleText: string, markup: string, signature: SignatureToInsert): boolean {
  if (new RegExp(`\\bclass\\s*=\\s*["']?[^"'>]*\\b${SIGNATURE_CLASS}\\b`, "i").test(markup)) return true;
  const mark = fingerprint(signature.text);
  return mark.length > 0 && fingerprint(visibleText).includes(mark);
}

export function insertIntoHtml(html: string, signature: SignatureToInsert): Inserted {
  if (INLINE_PGP.test(html)) return { body: null, reason: "PGP inline" };
  const quote = htmlQuoteIndex(html);
  const before = quote >= 0 ? html.slice(0, quote) : html;
  if (alreadyHolds(htmlToText(before), before, signature)) return { body: null, reason: "already signed" };
  const block = `<div class="${SIGNATURE_CLASS}"><br>${signature.html}</div>`;
  if (quote >= 0) return { body: html.slice(0, quote) + block + html.slice(quote), placement: "above-quote" };
  const end = html.search(/<\/body\s*>(?![\s\S]*<\/body\s*>)/i);
  const at = end >= 0 ? end : html.search(/<\/html\s*>\s*$/i) >= 0 ? html.search(/<\/html\s*>\s*$/i) : html.length;
  return { body: html.slice(0, at) + block + html.slice(at), placement: "end" };
}

export function insertIntoText(text: string, signature: SignatureToInsert): Inserted {
  if (INLINE_PGP.test(text)) return { body: null, reason: "PGP inline" };
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  const quote = textQuoteLine(lines);
  const before = quote >= 0 ? lines.slice(0, quote) : lines;
  if (alreadyHolds(before.join("\n"), "", signature)) return { body: null, reason: "already signed" };
  const block = ["-- ", ...signature.text.split("\n")];
  if (quote >= 0) {
    const head = lines.slice(0, quote);
    while (head.length > 0 && head[head.length - 1].trim() === "") head.pop();
    return { body: [...head, "", ...block, "", ...lines.slice(quote)].join(eol), placement: "above-quote" };
  }
  const body = [...lines];
  const trailing: string[] = [];
  while (body.length > 0 && body[body.length - 1].trim() === "") trailing.push(body.pop()!);
  return { body: [...body, "", ...block, ...(trailing.length > 0 ? [""] : [])].join(eol), placement: "end" };
}

/** The signature as the relay inserts it, from the rendered HTML. */
export function signatureToInsert(html: string): SignatureToInsert {
  return { html, text: htmlToText(html) };
}
