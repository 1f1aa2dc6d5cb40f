// Answers of /api/templates (admins).
import { z } from "zod";

export const TemplateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  version: z.number().int(),
  /** True until a deployment uses the newest version. */
  changedSinceDeployment: z.boolean(),
  /** Made with the designer (false: hand-written or detached HTML). */
  designed: z.boolean(),
  /** The template rendered with sample data, sanitized: for a thumbnail in a sandboxed frame. */
  previewHtml: z.string(),
});
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;
export const TemplateListResponseSchema = z.object({ templates: z.array(TemplateSummarySchema) });

export const TemplateDetailSchema = TemplateSummarySchema.extend({
  html: z.string(),
  /** TemplateDesign (design/design-schema.ts) or null. */
  design: z.unknown().nullable(),
});
export type TemplateDetail = z.infer<typeof TemplateDetailSchema>;

/** One thing the sanitizer took out on save, said so an admin can find it. */
export const RemovalSchema = z.object({
  kind: z.enum(["tag", "attribute", "url", "css"]),
  /** The tag (`script`), attribute (`onerror`), URL or CSS property removed. */
  name: z.string(),
  /** Where: e.g. `<img>` on line 4. */
  where: z.string(),
});
export type Removal = z.infer<typeof RemovalSchema>;

export const SaveTemplateResponseSchema = z.object({
  template: TemplateDetailSchema,
  removed: z.array(RemovalSchema),
  /** What the save changed besides removals: inlined <style> rules, images now hosted as PNG. */
  changed: z.array(z.string()),
});

export const TemplateVersionSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  note: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export const TemplateVersionListSchema = z.object({ versions: z.array(TemplateVersionSchema) });
export const TemplateVersionDetailSchema = TemplateVersionSchema.extend({ html: z.string(), design: z.unknown().nullable() });

export const GalleryPickSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  previewHtml: z.string(),
});
export const GalleryPickListSchema = z.object({ gallery: z.array(GalleryPickSchema) });
