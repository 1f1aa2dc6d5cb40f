import { describe, expect, it } from "vitest";
import { decodeEntities } from "./entities";
import { escapeAmpersands, escapeHtml, escapeText, escapeUrlAttribute } from "./escape";

describe("escaping", () => {
  it("escapes markup, quotes and braces for attributes", () => {
    expect(escapeHtml(`<a href="x">'{{email}}' & co</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&#123;&#123;email&#125;&#125;&#39; &amp; co&lt;/a&gt;",
    );
  });

  it("leaves quotes in text, where they are harmless", () => {
    expect(escapeText(`O'Brien "Bob" <b> & {{x}}`)).toBe('O\'Brien "Bob" &lt;b&gt; &amp; &#123;&#123;x&#125;&#125;');
  });

  it("returns clean input unchanged", () => {
    const value = "Jane Doe";
    expect(escapeHtml(value)).toBe(value);
    expect(escapeText(value)).toBe(value);
  });

  it("escapes URLs for double-quoted attributes", () => {
    expect(escapeAmpersands("https://x.example/?a=1&b=2&c")).toBe("https://x.example/?a=1&amp;b=2&amp;c");
    expect(escapeUrlAttribute('https://x.example/"')).toBe("https://x.example/&quot;");
    expect(escapeUrlAttribute("https://x.example/")).toBe("https://x.example/");
  });
});

describe("decodeEntities", () => {
  it("decodes numeric and common named references", () => {
    expect(decodeEntities("&#106;&#x61;&#X76;a&colon;&amp;&lt;&quot;&nbsp;")).toBe('java:&<"\u00a0');
  });

  it("leaves unknown names and plain text alone", () => {
    expect(decodeEntities("&unknown; &amp")).toBe("&unknown; &");
    expect(decodeEntities("plain")).toBe("plain");
  });

  it("decodes out-of-range references to the replacement character", () => {
    expect(decodeEntities("&#0;&#x110000;")).toBe("\ufffd\ufffd");
  });
});
