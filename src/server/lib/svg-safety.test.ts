import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { drawSvg, judgeSvg, svgTextOf } from "./svg-safety";
import { PREFIXED_FILE_HREF_SVG, svgWrappingBigPng, TURBULENCE_SVG } from "../test/image-bombs";

const bytes = (text: string) => new TextEncoder().encode(text);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
const svg = (body: string, attrs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"${attrs}>${body}</svg>`;

describe("svgTextOf: an SVG is recognised by its content", () => {
  it.each([
    ["a bare root", SVG],
    ["a BOM and an XML declaration", `\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n${SVG}`],
    [
      "comments and a doctype",
      `<!-- Generator: Illustrator -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${SVG}`,
    ],
  ])("with %s", (_, text) => expect(svgTextOf(bytes(text))).toBe(text.replace(/^\uFEFF/, "")));

  it.each([
    ["HTML", "<html><svg></svg></html>"],
    ["text", "just text"],
    ["an svg-ish name", "<svgfoo/>"],
  ])("not %s", (_, text) => expect(svgTextOf(bytes(text))).toBeNull());

  it("not invalid UTF-8 (a binary file)", () => expect(svgTextOf(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0xfe]))).toBeNull());
});

/** `levels` groups, each drawing the previous one `fanOut` times: fanOut^levels shapes. */
function useBomb(levels: number, fanOut: number) {
  let body = '<g id="l0"><rect width="1" height="1"/></g>';
  for (let level = 1; level <= levels; level++) body += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(fanOut)}</g>`;
  return svg(`<defs>${body}</defs><use href="#l${levels}"/>`);
}

describe("judgeSvg: only a self-contained drawing passes", () => {
  it.each([
    [
      "shapes, gradients, clips and same-document references",
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient><clipPath id="c"><rect width="5" height="5"/></clipPath><symbol id="s"><circle r="2"/></symbol></defs><rect fill="url(#g)" clip-path="url(\'#c\')" width="9" height="9" style="fill:url(#g);stroke:#000"/><use xlink:href="#s"/><use href="#s"/><text>Acme</text>',
      ),
    ],
    [
      "a doctype without an internal subset",
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${SVG}`,
    ],
    ["no namespace at all", '<svg width="5" height="5"><rect width="5" height="5"/></svg>'],
    [
      "editor metadata",
      svg('<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" pagecolor="#fff"/><rect/>'),
    ],
    ["a <style> with local references", svg("<style>.a{fill:url(#g);filter:none}</style><rect class='a'/>")],
    ["a pattern of uses that stays under the cap (10 x 10 x 10)", useBomb(3, 10)],
  ])("passes %s", (_, text) => expect(judgeSvg(text)).toEqual({ kind: "safe" }));

  it.each([
    ["a 64-megapixel PNG inside a 100 x 100 SVG", svgWrappingBigPng(), "<image>"],
    ["a filter drawing noise over 600 x 4000 px", TURBULENCE_SVG, "<filter>"],
    ["a file reference under a made-up xlink prefix", PREFIXED_FILE_HREF_SVG, 'x1:href="file:///etc/passwd#a"'],
    ["an fe* primitive outside a filter", svg('<feFlood flood-color="#f00"/>'), "<feFlood>"],
    ["feImage", svg('<feImage href="#a"/>'), "<feImage>"],
    ["a CSS filter function", svg('<rect style="filter: blur(40px)"/>'), 'style="filter: blur(40px)"'],
    ["a filter attribute", svg('<rect filter="url(#f)"/>'), 'filter="url(#f)"'],
    ["an SVG data: URI", svg('<use href="data:image/svg+xml;base64,PHN2Zz4="/>'), 'href="data:image/svg+xml;base64,PHN2Zz4="'],
    ["a data: URI in CSS", svg("<rect style=\"fill:url('data:image/png;base64,AA')\"/>"), "style="],
    ["a script", svg("<script>alert(1)</script>"), "<script>"],
    ["a namespaced script", svg('<s:script xmlns:s="http://www.w3.org/2000/svg">x</s:script>'), "<s:script>"],
    ["an XHTML script", svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">x</h:script>'), "<h:script>"],
    ["an event handler", svg('<g onclick="x()"/>'), 'onclick="x()"'],
    ["foreignObject", svg("<foreignObject><div/></foreignObject>"), "<foreignObject>"],
    ["an XInclude", svg('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="file:///etc/passwd" parse="text"/>'), "<xi:include>"],
    ["an external link", svg('<a href="https://example.com"><text>x</text></a>'), "<a>"],
    ["an external use", svg('<use xlink:href="other.svg#a"/>'), 'xlink:href="other.svg#a"'],
    ["xml:base", svg('<g xml:base="https://example.com/"/>'), 'xml:base="https://example.com/"'],
    ["an external CSS url", svg("<style>rect{fill:url('https://example.com/f')}</style>"), "<style> with url('https://example.com/f')"],
    ["@import", svg('<style>@import "https://example.com/a.css";</style>'), "<style> with @import"],
    ["a CSS escape", svg("<style>rect{fill:u\\72l(x)}</style>"), "<style> with \\72l(x)}"],
    ["an entity", '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>', "<!ENTITY>"],
    [
      "a stylesheet instruction",
      '<?xml-stylesheet href="https://example.com/a.css"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      "<?xml-stylesheet?>",
    ],
    ["an animation", svg('<rect><set attributeName="fill" to="red"/></rect>'), "<set>"],
    ["nested uses that multiply to ten billion shapes", useBomb(10, 10), "more than 10,000 drawn elements"],
    ["a use that refers to its own group", svg('<g id="a"><use href="#a"/></g>'), "a <use> that refers to itself"],
    ["a chain of uses that loops", svg('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>'), "a <use> that refers to itself"],
  ])("refuses %s, naming it", (_, text, found) => {
    const verdict = judgeSvg(text);
    expect(verdict.kind).toBe("unsafe");
    expect(verdict.kind === "unsafe" && verdict.found).toContain(found);
  });

  it.each([
    ["broken XML", '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'],
    ["another root", '<html xmlns="http://www.w3.org/1999/xhtml"/>'],
  ])("calls %s unreadable", (_, text) => expect(judgeSvg(text)).toEqual({ kind: "unreadable" }));
});

describe("drawSvg: the canvas is the stored size", () => {
  it("draws an SVG declaring 600 x 4000 px at the size asked for, not the declared one", async () => {
    const tall = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="4000"><rect width="600" height="4000" fill="#0af"/></svg>';
    const drawn = await drawSvg(tall, (width, height) => 300 / Math.max(width, height));
    expect(drawn).toMatchObject({ kind: "drawn", width: 45, height: 300 });
    if (drawn.kind === "drawn") expect(await sharp(drawn.png).metadata()).toMatchObject({ format: "png", width: 45, height: 300 });
  });

  it("refuses, without drawing, an SVG that is not safe, and one whose canvas would be over the budget", async () => {
    expect(await drawSvg(TURBULENCE_SVG, () => 1)).toEqual({ kind: "unsafe", found: "<filter>" });
    const huge = '<svg xmlns="http://www.w3.org/2000/svg" width="9000000" height="9000000"><rect width="9" height="9"/></svg>';
    expect(await drawSvg(huge, () => 1)).toEqual({ kind: "unreadable" });
  });
});
