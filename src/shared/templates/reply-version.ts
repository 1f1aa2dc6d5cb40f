// A template's short version for replies and forwards: none (replies get the full
// signature), the designer's Compact layout made from the template's own design (name and
// title on one line, contact details on the next; nothing else), or HTML of its own. Saved
// through the same pipeline as the template (sanitized once, compiled once per version).
import type { TemplateDesign } from "./design/design-schema";

export const REPLY_MODES = ["none", "compact", "html"] as const;
export type ReplyMode = (typeof REPLY_MODES)[number];

export const REPLY_MESSAGES = {
  compactNeedsDesign: "The Compact reply version is made from the design: design the template, or write the reply's HTML.",
  modeInvalid: 'The reply version is "none", "compact" or "html".',
} as const;

/** What the reply version keeps of a design: the Compact layout with the name and contact blocks only. */
const REPLY_BLOCKS = new Set(["name", "contact"]);

export function replyDesign(design: TemplateDesign): TemplateDesign {
  return {
    ...design,
    layout: "compact",
    blocks: design.blocks.map((block) => ({ ...block, visible: block.visible && REPLY_BLOCKS.has(block.type) })),
  };
}
