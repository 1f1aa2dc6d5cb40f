import { describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { formatHtml } from "./format-html";
import { compileTemplate } from "../../../../../../shared/signature/compile-template";
import { SAMPLE_SIGNATURE_DATA } from "../../../../../../shared/signature/sample-data";
import { designToHtml } from "../../../../../../shared/templates/design/design-to-html";
import { DEFAULT_DESIGN } from "../../../../../../shared/templates/design/default-design";

const BLOCK = /^(BODY|TABLE|TBODY|THEAD|TFOOT|TR|TD|TH|DIV|P|UL|OL|LI|H[1-6]|BLOCKQUOTE|CENTER|HR|PRE)$/;
const isBlock = (node: Node | null) => node === null || (node.nodeType === 1 && BLOCK.test(node.nodeName));
/** A sibling, comments skipped: they render as nothing. */
function sibling(node: Node, next: boolean): Node | null {
  let at = next ? node.nextSibling : node.previousSibling;
  while (at && at.nodeType === 8) at = next ? at.nextSibling : at.previousSibling;
  return at;
}

/**
 * The DOM a browser builds for the rendered template, with text whitespace as CSS renders it (outside <pre>): runs
 * collapse to one space, and none is shown at the start or end of a block or next to one.
 */
function renderedTree(template: string): string {
  const html = compileTemplate(template).render(SAMPLE_SIGNATURE_DATA, { assetBaseUrl: "https://app.example" });
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  const walker = document.createTreeWalker(document.body, 4 /* text */);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const node of texts) {
    if (node.parentElement?.closest("pre")) continue;
    let text = (node.textContent ?? "").replace(/\s+/g, " ");
    if (isBlock(sibling(node, false)) && isBlock(node.parentNode)) text = text.trimStart();
    if (isBlock(sibling(node, true)) && isBlock(node.parentNode)) text = text.trimEnd();
    if (text === "") node.remove();
    else node.textContent = text;
  }
  return document.body.innerHTML;
}

const ONE_LINE =
  '<table cellpadding="0" cellspacing="0" border="0"><tbody><tr><td style="padding:0 12px 0 0"><a href="{{website}}"><img src="{{logo_url}}" width="110" height="33" alt="x"></a></td><td style="font-size:14px"><span style="font-weight:bold">{{full_name}}</span> <span>|</span> {{job_title}}{{#if office_phone}}<br>T <a href="tel:{{office_phone}}">{{office_phone}}</a>{{/if}}</td></tr>{{#if address}}<tr><td colspan="2"><p style="margin:0">{{address}}</p></td></tr>{{/if}}</tbody></table><!--[if mso]><table><tr><td><![endif]--><pre>  keep   this  </pre>';

describe("formatting template HTML", () => {
  it("puts block and table tags on lines of their own, indented, and keeps inline runs and text together", () => {
    const formatted = formatHtml(ONE_LINE);
    expect(formatted.split("\n").length).toBeGreaterThan(10);
    expect(formatted).toContain('\n    <tr>\n      <td style="padding:0 12px 0 0">\n        <a href="{{website}}"><img');
    expect(formatted).toContain('<span style="font-weight:bold">{{full_name}}</span> <span>|</span> {{job_title}}');
    expect(formatted).toContain("\n    {{#if address}}\n    <tr>");
    expect(formatted).toContain("<pre>  keep   this  </pre>");
  });

  it("changes nothing a browser renders: the same elements, attributes and text", () => {
    for (const html of [ONE_LINE, designToHtml(DEFAULT_DESIGN)]) {
      expect(renderedTree(formatHtml(html))).toBe(renderedTree(html));
    }
  });

  it("is stable: formatting formatted HTML changes nothing", () => {
    const once = formatHtml(ONE_LINE);
    expect(formatHtml(once)).toBe(once);
  });

  it("leaves attribute values with > and text with < alone", () => {
    const html = '<div title="a > b"><p>1 < 2</p></div>';
    expect(formatHtml(html)).toBe('<div title="a > b">\n  <p>1 < 2</p>\n</div>');
  });
});
