// A stored design as the designer edits it: parsed with the shared schema (anything else is
// treated as hand-written HTML), with every block type present, those it lacked hidden at
// the end, so each block can be switched on.
import { DESIGN_BLOCK_TYPES, TemplateDesignSchema, type TemplateDesign } from "../../../../../../shared/templates/design/design-schema";

export function readDesign(stored: unknown): TemplateDesign | null {
  const parsed = TemplateDesignSchema.safeParse(stored);
  if (!parsed.success) return null;
  const design = parsed.data;
  const present = new Set(design.blocks.map((b) => b.type));
  const missing = DESIGN_BLOCK_TYPES.filter((type) => !present.has(type)).map((type) => ({ type, visible: false }));
  return missing.length ? { ...design, blocks: [...design.blocks, ...missing] } : design;
}
