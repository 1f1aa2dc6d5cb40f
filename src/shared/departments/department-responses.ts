import { z } from "zod";

export const DepartmentSchema = z.object({ id: z.string(), name: z.string() });
export const DepartmentListResponseSchema = z.object({ departments: z.array(DepartmentSchema) });
export type Department = z.infer<typeof DepartmentSchema>;
