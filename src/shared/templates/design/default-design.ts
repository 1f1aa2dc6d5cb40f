// The starting point of "New template: blank": every block present (so the editor lists
// them all), the common ones shown, and a calm blue used only for accents.
import type { TemplateDesign } from "./design-schema";

export const DEFAULT_DESIGN: TemplateDesign = {
  version: 1,
  layout: "photo-left",
  blocks: [
    { type: "photo", visible: true },
    { type: "name", visible: true },
    { type: "contact", visible: true },
    { type: "social", visible: true },
    { type: "logo", visible: true },
    { type: "divider", visible: false },
    { type: "text", visible: false, text: "Book a meeting with me: {{website}}" },
    { type: "disclaimer", visible: false, text: "This email and any attachments are confidential and intended only for the addressee." },
    { type: "campaigns", visible: true },
  ],
  style: {
    brandColor: "#2563eb",
    textColor: "#1f2937",
    font: "arial",
    fontSize: 13,
    photoShape: "circle",
    photoSize: 84,
    logoWidth: 120,
  },
  social: [],
};
