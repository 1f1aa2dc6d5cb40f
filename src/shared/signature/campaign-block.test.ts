import { describe, expect, it } from "vitest";
import { compileTemplate, type RenderOptions } from "./compile-template";
import type { CampaignData } from "./fields";
import { LINK, MUTED } from "../templates/design/design-css";
import { SIGNATURE_WIDTH_PX } from "../limits";

const base: RenderOptions = { assetBaseUrl: "http://localhost:3000" };
const webinar: CampaignData = {
  id: "c1",
  name: 'Spring "webinar"',
  description: "Live tour <b>May 12</b>",
  image_url: "https://cdn.acme.example/webinar.png",
  landing_page_url: "acme.example/webinar",
  cta_text: "Save your seat",
};
const launch: CampaignData = {
  id: "c2",
  name: "Launch",
  image_url: "https://cdn.acme.example/launch.png",
  landing_page_url: "https://acme.example/launch",
};

const render = (template: string, options: Partial<RenderOptions>) =>
  compileTemplate(template).render({ full_name: "Jane" }, { ...base, ...options });

describe("campaign blocks", () => {
  it("renders a 90 px banner linked to the landing page, the CTA link, the name as alt and the description", () => {
    const html = render("<p>{{full_name}}</p>", { campaigns: [webinar] });
    expect(html).toContain(
      '<a href="https://acme.example/webinar" target="_blank" style="text-decoration:none"><img src="https://cdn.acme.example/webinar.png" alt="Spring &quot;webinar&quot;" height="90" style="height:90px;',
    );
    expect(html).toContain(
      `<a href="https://acme.example/webinar" target="_blank" style="color:${LINK};text-decoration:underline">Save your seat</a>`,
    );
    expect(html).toContain(`color:${MUTED}">Live tour &lt;b&gt;May 12&lt;/b&gt;</td>`);
    expect(html.startsWith("<p>Jane</p><table")).toBe(true);
  });

  it("gives the banner a width from its stored size, 90 px high, at most the signature's width", () => {
    const sized = render("", { campaigns: [{ ...launch, image_width: 1200, image_height: 300 }] });
    expect(sized).toContain('width="360" height="90" style="width:360px;max-width:100%;height:auto;display:block;border:0"');
    const wide = render("", { campaigns: [{ ...launch, image_width: 2400, image_height: 180 }] });
    expect(wide).toContain(`width="${SIGNATURE_WIDTH_PX}" height="45" style="width:${SIGNATURE_WIDTH_PX}px;max-width:100%;height:auto;`);
    // Without a stored size (an outside address): 90 px high at its own width.
    expect(render("", { campaigns: [launch] })).toContain('height="90" style="height:90px;width:auto;max-width:100%;');
  });

  it("renders campaigns in the given order", () => {
    const first = render("<p>x</p>", { campaigns: [launch, webinar] });
    expect(first.indexOf("launch.png")).toBeLessThan(first.indexOf("webinar.png"));
    const second = render("<p>x</p>", { campaigns: [webinar, launch] });
    expect(second.indexOf("webinar.png")).toBeLessThan(second.indexOf("launch.png"));
  });

  it("goes where {{campaigns}} is, else after the template", () => {
    expect(render("<div>{{campaigns}}</div><p>end</p>", { campaigns: [launch] })).toMatch(/^<div><table.*<\/table><\/div><p>end<\/p>$/);
    expect(render("<p>end</p>", { campaigns: [launch] })).toMatch(/^<p>end<\/p><table.*<\/table>$/);
  });

  it("renders nothing without campaigns", () => {
    expect(render("<p>a</p>{{campaigns}}", {})).toBe("<p>a</p>");
    expect(render("<p>a</p>", { campaigns: [] })).toBe("<p>a</p>");
  });

  it("passes links and banners through the tracking hooks, and validates what they return", () => {
    const html = render("", {
      campaigns: [launch],
      linkFor: (c, url) => `https://t.example/c/${c.id}?to=${encodeURIComponent(url)}`,
      imageFor: (c) => `https://t.example/i/${c.id}.png`,
    });
    expect(html).toContain('href="https://t.example/c/c2?to=https%3A%2F%2Facme.example%2Flaunch"');
    expect(html).toContain('src="https://t.example/i/c2.png"');
    const warnings: string[] = [];
    const bad = render("", { campaigns: [launch], linkFor: () => "javascript:alert(1)", onWarning: (m) => warnings.push(m) });
    expect(bad).not.toContain("javascript");
    expect(warnings).toHaveLength(1);
  });

  it("drops invalid URLs with a warning and keeps the rest", () => {
    const warnings: unknown[] = [];
    const html = render("", {
      campaigns: [{ ...webinar, image_url: "javascript:alert(1)", landing_page_url: "vbscript:x" }],
      onWarning: (_, data) => warnings.push(data),
    });
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<a ");
    expect(html).toContain("Save your seat");
    expect(warnings).toHaveLength(2);
  });

  it("shows the name as the link when there is neither banner nor CTA", () => {
    expect(render("", { campaigns: [{ id: "c3", name: "Read our blog", landing_page_url: "https://acme.example/blog" }] })).toContain(
      `<a href="https://acme.example/blog" target="_blank" style="color:${LINK};text-decoration:underline">Read our blog</a>`,
    );
  });

  it("treats campaign text as untrusted", () => {
    const html = render("", {
      campaigns: [
        {
          id: "x",
          name: '"><script>alert(1)</script>',
          cta_text: "<img src=x onerror=alert(1)>",
          image_url: "https://cdn.acme.example/a.png",
          landing_page_url: "https://a.example",
        },
      ],
    });
    expect(html).not.toMatch(/<script|<img src=x/);
  });
});
