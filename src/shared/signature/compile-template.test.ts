import { describe, expect, it } from "vitest";
import { compileTemplate, type RenderOptions } from "./compile-template";
import { SIGNATURE_FIELDS, type SignatureData } from "./fields";
import { SAMPLE_SIGNATURE_DATA } from "./sample-data";

const options: RenderOptions = { assetBaseUrl: "http://localhost:3000" };
const render = (template: string, data: SignatureData, extra: Partial<RenderOptions> = {}) =>
  compileTemplate(template).render(data, { ...options, ...extra });

describe("placeholders", () => {
  it.each(SIGNATURE_FIELDS.filter((f) => f !== "photo_url" && f !== "logo_url"))("renders {{%s}} in text", (field) => {
    const value = String(SAMPLE_SIGNATURE_DATA[field]);
    expect(render(`<p>{{${field}}}</p>`, SAMPLE_SIGNATURE_DATA)).toBe(`<p>${value}</p>`);
  });

  it("renders photo_url and logo_url", () => {
    expect(render('<img src="{{photo_url}}"><img src="{{logo_url}}">', SAMPLE_SIGNATURE_DATA)).toBe(
      '<img src="https://cdn.acme.example/photos/jane.png"><img src="https://cdn.acme.example/logo.png">',
    );
  });

  it("tolerates whitespace inside the braces", () => {
    expect(render("<p>{{ full_name }}|{{  email}}|{{#if  job_title }}t{{ /if }}</p>", SAMPLE_SIGNATURE_DATA)).toBe(
      "<p>Jane Doe|jane.doe@acme.example|t</p>",
    );
  });

  it("renders unknown placeholders as nothing", () => {
    expect(render("<p>a{{nope}}b{{Full_Name}}c{{#each x}}d{{> partial}}</p>", SAMPLE_SIGNATURE_DATA)).toBe("<p>abcd</p>");
  });

  it("renders missing and null values as nothing, numbers as text", () => {
    expect(render("<p>[{{full_name}}][{{job_title}}][{{employee_count}}]</p>", { full_name: null, employee_count: 0 })).toBe(
      "<p>[][][0]</p>",
    );
  });

  it("lists the fields the template uses", () => {
    expect(compileTemplate('{{full_name}}{{#if email}}{{job_title}}{{/if}}{{nope}}<a href="{{website}}">x</a>').fields).toEqual([
      "full_name",
      "email",
      "job_title",
      "website",
    ]);
  });

  it("keeps literal template text that is not a placeholder", () => {
    expect(render("<p>{ {x} } {{{full_name}}}</p>", { full_name: "Jane" })).toBe("<p>{ {x} } {Jane}</p>");
  });
});

describe("if blocks", () => {
  const template = "<p>{{#if job_title}}[{{job_title}}{{#if company_name}} at {{company_name}}{{/if}}]{{/if}}</p>";

  it("keeps a block when the field has a value", () => {
    expect(render(template, { job_title: "CTO", company_name: "Acme" })).toBe("<p>[CTO at Acme]</p>");
  });

  it("nests", () => {
    expect(render(template, { job_title: "CTO" })).toBe("<p>[CTO]</p>");
  });

  it.each([
    ["missing", {}],
    ["null", { job_title: null }],
    ["empty", { job_title: "" }],
    ["whitespace-only", { job_title: " \t\n " }],
  ])("drops the block when the field is %s", (_, data) => {
    expect(render(template, { ...data, company_name: "Acme" })).toBe("<p></p>");
  });

  it("keeps a block for the number 0", () => {
    expect(render("{{#if employee_count}}n={{employee_count}}{{/if}}", { employee_count: 0 })).toBe("n=0");
  });

  it("drops blocks on unknown fields, ignores a stray close and closes an open block at the end", () => {
    expect(render("a{{#if nope}}b{{/if}}c{{/if}}d{{#if full_name}}e", { full_name: "x" })).toBe("acde");
  });

  it("works between table rows", () => {
    const table = "<table><tbody><tr><td>a</td></tr>{{#if job_title}}<tr><td>{{job_title}}</td></tr>{{/if}}</tbody></table>";
    expect(render(table, {})).toBe("<table><tbody><tr><td>a</td></tr></tbody></table>");
    expect(render(table, { job_title: "CTO" })).toBe("<table><tbody><tr><td>a</td></tr><tr><td>CTO</td></tr></tbody></table>");
  });
});

describe("default images", () => {
  const template = '<img src="{{photo_url}}"><img src="{{logo_url}}">';
  const defaults = '<img src="http://localhost:3000/static/defaults/photo.png"><img src="http://localhost:3000/static/defaults/logo.png">';

  it.each([
    ["missing", {}],
    ["empty", { photo_url: "", logo_url: "  " }],
    ["invalid", { photo_url: "javascript:alert(1)", logo_url: "data:image/svg+xml;base64,PHN2Zz4=" }],
  ])("uses the defaults when the images are %s", (_, data) => {
    expect(render(template, data)).toBe(defaults);
  });

  it("warns about invalid image URLs only", () => {
    const warnings: unknown[] = [];
    render(template, { photo_url: "javascript:alert(1)" }, { onWarning: (message, data) => warnings.push({ message, data }) });
    expect(warnings).toEqual([
      { message: "Invalid URL removed from signature", data: expect.objectContaining({ field: "photo_url", reason: "javascript: image" }) },
    ]);
  });

  it("resolves a site-relative upload against the asset base URL", () => {
    expect(render('<img src="{{photo_url}}">', { photo_url: "/files/p/1.png" }, { assetBaseUrl: "https://app.example/" })).toBe(
      '<img src="https://app.example/files/p/1.png">',
    );
  });

  it("uses the default image in text and link contexts too", () => {
    expect(render("{{logo_url}}", {})).toBe("http://localhost:3000/static/defaults/logo.png");
  });
});
