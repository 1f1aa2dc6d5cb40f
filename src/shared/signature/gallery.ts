// Pre-designed templates (the gallery super admins curate; onboarding
// copies one in). Each is a design of the no-code designer, and its HTML is exactly
// designToHtml(design): email-safe, and written in the sanitizer's own serialization
// so saving it changes nothing. Slugs are stable: the seed updates gallery rows by slug.
// Text and accent colours are mid-tones that read on white and on a dark-mode background
// (the email-client check's dark-mode rule): no design needs a background colour.
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
    textColor: "#5f6773",
    font: "arial",
    fontSize: 13,
    photoShape: "circle",
    photoSize: 80,
    logoWidth: 110,
  }),
  modern: design("logo-top", ["logo", "name", "contact", "social", "campaigns"], {
    brandColor: "#7c3aed",
    textColor: "#64748b",
    font: "helvetica",
    fontSize: 13,
    photoShape: "rounded",
    photoSize: 72,
    logoWidth: 130,
  }),
  minimal: design("stacked", ["name", "contact", "campaigns"], {
    brandColor: "#737373",
    textColor: "#5f6773",
    font: "georgia",
    fontSize: 14,
    photoShape: "circle",
    photoSize: 64,
    logoWidth: 100,
  }),
  corporate: design("logo-left", ["logo", "name", "contact", "social", "campaigns"], {
    brandColor: "#0f766e",
    textColor: "#636b78",
    font: "verdana",
    fontSize: 12,
    photoShape: "square",
    photoSize: 72,
    logoWidth: 110,
  }),
  compact: design("compact", ["name", "contact", "social", "campaigns"], {
    brandColor: "#0e7490",
    textColor: "#64748b",
    font: "arial",
    fontSize: 12,
    photoShape: "circle",
    photoSize: 48,
    logoWidth: 90,
  }),
  bold: design("photo-left", ["photo", "name", "contact", "social", "campaigns"], {
    brandColor: "#dc2626",
    textColor: "#5f6773",
    font: "trebuchet",
    fontSize: 14,
    photoShape: "square",
    photoSize: 96,
    logoWidth: 110,
  }),
  banner: design("logo-top", ["logo", "name", "contact", "divider", "campaigns"], {
    brandColor: "#ea580c",
    textColor: "#78716c",
    font: "tahoma",
    fontSize: 13,
    photoShape: "rounded",
    photoSize: 64,
    logoWidth: 150,
  }),
  social: design("photo-left", ["photo", "name", "contact", "divider", "social", "campaigns"], {
    brandColor: "#0891b2",
    textColor: "#636b78",
    font: "helvetica",
    fontSize: 13,
    photoShape: "rounded",
    photoSize: 88,
    logoWidth: 110,
  }),
  legal: design("logo-left", ["logo", "name", "contact", "disclaimer", "campaigns"], {
    brandColor: "#3b5bdb",
    textColor: "#636b78",
    font: "arial",
    fontSize: 12,
    photoShape: "square",
    photoSize: 72,
    logoWidth: 120,
  }),
};

/** A fuller legal notice than the designer's default, naming the company. */
designs.legal.blocks = designs.legal.blocks.map((b) =>
  b.type === "disclaimer"
    ? {
        ...b,
        text: "This email and any attachments are confidential and may be legally privileged. They are intended only for the addressee. If you received this email in error, please tell the sender and delete it. {{company_name}} accepts no liability for changes made to this email after it was sent.",
      }
    : b,
);

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
  entry("compact", "Compact", "Name, title and contact details on two short lines: ideal for replies and mobile."),
  entry("bold", "Bold", "A square photo beside a strong colour bar, for teams that want to stand out."),
  entry("banner", "Banner ready", "Logo on top and a rule before your campaign banners, which get the full width."),
  entry("social", "Social", "Rounded photo and a rule above social icons: each member's LinkedIn, and your company's profiles once added."),
  entry("legal", "Formal", "Logo left and a confidentiality notice in small print, for regulated industries."),
];
