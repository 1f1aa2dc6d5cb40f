// The super admin's template gallery: what adding a template and reordering take.
import { z } from "zod";

export const GalleryTemplateSchema = z.object({
  name: z
    .string({ error: "This field is required" })
    .trim()
    .min(1, "This field is required")
    .max(100, "Name must be at most 100 characters"),
  description: z.string().trim().max(300, "Description must be at most 300 characters").default(""),
  html: z
    .string({ error: "This field is required" })
    .trim()
    .min(1, "This field is required")
    .max(100_000, "The HTML must be at most 100,000 characters"),
});
export type GalleryTemplateInput = z.infer<typeof GalleryTemplateSchema>;

export const GalleryOrderSchema = z.object({
  ids: z
    .array(z.string().max(36, "Unknown template").uuid("Unknown template"), { error: "List the templates in their new order" })
    .min(1)
    .max(500),
});
