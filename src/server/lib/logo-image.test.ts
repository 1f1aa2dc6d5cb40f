import { describe, expect, it } from "vitest";
import { isUnsafeSvg, svgTextOf } from "./logo-image";

const bytes = (text: string) => new TextEncoder().encode(text);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

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

describe("isUnsafeSvg: anything that runs or reaches outside the file", () => {
  it("passes a plain drawing with local references and an inline raster", () => {
    const safe = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="9" height="9"/><use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/></svg>`;
    expect(isUnsafeSvg(safe)).toBe(false);
  });

  it.each([
    ["a script", "<svg><script>alert(1)</script></svg>"],
    ["a namespaced script", '<svg><svg:script xmlns:svg="http://www.w3.org/2000/svg">x</svg:script></svg>'],
    ["an event handler", '<svg><g onclick="x()"/></svg>'],
    ["foreignObject", "<svg><foreignObject><div/></foreignObject></svg>"],
    ["a javascript: link", '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    ["an external image", '<svg><image href="https://example.com/x.png"/></svg>'],
    ["an external use", '<svg><use xlink:href="other.svg#a"/></svg>'],
    ["an SVG data URI", '<svg><image href="data:image/svg+xml;base64,PHN2Zz4="/></svg>'],
    ["an external CSS url", "<svg><style>rect{fill:url('https://example.com/f')}</style></svg>"],
    ["@import", '<svg><style>@import "https://example.com/a.css";</style></svg>'],
    ["an entity", '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>'],
    ["a stylesheet instruction", '<?xml-stylesheet href="https://example.com/a.css"?><svg/>'],
  ])("refuses %s", (_, svg) => expect(isUnsafeSvg(svg)).toBe(true));
});
