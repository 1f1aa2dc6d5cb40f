// Every member reads the department names (profile picker); admins see member counts and
// templates, and add, rename and delete departments (each change audit-logged).
import { createRoute } from "@hono/zod-openapi";
import { requireAdmin, requireMember } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import {
  DepartmentListResponseSchema,
  DepartmentSummaryListResponseSchema,
  DepartmentSummaryResponseSchema,
} from "../../../shared/departments/department-responses";
import { DepartmentNameSchema } from "../../../shared/departments/department-schema";
import { OfficeDeletedResponseSchema as ClearedResponseSchema } from "../../../shared/offices/office-responses";
import { findDepartments } from "./find-departments";
import { defaultTemplateOf, findDepartmentSummaries } from "./find-department-summaries";
import { createDepartment, deleteDepartment, renameDepartment } from "./change-departments";

const tags = ["Departments"];
const params = idParams("Department");

const list = createRoute({
  method: "get",
  path: "/",
  cache: "account",
  tags,
  summary: "The account's departments, by name",
  middleware: requireMember,
  responses: { 200: json(DepartmentListResponseSchema, "Departments"), ...errors(...GUARD_ERRORS.member) },
});
const summaries = createRoute({
  method: "get",
  path: "/summary",
  tags,
  summary: "Departments with member counts and the template each uses (admins)",
  middleware: requireAdmin,
  responses: { 200: json(DepartmentSummaryListResponseSchema, "Departments, by name"), ...errors(...GUARD_ERRORS.member) },
});
const create = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Add a department (admins)",
  middleware: requireAdmin,
  request: jsonBody(DepartmentNameSchema),
  responses: { 201: json(DepartmentSummaryResponseSchema, "The new department"), ...errors(...GUARD_ERRORS.member, 409, 415) },
});
const rename = createRoute({
  method: "put",
  path: "/{id}",
  tags,
  summary: "Rename a department (admins)",
  middleware: requireAdmin,
  request: { params, ...jsonBody(DepartmentNameSchema) },
  responses: { 200: json(DepartmentSummaryResponseSchema, "The renamed department"), ...errors(...GUARD_ERRORS.member, 404, 409, 415) },
});
const remove = createRoute({
  method: "delete",
  path: "/{id}",
  tags,
  summary: "Delete a department (admins); its members keep working with the default template",
  middleware: requireAdmin,
  request: { params },
  responses: {
    200: json(ClearedResponseSchema, "Deleted; how many members' profiles were cleared"),
    ...errors(...GUARD_ERRORS.member, 404),
  },
});

export const departmentRoutes = createRouter()
  .openapi(list, async (c) => c.json({ departments: await findDepartments(c.var.deps.db, c.var.caller) }, 200))
  .openapi(summaries, async (c) => {
    const { db } = c.var.deps;
    const [departments, defaultTemplate] = await Promise.all([
      findDepartmentSummaries(db, c.var.caller),
      defaultTemplateOf(db, c.var.caller),
    ]);
    return c.json({ departments, defaultTemplate }, 200);
  })
  .openapi(create, async (c) => c.json({ department: await createDepartment(c.var.deps.db, c.var.caller, c.req.valid("json")) }, 201))
  .openapi(rename, async (c) =>
    c.json(
      {
        department: await renameDepartment(c.var.deps.db, c.var.caller, { ...c.req.valid("param"), ...c.req.valid("json") }),
      },
      200,
    ),
  )
  .openapi(remove, async (c) => c.json(await deleteDepartment(c.var.deps.db, c.var.caller, c.req.valid("param")), 200));
