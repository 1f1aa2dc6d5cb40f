import { describe, expect, it } from "vitest";
import { GALLERY_TEMPLATES } from "../../../shared/signature/gallery";
import { DEFAULT_DESIGN } from "../../../shared/templates/design/default-design";
import { DESIGN_LAYOUTS } from "../../../shared/templates/design/design-schema";
import { designToHtml } from "../../../shared/templates/design/design-to-html";
import { EmailClientFindingSchema, TemplateCheckResponseSchema } from "../../../shared/templates/template-responses";
import { checkEmailClients } from "./email-client-check";
import { compileTemplate } from "../../../shared/signature/compile-template";
import { OWN_RULES } from "./email-client-own-checks";
import { DARK_CONTRAST_RULE } from "./email-client-dark-contrast";

const find = (html: string, feature: string, options?: { ownOrigin?: string }) =>
  checkEmailClients(html, options).filter((f) => f.feature === feature);

describe("checkEmailClients: caniemail", () => {
  it("reports flexbox as unsupported in Outlook for Windows, with a fix, where it is, and nothing about <body>", () => {
    const findings = checkEmailClients('<table><tbody><tr><td>\n<div style="display:flex">x</div></td></tr></tbody></table>');
    expect(findings.map((f) => EmailClientFindingSchema.parse(f))).toEqual(findings);
    expect(findings.find((f) => f.feature === "display:flex")).toEqual({
      feature: "display:flex",
      severity: "unsupported",
      clients: expect.arrayContaining(["Outlook for Windows"]),
      fix: expect.stringContaining("table"),
      where: "line 2",
      source: "caniemail",
    });
    expect(findings.map((f) => f.feature)).not.toContain("<body> element");
  });

  it("reports a round photo as a graceful degradation, not as breakage", () => {
    const [radius] = find('<img src="{{photo_url}}" alt="" width="80" height="80" style="border-radius:40px">', "border-radius");
    expect(radius).toMatchObject({ severity: "degrades", clients: expect.arrayContaining(["Outlook for Windows"]) });
    expect(radius.fix).toMatch(/square/);
  });

  it("names Outlook on the web and the new Outlook from caniemail's outlook.com data", () => {
    const [transform] = find('<p style="transform:rotate(2deg)">x</p>', "transform");
    expect(transform.severity).toBe("unsupported");
    expect(transform.clients).toEqual(
      expect.arrayContaining(["Gmail", "Outlook for Windows", "Outlook on the web", "new Outlook", "Yahoo Mail"]),
    );
    const [opacity] = find('<p style="opacity:0.5">x</p>', "opacity");
    expect(opacity.clients).not.toContain("Outlook on the web"); // outlook.com supports it
  });

  it("reports margin as partial with the padding fix, and an unknown feature with the generic fix", () => {
    const [margin] = find('<p style="margin:0 0 0 8px">x</p>', "margin");
    expect(margin).toMatchObject({ severity: "partial", fix: "Use padding on table cells instead of margin." });
    const [transition] = find('<p style="transition:color 1s">x</p>', "transition");
    expect(transition.fix).toMatch(/^Avoid transition/);
  });

  it("returns nothing for empty input", () => {
    expect(checkEmailClients("")).toEqual([]);
    expect(checkEmailClients("   ")).toEqual([]);
  });
});

