// Read-only for every member (profile picker); admins manage departments in company settings.
import { createRoute } from "@hono/zod-openapi";
import { requireMember } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, json } from "../../lib/openapi";
import { DepartmentListResponseSchema } from "../../../shared/departments/department-responses";
import { findDepartments } from "./find-departments";

const list = createRoute({
  method: "get",
  path: "/",
  tags: ["Departments"],
  summary: "The account's departments, by name",
  middleware: requireMember,
  responses: { 200: json(DepartmentListResponseSchema, "Departments"), ...errors(...GUARD_ERRORS.member) },
});

export const departmentRoutes = createRouter().openapi(list, async (c) =>
  c.json({ departments: await findDepartments(c.var.deps.db, c.var.caller) }, 200),
);
