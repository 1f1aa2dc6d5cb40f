import { describe, expect, it } from "vitest";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from "./allow-lists";
import { compileTemplate } from "./compile-template";
import { GALLERY_TEMPLATES } from "./gallery";
import { SAMPLE_CAMPAIGNS, SAMPLE_SIGNATURE_DATA } from "./sample-data";
import { TemplateDesignSchema } from "../templates/design/design-schema";
import { designToHtml } from "../templates/design/design-to-html";

const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
const ATTR = /\s([a-zA-Z-]+)=/g;

function tagsAndAttributes(html: string): { tags: Set<string>; attributes: Set<string> } {
  const tags = new Set<string>();
  const attributes = new Set<string>();
  for (const [, tag, rest] of html.matchAll(TAG)) {
    tags.add(tag.toLowerCase());
    for (const [, attr] of rest.matchAll(ATTR)) attributes.add(attr.toLowerCase());
  }
  return { tags, attributes };
}

describe("gallery templates", () => {
  it("has at least three templates with unique slugs", () => {
    expect(GALLERY_TEMPLATES.length).toBeGreaterThanOrEqual(3);
    expect(new Set(GALLERY_TEMPLATES.map((t) => t.slug)).size).toBe(GALLERY_TEMPLATES.length);
  });

  it.each(GALLERY_TEMPLATES.map((t) => [t.slug, t] as const))(
    "%s is a valid design, and its HTML is designToHtml(design)",
    (_, template) => {
      expect(TemplateDesignSchema.parse(template.design)).toEqual(template.design);
      expect(template.html).toBe(designToHtml(template.design));
    },
  );

  it.each(GALLERY_TEMPLATES.map((t) => [t.slug, t] as const))("%s uses only allow-listed tags and attributes", (_, template) => {
    const { tags, attributes } = tagsAndAttributes(template.html);
    for (const tag of tags) expect(ALLOWED_TAGS).toContain(tag);
    for (const attribute of attributes) expect(ALLOWED_ATTRIBUTES).toContain(attribute);
  });

  it.each(GALLERY_TEMPLATES.map((t) => [t.slug, t] as const))("%s compiles and renders sample data", (_, template) => {
    const compiled = compileTemplate(template.html);
    expect(compiled.fields).toEqual(expect.arrayContaining(["full_name", "email"]));
    const warnings: string[] = [];
    const html = compiled.render(SAMPLE_SIGNATURE_DATA, {
      assetBaseUrl: "http://localhost:3000",
      campaigns: SAMPLE_CAMPAIGNS,
      onWarning: (m) => warnings.push(m),
    });
    expect(warnings).toEqual([]);
    expect(html).toContain("Jane Doe");
    expect(html).toContain('href="mailto:jane.doe@acme.example"');
    expect(html).toContain('height="90"');
    expect(html).not.toMatch(/[{}]/);
    for (const [, src] of html.matchAll(/<img[^>]* src="([^"]*)"/g)) expect(src).toMatch(/^https?:\/\//);
    const { tags } = tagsAndAttributes(html);
    for (const tag of tags) expect(ALLOWED_TAGS).toContain(tag);
  });

  it.each(GALLERY_TEMPLATES.map((t) => [t.slug, t] as const))("%s renders with almost no data", (_, template) => {
    const html = compileTemplate(template.html).render({ full_name: "Jane" }, { assetBaseUrl: "http://localhost:3000" });
    expect(html).toContain("Jane");
    expect(html).not.toMatch(/undefined|null|\{\{/);
  });
});

describe("gallery templates with sparse profiles", () => {
  const visibleText = (html: string) => html.replace(/<[^>]*>/g, " ");
  const render = (html: string, jobTitle?: string) =>
    visibleText(
      compileTemplate(html).render(
        { full_name: "Grace Hopper", email: "grace@example.com", company_name: "Hopper Labs", job_title: jobTitle },
        { assetBaseUrl: "https://app.example" },
      ),
    );

  it("a template that names the company keeps naming it when the member has no job title yet", () => {
    for (const template of GALLERY_TEMPLATES) {
      if (!render(template.html, "Rear Admiral").includes("Hopper Labs")) continue; // shows the company by its logo only
      expect(render(template.html), template.slug).toContain("Hopper Labs");
      expect(render(template.html), template.slug).not.toContain("| Hopper Labs");
    }
  });
});