describe("checkEmailClients: own rules", () => {
  it("flags background images without a fallback colour, and not those with one", () => {
    expect(find('<td style="background-image:url(https://a.example/b.png)">x</td>', OWN_RULES.backgroundColor.feature)).toHaveLength(1);
    expect(
      find('<td style="background:url(https://a.example/b.png) no-repeat center / cover">x</td>', OWN_RULES.backgroundColor.feature),
    ).toHaveLength(1);
    expect(find('<td style="background:transparent url(https://a.example/b.png)">x</td>', OWN_RULES.backgroundColor.feature)).toHaveLength(
      1,
    );
    expect(find('<td background="https://a.example/b.png">x</td>', OWN_RULES.backgroundColor.feature)).toHaveLength(1);
    expect(
      find('<td style="background-image:url(https://a.example/b.png);background-color:#123456">x</td>', OWN_RULES.backgroundColor.feature),
    ).toEqual([]);
    expect(find('<td style="background:#123456 url(https://a.example/b.png)">x</td>', OWN_RULES.backgroundColor.feature)).toEqual([]);
    expect(find('<td style="background:url(https://a.example/b.png) navy no-repeat">x</td>', OWN_RULES.backgroundColor.feature)).toEqual(
      [],
    );
    expect(find('<td background="https://a.example/b.png" bgcolor="#ffffff">x</td>', OWN_RULES.backgroundColor.feature)).toEqual([]);
  });

  it("flags relative, http, data: and placeholder-built image addresses, and accepts https, ours and {{photo_url}}/{{logo_url}}", () => {
    const bad = (src: string) =>
      find(`<img src="${src}" width="10" alt="x">`, OWN_RULES.imageAddress.feature, { ownOrigin: "http://localhost:3000" });
    for (const src of [
      "images/logo.png",
      "/files/x.png",
      "http://cdn.example/x.png",
      "data:image/png;base64,AAAA",
      "{{website}}/x.png",
      "",
    ])
      expect(bad(src), src).toHaveLength(1);
    for (const src of [
      "https://cdn.example/x.png",
      "{{photo_url}}",
      "{{ logo_url }}",
      "/static/social/x.png",
      "http://localhost:3000/files/a.png",
    ])
      expect(bad(src), src).toEqual([]);
  });

  it("flags images without a width or an alt, says where, and counts the others", () => {
    const html =
      '<p>x</p>\n<img src="https://a.example/1.png" alt="one">\n<img src="https://a.example/2.png">\n<img src="https://a.example/3.png">';
    expect(find(html, OWN_RULES.imageWidth.feature)).toEqual([
      expect.objectContaining({ where: "<img> on line 2 and 2 more", clients: ["Outlook for Windows", "Windows Mail"], source: "signet" }),
    ]);
    expect(find(html, OWN_RULES.imageAlt.feature)).toEqual([expect.objectContaining({ where: "<img> on line 3 and 1 more" })]);
    expect(find('<img src="https://a.example/1.png" alt="" width="5">', OWN_RULES.imageAlt.feature)).toEqual([]); // decorative: empty alt is fine
  });

  it("flags SVG images and <svg> elements", () => {
    expect(find('<img src="https://a.example/logo.svg" width="9" alt="x">', OWN_RULES.svgImage.feature)).toHaveLength(1);
    expect(find('<p>x</p><svg width="9" height="9"></svg>', OWN_RULES.svgImage.feature)).toHaveLength(1);
    expect(find('<img src="https://a.example/logo.png" width="9" alt="x">', OWN_RULES.svgImage.feature)).toEqual([]);
  });

  it("flags a <style> element and its class rules", () => {
    const html = '<style>.name { color: red }</style><p class="name">x</p>';
    expect(find(html, "<style> element")).toEqual([
      expect.objectContaining({ severity: "unsupported", clients: expect.arrayContaining(["Gmail"]) }),
    ]);
    expect(find(html, "Class selector")).toHaveLength(1);
  });

  it("finds no problem in any gallery design, dark mode included: only graceful degradations", () => {
    for (const { slug, html } of GALLERY_TEMPLATES)
      expect(
        checkEmailClients(html).filter((f) => f.severity !== "degrades"),
        slug,
      ).toEqual([]);
  });

  it("finds nothing of its own in any layout of the designer but dark text; caniemail only graceful degradations", () => {
    const templates = DESIGN_LAYOUTS.map((layout) => designToHtml({ ...DEFAULT_DESIGN, layout }));
    for (const html of templates) {
      const findings = checkEmailClients(html).filter((f) => f.feature !== DARK_CONTRAST_RULE.feature);
      expect(findings.filter((f) => f.source === "signet")).toEqual([]);
      expect(findings.filter((f) => f.severity !== "degrades")).toEqual([]);
    }
  });

  it("finds nothing of its own in a rendered campaign block: readable in dark mode, the banner with its width", () => {
    const html = compileTemplate('<p style="color:#6b7280">{{full_name}}</p>').render(
      { full_name: "Jane" },
      {
        assetBaseUrl: "https://app.example",
        campaigns: [
          {
            id: "c1",
            name: "Webinar",
            description: "Live tour",
            image_url: "https://app.example/files/banners/a.png",
            image_width: 1200,
            image_height: 300,
            landing_page_url: "https://acme.example/webinar",
            cta_text: "Save your seat",
          },
          { id: "c2", name: "Read our blog", landing_page_url: "https://acme.example/blog" },
        ],
      },
    );
    expect(checkEmailClients(html, { ownOrigin: "https://app.example" }).filter((f) => f.source === "signet")).toEqual([]);
  });

  it("flags dark text with no background colour around it, as the dark preview shows it; not light text or text on a background", () => {
    const dark = find(
      '<table><tr><td style="color:#1f2937">{{full_name}}</td></tr>\n<tr><td><font color="black">x</font></td></tr></table>',
      DARK_CONTRAST_RULE.feature,
    );
    expect(dark).toEqual([expect.objectContaining({ severity: "partial", where: "<td> on line 1 and 1 more", source: "signet" })]);
    // The default design's name, phone and email are #1f2937: unreadable on the dark preview.
    expect(find(designToHtml(DEFAULT_DESIGN), DARK_CONTRAST_RULE.feature)).toHaveLength(1);
    expect(find('<p style="color:#9ca3af">x</p><p style="color: rgb(255, 255, 255)">y</p>', DARK_CONTRAST_RULE.feature)).toEqual([]);
    expect(find('<table bgcolor="#ffffff"><tr><td style="color:#000">x</td></tr></table>', DARK_CONTRAST_RULE.feature)).toEqual([]);
    expect(find('<div style="background-color:#fff"><span style="color:#111">x</span></div><p>y</p>', DARK_CONTRAST_RULE.feature)).toEqual(
      [],
    );
    // Once the background's element is closed, dark text after it is flagged again.
    expect(find('<div style="background:#fff">a</div><span style="color:#111">x</span>', DARK_CONTRAST_RULE.feature)).toHaveLength(1);
  });
});

describe("TemplateCheckResponseSchema", () => {
  it("holds findings and the Gmail count against 10,000", () => {
    const findings = checkEmailClients('<div style="display:flex"><img src="x.png"></div>');
    expect(TemplateCheckResponseSchema.parse({ findings, gmail: { longest: 8412, limit: 10_000 } }).gmail.limit).toBe(10_000);
    expect(() => TemplateCheckResponseSchema.parse({ findings, gmail: { longest: 1, limit: 5 } })).toThrow();
  });
});
