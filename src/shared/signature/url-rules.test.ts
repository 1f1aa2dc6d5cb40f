import { describe, expect, it } from "vitest";
import { checkImageUrl, checkLinkUrl, safeImageUrl, safeLinkUrl } from "./url-rules";
import { normalizePhone } from "./url-parts";

describe("safeLinkUrl", () => {
  it.each([
    ["https://acme.example/about?a=1&b=2", "https://acme.example/about?a=1&b=2"],
    ["http://acme.example", "http://acme.example"],
    ["  https://acme.example  ", "https://acme.example"],
    ["mailto:jane@acme.example", "mailto:jane@acme.example"],
    ["mailto:jane@acme.example?subject=Hi there", "mailto:jane@acme.example?subject=Hi%20there"],
  ])("keeps the allowed schemes: %s", (input, expected) => {
    expect(safeLinkUrl(input)).toBe(expected);
  });

  it.each([
    ["acme.example", "https://acme.example"],
    ["www.acme.example", "https://www.acme.example"],
    ["linkedin.com/in/jane-doe", "https://linkedin.com/in/jane-doe"],
    ["acme.example:8080/x", "https://acme.example:8080/x"],
    ["//cdn.acme.example/x", "https://cdn.acme.example/x"],
  ])("prefixes https:// to a value without a scheme: %s", (input, expected) => {
    expect(safeLinkUrl(input)).toBe(expected);
  });

  it("turns a bare email address into a mailto: link", () => {
    expect(safeLinkUrl("jane@acme.example")).toBe("mailto:jane@acme.example");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\nscript:alert(1)",
    "java\tscript:alert(1)",
    "java\u0000script:alert(1)",
    "\u0001\u0002javascript:alert(1)",
    " \n javascript:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "&#0000106avascript:alert(1)",
    "jav&#x09;ascript:alert(1)",
    "javascript&colon;alert(1)",
    "%6Aavascript:alert(1)",
    "%256Aavascript:alert(1)",
    "vbscript:msgbox(1)",
    "VBScript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "data:image/png;base64,AAAA",
    "tel:+15550100",
    "ftp://files.acme.example",
    "file:///etc/passwd",
  ])("refuses %j", (input) => {
    expect(safeLinkUrl(input)).toBe("");
  });

  it.each(["/relative/path", "#top", "?q=1", "hello", "not a url", "http://exa mple.com", "https:acme.example", "", "   "])(
    "refuses what is not a usable absolute link: %j",
    (input) => expect(safeLinkUrl(input)).toBe(""),
  );

  it("percent-encodes characters that could break out of an attribute", () => {
    expect(safeLinkUrl('https://acme.example/"><script>alert(1)</script>')).toBe(
      "https://acme.example/%22%3E%3Cscript%3Ealert(1)%3C/script%3E",
    );
  });

  it("says why a link was refused", () => {
    expect(checkLinkUrl("javascript:alert(1)").reason).toBe("javascript: link");
    expect(checkLinkUrl("&#106;avascript:alert(1)").reason).toBe("javascript: link");
    expect(checkLinkUrl("/x").reason).toBe("relative link");
  });

  it("treats non-strings as missing", () => {
    expect(safeLinkUrl(null)).toBe("");
    expect(safeLinkUrl(undefined)).toBe("");
    expect(safeLinkUrl({ toString: () => "https://x.example" })).toBe("");
  });
});

describe("safeImageUrl", () => {
  it.each([
    ["https://cdn.acme.example/a.png", "https://cdn.acme.example/a.png"],
    ["http://cdn.acme.example/a.png", "http://cdn.acme.example/a.png"],
    ["cdn.acme.example/a.png", "https://cdn.acme.example/a.png"],
    ["data:image/png;base64,iVBORw0KGgo=", "data:image/png;base64,iVBORw0KGgo="],
    ["data:image/jpeg;base64,/9j/4AAQ", "data:image/jpeg;base64,/9j/4AAQ"],
    ["data:image/gif;base64,R0lGOD lhAQ", "data:image/gif;base64,R0lGODlhAQ"],
    ["DATA:IMAGE/WEBP;BASE64,UklGRg==", "data:image/webp;base64,UklGRg=="],
  ])("accepts %j", (input, expected) => {
    expect(safeImageUrl(input)).toBe(expected);
  });

  it.each([
    "data:image/svg+xml;base64,PHN2Zz4=",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "data:text/html;base64,PHNjcmlwdD4=",
    "data:image/png,rawbytes",
    "data:image/jpg;base64,/9j/4AAQ",
    "javascript:alert(1)",
    "mailto:jane@acme.example",
    "/static/x.png",
    "x",
  ])("refuses %j", (input) => {
    expect(safeImageUrl(input)).toBe("");
  });

  it("reports the refused scheme", () => {
    expect(checkImageUrl("vbscript:x").reason).toBe("vbscript: image");
  });
});

describe("normalizePhone", () => {
  it.each([
    ["+1 (555) 010-2000", "+15550102000"],
    ["555.010.2000", "5550102000"],
    ["+44 20 7946 0958 ext. 12", "+442079460958;ext=12"],
    ["+15550102000", "+15550102000"],
  ])("%j becomes %j", (input, expected) => expect(normalizePhone(input)).toBe(expected));

  it.each(["call me", "12", "javascript:alert(1)", "+1 555 0100<script>", "1".repeat(25)])("refuses %j", (input) => {
    expect(normalizePhone(input)).toBe("");
  });
});
