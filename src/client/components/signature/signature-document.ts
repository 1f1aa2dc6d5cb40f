import { escapeText } from "../../../shared/signature/escape";
// A standalone HTML document around a signature, for the preview frame and the new tab.
// The CSP forbids every script and plugin: a second lock behind the sanitizer.
const CSP = "default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'; font-src http: https: data:";

export function signatureDocument(sanitizedHtml: string, options: { title?: string; padding?: number; background?: string } = {}): string {
  const padding = options.padding ?? 16;
  // A preview on a dark background shows how a logo reads in a mail client's dark mode.
  const background = /^#[0-9a-f]{6}$/i.test(options.background ?? "") ? options.background : "#ffffff";
  return [
    "<!DOCTYPE html>",
    `<html lang="en" style="margin:0;background:${background}"><head><meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(options.title ?? "Email signature")}</title>`,
    // Style attributes only, no <style> element: the preview frame (srcdoc) and the new tab
    // (about:blank) also obey the app's CSP, which allows style attributes but no inline
    // style element (docs/ARCHITECTURE.md, "Content Security Policy").
    `</head><body style="margin:0;background:${background};`,
    `padding:${padding}px;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#1f2937">`,
    sanitizedHtml,
    "</body></html>",
  ].join("");
}

/** Readable plain text for the clipboard's text/plain fallback: one line per block. */
export function signaturePlainText(sanitizedHtml: string): string {
  const doc = new DOMParser().parseFromString(sanitizedHtml, "text/html");
  doc.querySelectorAll("br").forEach((br) => br.replaceWith("\n"));
  doc.querySelectorAll("p, div, tr, li, h1, h2, h3, h4, h5, h6, table").forEach((block) => block.append("\n"));
  doc.querySelectorAll("td, th").forEach((cell) => cell.append(" "));
  return (doc.body.textContent ?? "")
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}
