// Free text and disclaimer blocks are plain text: what the admin typed is shown as
// typed. HTML is escaped, line breaks become <br>, and only the signature placeholders
// stay placeholders; anything else in double braces (unknown names, {{#if}}, {{campaigns}})
// is dropped, as the renderer would drop it. The result is already in the sanitizer's
// serialization, so saving it changes nothing.
import { isSignatureField } from "../../signature/fields";
import { removeScriptSchemes } from "../../signature/script-scheme";
import { classifyToken, PLACEHOLDER } from "../../signature/template-tokens";

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/g;

function escapeText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\u00a0/g, "&nbsp;");
}

/** The double-brace tokens of `text` that are not one of the signature placeholders, as written. */
export function findUnknownPlaceholders(text: string): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const token = classifyToken(match[1]);
    if (!(token.type === "field" && isSignatureField(token.name))) unknown.push(match[0]);
  }
  return unknown;
}

/** Plain text (with {{placeholders}}) as template HTML. */
export function plainTextToHtml(text: string): string {
  // The sanitizer removes disguised script schemes from text too: do it first, so it finds nothing.
  const clean = removeScriptSchemes(text.replace(/\r\n?/g, "\n").replace(CONTROL, "")).trim();
  let html = "";
  let last = 0;
  for (const match of clean.matchAll(PLACEHOLDER)) {
    html += escapeText(clean.slice(last, match.index));
    const token = classifyToken(match[1]);
    if (token.type === "field" && isSignatureField(token.name)) html += `{{${token.name}}}`;
    last = match.index + match[0].length;
  }
  html += escapeText(clean.slice(last));
  return html.replace(/\n/g, "<br>");
}
