// The super admin's template gallery: rows with previews, and a template as its editor reads it.
import { z } from "zod";
import { RemovalSchema } from "../templates/template-responses";

export const GalleryTemplateRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number(),
  retiredAt: z.string().nullable(),
  /** How many account templates were copied from it. */
  copies: z.number(),
  /** The template rendered with sample data, sanitized, for a sandboxed preview frame. */
  previewHtml: z.string(),
});
export const GalleryListResponseSchema = z.object({ templates: z.array(GalleryTemplateRowSchema) });
export type GalleryTemplateRow = z.infer<typeof GalleryTemplateRowSchema>;
export const GalleryCreatedResponseSchema = z.object({ template: GalleryTemplateRowSchema, removed: z.array(z.string()) });

/** GET /api/admin/templates/{id}: a gallery template with what the editor edits. */
export const GalleryTemplateDetailSchema = GalleryTemplateRowSchema.extend({
  html: z.string(),
  /** TemplateDesign (templates/design/design-schema.ts) or null for hand-written HTML. */
  design: z.unknown().nullable(),
  updatedAt: z.string(),
});
export type GalleryTemplateDetail = z.infer<typeof GalleryTemplateDetailSchema>;
export const GalleryTemplateResponseSchema = z.object({ template: GalleryTemplateDetailSchema });
/** PUT /api/admin/templates/{id}/content: what an account template's save answers, for the gallery. */
export const GallerySaveResponseSchema = z.object({
  template: GalleryTemplateDetailSchema,
  removed: z.array(RemovalSchema),
  changed: z.array(z.string()),
});
