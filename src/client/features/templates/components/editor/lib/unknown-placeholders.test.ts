import { describe, expect, it } from "vitest";
import { findUnknownPlaceholders, lineOf } from "./unknown-placeholders";

describe("findUnknownPlaceholders", () => {
  it("accepts every signature field, block tags and the campaign slot", () => {
    const html = '<p>{{full_name}} {{ job_title }}</p>{{#if email}}<a href="mailto:{{email}}">x</a>{{/if}}{{campaigns}}';
    expect(findUnknownPlaceholders(html)).toEqual([]);
  });

  it("marks misspelt fields, unknown conditions and non-placeholders with their offsets", () => {
    const html = "<p>{{fullname}}</p>\n{{#if title}}x{{/if}}\n{{ 1 + 2 }}";
    const found = findUnknownPlaceholders(html);
    expect(found.map((f) => [f.text, f.reason])).toEqual([
      ["{{fullname}}", 'no field called "fullname"'],
      ["{{#if title}}", 'no field called "title"'],
      ["{{ 1 + 2 }}", "not a placeholder"],
    ]);
    expect(html.slice(found[0].from, found[0].to)).toBe("{{fullname}}");
    expect(lineOf(html, found[1].from)).toBe(2);
    expect(lineOf(html, found[2].from)).toBe(3);
  });

  it("finds nothing in text without braces and is not confused by a lone brace", () => {
    expect(findUnknownPlaceholders("<p>{ not {{ a placeholder</p>")).toEqual([]);
  });
});
