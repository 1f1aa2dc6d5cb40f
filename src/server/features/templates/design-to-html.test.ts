// The designer's designToHtml (src/shared/templates/design) against the save-time
// sanitizer, caniemail and the renderer: here because it needs the server's sanitizer.
import { readFileSync } from "node:fs";
import path from "node:path";
import { caniemail } from "caniemail";
import { JSDOM } from "jsdom";
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
  type DesignLayout,
  type TemplateDesign,
} from "../../../shared/templates/design/design-schema";
import { designToHtml } from "../../../shared/templates/design/design-to-html";

const ALL_SOCIAL = SOCIAL_NETWORKS.map((network) => ({ network, url: `https://${network}.example/acme?a=1&b=2` }));

/** Every block shown, with text in the text blocks and every social network. */
function full(layout: DesignLayout, patch: Partial<TemplateDesign> = {}): TemplateDesign {
  return { ...DEFAULT_DESIGN, layout, blocks: DEFAULT_DESIGN.blocks.map((b) => ({ ...b, visible: true })), social: ALL_SOCIAL, ...patch };
}

const withText = (design: TemplateDesign, type: "text" | "disclaimer", text: string): TemplateDesign => ({
  ...design,
  blocks: design.blocks.map((b) => (b.type === type ? { ...b, text } : b)),
});

