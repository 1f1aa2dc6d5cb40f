// Tokenizes a sanitized template ONCE, at compile time, so that every placeholder
// knows its context (text, which attribute) and rendering never parses HTML. The
// input is DOM-serialized HTML from the sanitizer; the scanner still copes with
// hand-written markup (single quotes, unquoted values) and fails safe: placeholders
// inside comments, raw-text elements, tag names and attribute names are dropped.

import { decodeEntities } from "./entities";
import { escapeHtml } from "./escape";
import { PLACEHOLDER, splitPlaceholders } from "./template-tokens";
import { scanTag, type ScannedTag } from "./tag-scanner";
import { isOwnAssetPath } from "./url-rules";

export type AttrPart = string | { field: string };

export type TemplateNode =
  | { kind: "html"; html: string }
  | { kind: "text"; field: string }
  | { kind: "if"; field: string; body: TemplateNode[] }
  | { kind: "campaigns" }
  /** An attribute value holding placeholders; literal parts are decoded text. */
  | { kind: "attr"; tag: string; name: string; parts: AttrPart[] }
  /** The height attribute of an <img> showing {{logo_url}} at a literal width: `height` is the template's. */
  | { kind: "logoHeight"; width: number; height: string };

/** Elements whose content is not HTML text: a value there could not be escaped. */
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext"]);

class TreeBuilder {
  readonly root: TemplateNode[] = [];
  private stack: TemplateNode[][] = [this.root];

  private get current(): TemplateNode[] {
    return this.stack[this.stack.length - 1];
  }

  html(html: string): void {
    if (html === "") return;
    const last = this.current[this.current.length - 1];
    if (last?.kind === "html") last.html += html;
    else this.current.push({ kind: "html", html });
  }

  push(node: TemplateNode): void {
    this.current.push(node);
  }

  openIf(field: string): void {
    const node: TemplateNode = { kind: "if", field, body: [] };
    this.current.push(node);
    this.stack.push(node.body);
  }

  /** A stray `{{/if}}` is ignored; an unclosed `{{#if}}` runs to the end. */
  closeIf(): void {
    if (this.stack.length > 1) this.stack.pop();
  }
}

function addText(builder: TreeBuilder, text: string): void {
  for (const piece of splitPlaceholders(text)) {
    if (typeof piece === "string") builder.html(piece);
    else if (piece.type === "field") builder.push({ kind: "text", field: piece.name });
    else if (piece.type === "if") builder.openIf(piece.name);
    else if (piece.type === "endif") builder.closeIf();
    else if (piece.type === "campaigns") builder.push({ kind: "campaigns" });
  }
}

/** Content where values can't be placed safely keeps its markup, minus placeholders. */
function addInert(builder: TreeBuilder, markup: string): void {
  builder.html(markup.replace(PLACEHOLDER, ""));
}

function attrParts(value: string): AttrPart[] {
  const parts: AttrPart[] = [];
  for (const piece of splitPlaceholders(value)) {
    if (typeof piece === "string") parts.push(decodeEntities(piece));
    else if (piece.type === "field") parts.push({ field: piece.name });
    // Block tags inside an attribute are not supported: they are dropped.
  }
  return parts;
}

/** An image of ours named by site path: compiled like a URL attribute, to be made absolute. */
const OWN_ASSET_SRC = /\ssrc\s*=\s*["']?\/static\//i;

function isOwnAssetSrc(name: string, value: string): boolean {
  return name === "src" && isOwnAssetPath(decodeEntities(value));
}

const LOGO_SRC = /^\s*\{\{\s*logo_url\s*\}\}\s*$/;
const PIXELS = /^\s*(\d{1,4})\s*(?:px)?\s*$/i;

/** The literal pixel width of an <img> whose src is exactly {{logo_url}} and that has a height attribute; else null. */
function logoImageWidth(tag: ScannedTag): number | null {
  if (tag.isEnd || tag.name !== "img") return null;
  const value = (name: string) => tag.attrs.find((a) => a.name === name)?.value ?? null;
  const src = value("src");
  const width = PIXELS.exec(value("width") ?? "");
  if (src === null || !LOGO_SRC.test(src) || value("height") === null || !width) return null;
  return Number(width[1]) || null;
}

function addTag(builder: TreeBuilder, source: string, tag: ScannedTag): void {
  const raw = source.slice(tag.start, tag.end);
  if (!raw.includes("{{") && !OWN_ASSET_SRC.test(raw)) {
    builder.html(raw);
    return;
  }
  builder.html(`<${tag.isEnd ? "/" : ""}${tag.name.replace(PLACEHOLDER, "")}`);
  const logoWidth = logoImageWidth(tag);
  for (const attr of tag.attrs) {
    if (attr.name.includes("{{") || attr.name.includes("}}")) continue;
    if (attr.value === null) builder.html(` ${attr.name}`);
    else if (logoWidth !== null && attr.name === "height" && !attr.value.includes("{{"))
      builder.push({ kind: "logoHeight", width: logoWidth, height: escapeHtml(decodeEntities(attr.value)) });
    else if (!attr.value.includes("{{") && !isOwnAssetSrc(attr.name, attr.value))
      builder.html(` ${attr.name}="${escapeHtml(decodeEntities(attr.value))}"`);
    else builder.push({ kind: "attr", tag: tag.name, name: attr.name, parts: attrParts(attr.value) });
  }
  builder.html(">");
}

export function parseTemplate(source: string): TemplateNode[] {
  const builder = new TreeBuilder();
  let textStart = 0;
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf("<", i);
    if (lt === -1) break;
    const next = source.charCodeAt(lt + 1);
    if (source.startsWith("<!--", lt) || next === 33 /* ! */ || next === 63 /* ? */) {
      addText(builder, source.slice(textStart, lt));
      const close = source.startsWith("<!--", lt) ? "-->" : ">";
      const end = source.indexOf(close, lt + 2);
      i = textStart = end === -1 ? source.length : end + close.length;
      addInert(builder, source.slice(lt, i));
      continue;
    }
    const tag = scanTag(source, lt);
    if (!tag) {
      i = lt + 1; // a literal "<" in text
      continue;
    }
    addText(builder, source.slice(textStart, lt));
    addTag(builder, source, tag);
    i = textStart = tag.end;
    if (!tag.isEnd && RAW_TEXT.has(tag.name)) {
      const close = source.toLowerCase().indexOf(`</${tag.name}`, tag.end);
      i = textStart = close === -1 ? source.length : close;
      addInert(builder, source.slice(tag.end, i));
    }
  }
  addText(builder, source.slice(textStart));
  return builder.root;
}
