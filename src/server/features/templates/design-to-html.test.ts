import { caniemail } from "caniemail";
import { describe, expect, it } from "vitest";
import { sanitizeTemplateHtml } from "../../lib/sanitize-html";
import { compileTemplate } from "../../../shared/signature/compile-template";
import { SAMPLE_CAMPAIGNS, SAMPLE_SIGNATURE_DATA } from "../../../shared/signature/sample-data";
import { DEFAULT_DESIGN } from "../../../shared/templates/design/default-design";
import {
  DESIGN_BLOCK_TYPES,
  DESIGN_LAYOUTS,
  SOCIAL_NETWORKS,
  TemplateDesignSchema,
  type DesignBlockType,
  type TemplateDesign,
} from "../../../shared/templates/design/design-schema";
import { designToHtml } from "../../../shared/templates/design/design-to-html";

const ALL_SOCIAL = SOCIAL_NETWORKS.map((network) => ({ network, url: `https://${network}.example/acme?a=1&b=2` }));

/** Every block shown, with text in the text blocks and every social network. */
function full(layout: TemplateDesign["layout"], patch: Partial<TemplateDesign> = {}): TemplateDesign {
  return {
    ...DEFAULT_DESIGN,
    layout,
    blocks: DEFAULT_DESIGN.blocks.map((b) => ({ ...b, visible: true })),
    social: ALL_SOCIAL,
    ...patch,
  };
}

const IMG = /<img\b[^>]*>/g;
const FORBIDDEN_CSS =
  /(?:^|[;"\s])(?:display:\s*(?:flex|grid|inline-flex)|position|float|margin[a-z-]*|background(?:-image)?|flex[a-z-]*|grid[a-z-]*|transform|box-shadow)\s*:/i;
/** What caniemail reports for gmail.* and outlook.* on every design, and why it is fine. */
const GRACEFUL = ["border-radius@outlook.windows", "border-radius@outlook.windows-mail"]; // a round photo shows square
const FRAGMENT = ["<body> element"]; // caniemail checks documents; a signature is a fragment

function caniemailErrors(html: string): string[] {
  const { issues } = caniemail({ clients: ["gmail.*", "outlook.*"], html });
  const errors: string[] = [];
  for (const [client, list] of issues.errors)
    for (const issue of list) if (!FRAGMENT.includes(issue.title)) errors.push(`${issue.title}@${client}`);
  return [...new Set(errors)].sort();
}

describe.each(DESIGN_LAYOUTS)("designToHtml, layout %s", (layout) => {
  const design = full(layout);
  const html = designToHtml(design);

  it("is a valid design, and its HTML passes the sanitizer unchanged", () => {
    expect(TemplateDesignSchema.safeParse(design).success).toBe(true);
    const sanitized = sanitizeTemplateHtml(html);
    expect(sanitized.removed).toEqual([]);
    expect(sanitized.html).toBe(html);
  });

  it("puts width and height on every image, and uses no class and no CSS that Outlook or Gmail drop", () => {
    const images = html.match(IMG) ?? [];
    expect(images.length).toBe(2 + 1 + SOCIAL_NETWORKS.length); // photo, logo, member's LinkedIn, company profiles
    for (const img of images) expect(img).toMatch(/ width="\d+" height="\d+"/);
    expect(html).not.toMatch(/\sclass=/);
    for (const [, style] of html.matchAll(/style="([^"]*)"/g)) expect(style).not.toMatch(FORBIDDEN_CSS);
  });

  it("gets no caniemail error for Gmail and Outlook except the graceful round photo", () => {
    expect(caniemailErrors(html)).toEqual(GRACEFUL);
    const square = designToHtml({ ...design, style: { ...design.style, photoShape: "square" } });
    expect(caniemailErrors(square)).toEqual([]);
  });

  it("renders with sample data: no braces left, social icons absolute", () => {
    const out = compileTemplate(html).render(SAMPLE_SIGNATURE_DATA, {
      assetBaseUrl: "https://signet.example/",
      campaigns: SAMPLE_CAMPAIGNS,
    });
    expect(out).not.toMatch(/[{}]/);
    expect(out).toContain("Jane Doe");
    expect(out).toContain('src="https://signet.example/static/social/linkedin.png"');
    expect(out).toContain('src="https://cdn.acme.example/banners/webinar.png"');
  });

  it.each(DESIGN_BLOCK_TYPES)("leaves out the %s block when it is hidden", (type) => {
    const hidden = designToHtml({ ...design, blocks: design.blocks.map((b) => (b.type === type ? { ...b, visible: false } : b)) });
    expect(marker(html, type)).toBeGreaterThanOrEqual(0);
    expect(marker(hidden, type)).toBe(-1);
  });
});

/** Where a block's content starts in the HTML (-1: absent). */
function marker(html: string, type: DesignBlockType): number {
  const markers: Record<DesignBlockType, string> = {
    photo: 'src="{{photo_url}}"',
    name: "{{full_name}}</span>",
    contact: "mailto:{{email}}",
    logo: 'src="{{logo_url}}"',
    social: "/static/social/",
    divider: "border-top:1px solid",
    text: "Book a meeting",
    disclaimer: "confidential",
    campaigns: "{{campaigns}}",
  };
  return html.indexOf(markers[type]);
}
