// Attack corpora (../shared/corpora, see its README) against the save-time sanitizer
// and the renderer, checked by properties rather than expected strings:
// 1. after sanitizing only allow-listed tags and attributes remain, every URL has an
//    allowed scheme (or is a placeholder), no style holds dangerous CSS;
// 2. sanitizing is idempotent;
// 3. payloads in profile and campaign fields, rendered through the gallery
//    templates, add no element or attribute: they come out as inert text or an
//    empty link. Payloads are checked in chunks so a failure lists every offender.

import { readFileSync } from "node:fs";
import path from "node:path";
import { defaultTreeAdapter, parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { describe, expect, it } from "vitest";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from "../../shared/signature/allow-lists";
import { compileTemplate } from "../../shared/signature/compile-template";
import type { CampaignData, SignatureData } from "../../shared/signature/fields";
import { GALLERY_TEMPLATES } from "../../shared/signature/gallery";
import { SAMPLE_SIGNATURE_DATA } from "../../shared/signature/sample-data";
import { sanitizeTemplateHtml } from "./sanitize-html";

const CORPORA = path.resolve(process.cwd(), "../shared/corpora");
const payloadbox = readFileSync(path.join(CORPORA, "payloadbox-xss.txt"), "utf8")
  .split("\n")
  .filter((line) => line !== "");
const fixtures = (
  JSON.parse(readFileSync(path.join(CORPORA, "dompurify-fixtures.json"), "utf8")) as { title: string; payload: string }[]
).map((f) => f.payload);

const TAGS = new Set<string>(ALLOWED_TAGS);
const ATTRIBUTES = new Set<string>(ALLOWED_ATTRIBUTES);
const HREF_OK = /^(?:https?:\/\/|mailto:|tel:)/i;
const SRC_OK = /^(?:https?:\/\/|data:image\/(?:png|jpeg|gif|webp);base64,)/i;
const PLACEHOLDER = /\{\{\s*[a-z_]+\s*\}\}/;
const SCRIPT_TEXT = /(?:java|vb)script\s*:/i;
const ASSET_BASE = "http://localhost:3000";

/** Independent of the sanitizer's own CSS code on purpose: a second opinion. */
function badCss(style: string): boolean {
  const css = style
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, "")
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd))
    .replace(/\\(.)/g, "$1")
    .replace(/\s+/g, "")
    .toLowerCase();
  if (/expression\(|behavior|-moz-binding|@import/.test(css)) return true;
  return [...css.matchAll(/url\(/g)].some((m) => !/^['"]?https:\/\//.test(css.slice(m.index + 4)));
}

type Parse5Node = DefaultTreeAdapterMap["node"];
const { createElement, getChildNodes } = defaultTreeAdapter;
const HTML_NS = "http://www.w3.org/1999/xhtml" as DefaultTreeAdapterMap["element"]["namespaceURI"];

/**
 * `html` parsed as a div's content (as `div.innerHTML = html` in a browser), by parse5: the
 * parser jsdom and browsers follow, without a DOM around it (jsdom took ten times as long,
 * mostly building style declarations). Yields every comment, text and element in document
 * order; a template's content is a fragment of its own, outside the walk, as in a DOM.
 */
function* nodesOf(html: string): Generator<Parse5Node> {
  const fragment = parseFragment(createElement("div", HTML_NS, []), html, {});
  const stack: Parse5Node[] = [...getChildNodes(fragment)].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    yield node;
    if ("childNodes" in node) stack.push(...[...node.childNodes].reverse());
  }
}

/** Problems in `html` (`template` allows {{placeholders}} in URLs), and how many of each tag it has. */
function inspect(html: string, template: boolean): { found: string[]; tags: Map<string, number> } {
  const found: string[] = [];
  const tags = new Map<string, number>();
  for (const node of nodesOf(html)) {
    if (node.nodeName === "#comment") found.push("comment");
    if (node.nodeName === "#text" && "value" in node && SCRIPT_TEXT.test(node.value)) found.push(`script scheme in text: ${node.value}`);
    if (!("tagName" in node)) continue;
    const tag = node.tagName;
    tags.set(tag, (tags.get(tag) ?? 0) + 1);
    if (!TAGS.has(tag) || node.namespaceURI !== HTML_NS) found.push(`tag <${tag}>`);
    for (const attr of node.attrs) {
      const name = attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
      const value = attr.value;
      if (!ATTRIBUTES.has(name)) found.push(`attribute ${name} on <${tag}>`);
      else if (name === "href" && value !== "" && !HREF_OK.test(value) && !(template && PLACEHOLDER.test(value)))
        found.push(`href ${value}`);
      else if (name === "src" && value !== "" && !SRC_OK.test(value) && !(template && PLACEHOLDER.test(value))) found.push(`src ${value}`);
      else if (name === "style" && badCss(value)) found.push(`style ${value}`);
      else if (name !== "href" && name !== "src" && SCRIPT_TEXT.test(value)) found.push(`script scheme in ${name}`);
    }
  }
  return { found, tags };
}

const violations = (html: string, template: boolean) => inspect(html, template).found;

const compiled = GALLERY_TEMPLATES.map((t) => compileTemplate(t.html));
const benign = (i: number) =>
  compiled[i].render(SAMPLE_SIGNATURE_DATA, { assetBaseUrl: ASSET_BASE, campaigns: [campaignWith("Nice text", "https://acme.example/x")] });
const baselines = compiled.map((_, i) => inspect(benign(i), false).tags);

function campaignWith(text: string, url: string): CampaignData {
  return { id: "c", name: text, description: text, cta_text: text, image_url: url, landing_page_url: url };
}

function profileWith(payload: string): SignatureData {
  return {
    ...SAMPLE_SIGNATURE_DATA,
    full_name: payload,
    job_title: payload,
    personal_phone: payload,
    linkedin_url: payload,
    photo_url: payload,
  };
}

function checkPayload(payload: string, index: number): string[] {
  const problems: string[] = [];
  const first = sanitizeTemplateHtml(payload).html;
  problems.push(...violations(first, true).map((v) => `sanitized: ${v}`));
  if (sanitizeTemplateHtml(first).html !== first) problems.push("not idempotent");
  // The sanitized payload as a template, filled with sample data.
  const asTemplate = compileTemplate(first).render(SAMPLE_SIGNATURE_DATA, { assetBaseUrl: ASSET_BASE });
  problems.push(...violations(asTemplate, false).map((v) => `as template: ${v}`));
  // The payload as profile and campaign values, through a gallery template.
  const which = index % compiled.length;
  const rendered = compiled[which].render(profileWith(payload), {
    assetBaseUrl: ASSET_BASE,
    campaigns: [campaignWith(payload, payload)],
    onWarning: () => {},
  });
  const { found, tags } = inspect(rendered, false);
  problems.push(...found.map((v) => `as values: ${v}`));
  for (const [tag, count] of tags) {
    if (count > (baselines[which].get(tag) ?? 0)) problems.push(`as values: extra <${tag}>`);
  }
  return problems;
}

function checkChunk(payloads: string[], offset: number): void {
  const failures: string[] = [];
  payloads.forEach((payload, i) => {
    const problems = checkPayload(payload, offset + i);
    if (problems.length > 0) failures.push(`${JSON.stringify(payload.slice(0, 200))}: ${problems.join("; ")}`);
  });
  expect(failures).toEqual([]);
}

const CHUNK = 600;

describe("DOMPurify fixtures", () => {
  it(`all ${fixtures.length} payloads`, () => checkChunk(fixtures, 0));
});

describe("payloadbox XSS list", () => {
  for (let start = 0; start < payloadbox.length; start += CHUNK) {
    const chunk = payloadbox.slice(start, start + CHUNK);
    it(`payloads ${start + 1}-${start + chunk.length}`, () => checkChunk(chunk, start));
  }
});

describe("the checks themselves", () => {
  it("catch what they are meant to catch", () => {
    expect(violations('<img src=x onerror="alert(1)"><script></script><a href="javascript:x">a</a>', false)).toEqual([
      "src x",
      "attribute onerror on <img>",
      "tag <script>",
      "href javascript:x",
    ]);
    expect(violations('<p style="width:expression(1)">x</p><a href="{{website}}">w</a>', false)).toEqual([
      "style width:expression(1)",
      "href {{website}}",
    ]);
    expect(violations('<a href="{{website}}">w</a><!-- c -->', true)).toEqual(["comment"]);
    // Foreign content: an allowed tag name in SVG's namespace, a prefixed attribute.
    expect(violations('<svg><a xlink:href="https://x.example">a</a></svg>', false)).toEqual([
      "tag <svg>",
      "tag <a>",
      "attribute xlink:href on <a>",
    ]);
    // Parsed in a div, as a browser's innerHTML: a stray row tag is dropped, its text kept.
    expect(inspect("<tr><td>cell</td></tr>", false).tags).toEqual(new Map());
  });
});