const IMG = /<img\b[^>]*>/g;
const FORBIDDEN_CSS =
  /(?:^|[;"\s])(?:display:\s*(?:flex|grid|inline-flex)|position|float|margin[a-z-]*|background(?:-image)?|flex[a-z-]*|grid[a-z-]*|transform|box-shadow|max-width|min-width)\s*:/i;
/**
 * What caniemail reports for gmail.* and outlook.* and why it is fine: Outlook's Word
 * engine (Windows, Windows Mail) shows the round or rounded photo square, and in the
 * compact layout may wrap a line inside a contact item (white-space:nowrap).
 */
const ROUND_PHOTO = ["border-radius@outlook.windows", "border-radius@outlook.windows-mail"];
const NOWRAP = ["white-space@outlook.windows", "white-space@outlook.windows-mail"];
const GRACEFUL: Record<DesignLayout, string[]> = {
  "photo-left": ROUND_PHOTO,
  "logo-top": ROUND_PHOTO,
  "logo-left": ROUND_PHOTO,
  stacked: ROUND_PHOTO,
  compact: [...ROUND_PHOTO, ...NOWRAP].sort(),
};
const FRAGMENT = ["<body> element"]; // caniemail checks documents; a signature is a fragment

function caniemailErrors(html: string): string[] {
  const { issues } = caniemail({ clients: ["gmail.*", "outlook.*"], html });
  const errors: string[] = [];
  for (const [client, list] of issues.errors)
    for (const issue of list) if (!FRAGMENT.includes(issue.title)) errors.push(`${issue.title}@${client}`);
  return [...new Set(errors)].sort();
}

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

const render = (html: string) =>
  compileTemplate(html).render(SAMPLE_SIGNATURE_DATA, { assetBaseUrl: "https://signet.example/", campaigns: SAMPLE_CAMPAIGNS });

describe.each(DESIGN_LAYOUTS)("designToHtml, layout %s", (layout) => {
  const design = full(layout);
  const html = designToHtml(design);

  it("is a valid design, and its HTML passes the sanitizer unchanged", () => {
    expect(TemplateDesignSchema.safeParse(design).success).toBe(true);
    expect(sanitizeTemplateHtml(html)).toEqual({ html, removed: [] });
  });

  it("puts width and height on every image, and uses no class and no CSS that Outlook or Gmail drop", () => {
    const images = html.match(IMG) ?? [];
    expect(images.length).toBe(2 + 1 + SOCIAL_NETWORKS.length); // photo, logo, member's LinkedIn, company profiles
    for (const img of images) expect(img).toMatch(/ width="\d+" height="\d+"/);
    for (const img of images) expect(img).toMatch(/ alt="[^"]+"/);
    expect(html).not.toMatch(/\sclass=/);
    expect(html).not.toMatch(/<(?:style|div|p)\b/);
    for (const [, style] of html.matchAll(/style="([^"]*)"/g)) expect(style).not.toMatch(FORBIDDEN_CSS);
  });

  it("gets no caniemail error for Gmail and Outlook but the documented graceful degradations", () => {
    expect(caniemailErrors(html)).toEqual(GRACEFUL[layout]);
    const square = designToHtml({ ...design, style: { ...design.style, photoShape: "square" } });
    expect(caniemailErrors(square)).toEqual(GRACEFUL[layout].filter((e) => !ROUND_PHOTO.includes(e)));
  });

  it("renders with sample data: no braces left, our images absolute", () => {
    const out = render(html);
    expect(out).not.toMatch(/[{}]/);
    expect(out).toContain("Jane Doe");
    expect(out).toContain('src="https://signet.example/static/social/linkedin.png"');
    for (const [, src] of out.matchAll(/<img[^>]* src="([^"]*)"/g)) expect(src).toMatch(/^https:\/\//);
  });

  it.each(DESIGN_BLOCK_TYPES)("leaves out the %s block when it is hidden", (type) => {
    const hidden = designToHtml({ ...design, blocks: design.blocks.map((b) => (b.type === type ? { ...b, visible: false } : b)) });
    expect(marker(html, type)).toBeGreaterThanOrEqual(0);
    expect(marker(hidden, type)).toBe(-1);
  });

  it("keeps the blocks of the details column in the design's order", () => {
    const column: DesignBlockType[] = ["name", "contact", "social", "divider", "text"];
    for (const order of [column, [...column].reverse()]) {
      const blocks = [...order, ...DESIGN_BLOCK_TYPES.filter((t) => !order.includes(t))].map((type) => ({
        ...design.blocks.find((b) => b.type === type)!,
        visible: true,
      }));
      const out = designToHtml({ ...design, blocks });
      const positions = order.map((type) => marker(out, type));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});

describe("designToHtml details", () => {
  it("stacked keeps every block in the design's order, photo and logo included", () => {
    const order = [...DESIGN_BLOCK_TYPES].reverse();
    const design = full("stacked", {
      blocks: order.map((type) => ({ ...DEFAULT_DESIGN.blocks.find((b) => b.type === type)!, visible: true })),
    });
    const positions = order.map((type) => marker(designToHtml(design), type));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("applies the style: brand colour, font stack, size, photo shape and size, logo width", () => {
    const style = {
      ...DEFAULT_DESIGN.style,
      brandColor: "#b91c1c",
      font: "georgia" as const,
      fontSize: 15,
      photoSize: 100,
      logoWidth: 150,
    };
    const html = designToHtml(full("photo-left", { style: { ...style, photoShape: "circle" } }));
    expect(html).toContain("border-left:2px solid #b91c1c");
    expect(html).toContain("font-family:Georgia, 'Times New Roman', serif;font-size:15px");
    expect(html).toMatch(/src="\{\{photo_url\}\}"[^>]* width="100" height="100" style="[^"]*border-radius:50px/);
    expect(html).toMatch(/src="\{\{logo_url\}\}"[^>]* width="150" height="45" style="display:block;width:150px;height:auto/);
    const rounded = designToHtml(full("photo-left", { style: { ...style, photoShape: "rounded" } }));
    expect(rounded).toMatch(/src="\{\{photo_url\}\}"[^>]*border-radius:16px/);
    const square = designToHtml(full("photo-left", { style: { ...style, photoShape: "square", logoAspect: 1 } }));
    expect(square).not.toContain("border-radius");
    expect(square).toMatch(/src="\{\{logo_url\}\}"[^>]* width="150" height="150"/);
  });

  it("shows the member's LinkedIn only when set, and the social row only when there is something in it", () => {
    const html = designToHtml(full("photo-left", { social: [] }));
    expect(html).toContain("{{#if linkedin_url}}<tr>");
    expect(compileTemplate(html).render({ full_name: "Jane" }, { assetBaseUrl: "https://signet.example" })).not.toContain(
      "/static/social/",
    );
    const company = designToHtml(full("photo-left", { social: [{ network: "github", url: "https://github.com/acme" }] }));
    expect(compileTemplate(company).render({ full_name: "Jane" }, { assetBaseUrl: "https://signet.example" })).toContain(
      '<a href="https://github.com/acme" style="text-decoration:none"><img src="https://signet.example/static/social/github.png" alt="GitHub"',
    );
  });

  it("free text is plain text: escaped, line breaks kept, only known placeholders stay placeholders", () => {
    const text = 'Call {{ office_phone }} or {{nope}} {{#if email}}x{{/if}} {{campaigns}}\r\n<b>"5 > 3 & 2 < 4"</b>\u00a0ok';
    const html = designToHtml(withText(full("stacked"), "text", text));
    expect(html).toContain('Call {{office_phone}} or  x <br>&lt;b&gt;"5 &gt; 3 &amp; 2 &lt; 4"&lt;/b&gt;&nbsp;ok');
    expect(html.match(/\{\{campaigns\}\}/g)).toHaveLength(1); // the block's slot only
    expect(sanitizeTemplateHtml(html)).toEqual({ html, removed: [] });
    expect(render(html)).toContain("Call +1 (555) 010-1000 or");
  });

  const corpora = path.resolve(process.cwd(), "../shared/corpora");
  const payloads = [
    ...readFileSync(path.join(corpora, "payloadbox-xss.txt"), "utf8").split("\n").filter(Boolean).slice(0, 1500),
    ...(JSON.parse(readFileSync(path.join(corpora, "dompurify-fixtures.json"), "utf8")) as { payload: string }[]).map((f) => f.payload),
  ].map((p) => p.slice(0, 1000));

  // Only the two text blocks shown: what is left to inspect is what the payload made.
  const textOnly: TemplateDesign = {
    ...DEFAULT_DESIGN,
    layout: "stacked",
    blocks: DEFAULT_DESIGN.blocks.map((b) => ({ ...b, visible: b.type === "text" || b.type === "disclaimer" })),
  };
  const { document } = new JSDOM("").window;
  const shape = (html: string) => {
    const root = document.createElement("div");
    root.innerHTML = html;
    const elements = [...root.querySelectorAll("*")].filter((e) => e.tagName !== "BR");
    return `${elements.map((e) => e.tagName).join(",")} ${elements.reduce((n, e) => n + e.attributes.length, 0)}`;
  };
  const CHUNK = 250;
  const chunks = Array.from({ length: Math.ceil(payloads.length / CHUNK) }, (_, i) => [
    i * CHUNK + 1,
    Math.min(payloads.length, (i + 1) * CHUNK),
  ]);

  it.each(chunks)("corpus payloads %i-%i in the text and disclaimer blocks come out inert: no tag, no attribute", (from, to) => {
    const expected = shape(render(designToHtml(withText(withText(textOnly, "text", "SAFE"), "disclaimer", "SAFE"))));
    const offenders: string[] = [];
    payloads.slice(from - 1, to).forEach((payload, i) => {
      const html = designToHtml(withText(withText(textOnly, "text", payload), "disclaimer", payload));
      if (!html.includes('<td style="font-family')) return; // nothing visible was left of it: both blocks dropped
      if (shape(render(html)) !== expected) offenders.push(payload);
      // The sanitizer is slow (jsdom): every 25th payload shows it has nothing to remove.
      if (i % 25 === 0 && sanitizeTemplateHtml(html).html !== html) offenders.push(`sanitizer changed: ${payload}`);
    });
    expect(offenders).toEqual([]);
  });

  it("DEFAULT_DESIGN is valid, and renders without the hidden blocks", () => {
    expect(TemplateDesignSchema.parse(DEFAULT_DESIGN)).toEqual(DEFAULT_DESIGN);
    const html = designToHtml(DEFAULT_DESIGN);
    expect(marker(html, "photo")).toBeGreaterThanOrEqual(0);
    expect(marker(html, "disclaimer")).toBe(-1);
    expect(sanitizeTemplateHtml(html)).toEqual({ html, removed: [] });
  });
});
