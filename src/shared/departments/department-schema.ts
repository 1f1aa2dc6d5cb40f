// A department's name: required, unique per account (case-insensitive, checked by the database).
import { z } from "zod";
import { requiredText } from "../fields/fields";

export const DepartmentNameSchema = z.object({
  name: requiredText().max(100, "Department name must be at most 100 characters"),
});
export type DepartmentName = z.infer<typeof DepartmentNameSchema>;

export const DEPARTMENT_MESSAGES = {
  duplicate: "A department with this name already exists",
} as const;
