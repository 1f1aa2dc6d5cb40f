// Answers of /api/templates (read-only for now: editing comes with the templates work).
import { z } from "zod";

export const TemplateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
  updatedAt: z.string(),
});
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;
export const TemplateListResponseSchema = z.object({ templates: z.array(TemplateSummarySchema) });
