// Pre-designed templates (the gallery super admins curate; onboarding
// copies one in). Each is a design of the no-code designer, and its HTML is exactly
// designToHtml(design): email-safe, and written in the sanitizer's own serialization
// so saving it changes nothing. Slugs are stable: the seed updates gallery rows by slug.
import { DEFAULT_DESIGN } from "../templates/design/default-design";
import type { DesignBlock, DesignBlockType, DesignStyle, TemplateDesign } from "../templates/design/design-schema";
import { designToHtml } from "../templates/design/design-to-html";

export type GalleryTemplate = { slug: string; name: string; description: string; design: TemplateDesign; html: string };

/** The shown blocks in order, then every other block hidden (so the designer lists them all). */
function blocks(shown: DesignBlockType[]): DesignBlock[] {
  const rest = DEFAULT_DESIGN.blocks.filter((b) => !shown.includes(b.type)).map((b) => ({ ...b, visible: false }));
  const byType = new Map(DEFAULT_DESIGN.blocks.map((b) => [b.type, b]));
  return [...shown.map((type) => ({ ...byType.get(type), type, visible: true })), ...rest];
}

function design(layout: TemplateDesign["layout"], shown: DesignBlockType[], style: Partial<DesignStyle>): TemplateDesign {
  return { version: 1, layout, blocks: blocks(shown), style: { ...DEFAULT_DESIGN.style, ...style }, social: [] };
}

const designs = {
  classic: design("photo-left", ["photo", "name", "contact", "social", "logo", "campaigns"], {
    brandColor: "#2563eb",
    textColor: "#1f2937",
    font: "arial",
    fontSize: 13,
    photoShape: "circle",
    photoSize: 80,
    logoWidth: 110,
  }),
  modern: design("logo-top", ["logo", "name", "contact", "social", "campaigns"], {
    brandColor: "#7c3aed",
    textColor: "#0f172a",
    font: "helvetica",
    fontSize: 13,
    photoShape: "rounded",
    photoSize: 72,
    logoWidth: 130,
  }),
  minimal: design("stacked", ["name", "contact", "campaigns"], {
    brandColor: "#555555",
    textColor: "#222222",
    font: "georgia",
    fontSize: 14,
    photoShape: "circle",
    photoSize: 64,
    logoWidth: 100,
  }),
  corporate: design("logo-left", ["logo", "name", "contact", "social", "campaigns"], {
    brandColor: "#0f766e",
    textColor: "#374151",
    font: "verdana",
    fontSize: 12,
    photoShape: "square",
    photoSize: 72,
    logoWidth: 110,
  }),
};

const entry = (slug: keyof typeof designs, name: string, description: string): GalleryTemplate => ({
  slug,
  name,
  description,
  design: designs[slug],
  html: designToHtml(designs[slug]),
});

export const GALLERY_TEMPLATES: GalleryTemplate[] = [
  entry("classic", "Classic", "Round photo beside your details, company logo below."),
  entry("modern", "Modern", "Logo on top, bold name and a colored rule; campaigns in their own row."),
  entry("minimal", "Minimal", "Plain text lines that look at home in any mail client."),
  entry("corporate", "Corporate", "Logo and contact details side by side, for larger teams."),
];
