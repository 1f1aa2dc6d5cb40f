import { describe, expect, it } from "vitest";
import { isUnsafeCss, isUnsafeStyleValue, sanitizeStyle, splitDeclarations } from "./css-rules";

describe("css rules", () => {
  it.each([
    "width: expression(alert(1))",
    "width: EXPRESSION (alert(1))",
    "width: e\\78pression(alert(1))",
    "width: expr/**/ession(alert(1))",
    "behavior: url(x.htc)",
    "-moz-binding: url(x.xml#xss)",
    "@import 'x.css'",
    "background: url(http://x.example/a.png)",
    "background: url('//x.example/a.png')",
    "background: u\\72l(javascript:alert(1))",
    "background-image: url(data:image/png;base64,AAAA)",
    "background: image-set('x.png' 1x)",
  ])("flags %j", (css) => expect(isUnsafeCss(css)).toBe(true));

  it.each([
    "color: #333",
    "font-family: 'Helvetica Neue', Arial",
    "background: url(https://cdn.x.example/a.png)",
    'background: url( "https://x.example/a.png" )',
  ])("allows %j", (css) => expect(isUnsafeCss(css)).toBe(false));

  it("splits declarations outside quotes and parentheses", () => {
    expect(splitDeclarations(`a:1; b:url("x;y"); c:'p;q';`)).toEqual(["a:1", 'b:url("x;y")', "c:'p;q'"]);
  });

  it("keeps a safe style untouched and rebuilds an unsafe one", () => {
    expect(sanitizeStyle("color: red;  font-size:12px;")).toEqual({ style: "color: red;  font-size:12px;", dropped: [] });
    const result = sanitizeStyle("color:red;width:expression(alert(1));background:url(http://x)");
    expect(result.style).toBe("color:red");
    expect(result.dropped).toHaveLength(2);
    expect(sanitizeStyle(result.style).dropped).toEqual([]);
  });

  it("drops declarations that are not declarations", () => {
    expect(sanitizeStyle("color:red; garbage; }{").style).toBe("color:red");
  });

  it("refuses values that would add CSS inside a style attribute", () => {
    expect(isUnsafeStyleValue("blue")).toBe(false);
    for (const value of ["red; position:fixed", "}", "\\65", "/* x", "url(x)", "expression(1)"])
      expect(isUnsafeStyleValue(value)).toBe(true);
  });
});
