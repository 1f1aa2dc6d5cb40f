import { z } from "zod";

export const DepartmentSchema = z.object({ id: z.string(), name: z.string() });
export const DepartmentListResponseSchema = z.object({ departments: z.array(DepartmentSchema) });
export type Department = z.infer<typeof DepartmentSchema>;

/** Admins' view: how many members each department has and which template it uses (null: the default). */
export const DepartmentSummarySchema = DepartmentSchema.extend({
  memberCount: z.number().int(),
  template: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export const DepartmentSummaryListResponseSchema = z.object({
  departments: z.array(DepartmentSummarySchema),
  defaultTemplate: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export const DepartmentSummaryResponseSchema = z.object({ department: DepartmentSummarySchema });
export type DepartmentSummary = z.infer<typeof DepartmentSummarySchema>;
