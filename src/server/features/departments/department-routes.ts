// Every member reads the department names (profile picker); admins see member counts and
// templates, and add, rename and delete departments (each change audit-logged).
import { requireAdmin, requireMember } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
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

const params = idParams("Department");

const list = createRoute({
  method: "get",
  path: "/",
  cache: "account",
  summary: "The account's departments, by name",
  description: "The company's departments, by name. Any member, or an API key of the company.",
  middleware: requireMember,
  responses: { 200: json(DepartmentListResponseSchema, "Departments"), ...errors(...GUARD_ERRORS.member) },
});
const summaries = createRoute({
  method: "get",
  path: "/summary",
  summary: "Departments with member counts and the template each uses (admins)",
  description:
    "The departments with how many members each has and the template each one uses (its own, or the default). Admins, or an API key of the company.",
  middleware: requireAdmin,
  responses: { 200: json(DepartmentSummaryListResponseSchema, "Departments, by name"), ...errors(...GUARD_ERRORS.member) },
});
const create = createRoute({
  method: "post",
  path: "/",
  summary: "Add a department (admins)",
  description:
    "Adds a department; its name must be new in the company (409). Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  request: jsonBody(DepartmentNameSchema, { name: "Engineering" }),
  responses: { 201: json(DepartmentSummaryResponseSchema, "The new department"), ...errors(...GUARD_ERRORS.member, 409, 415) },
});
const rename = createRoute({
  method: "put",
  path: "/{id}",
  summary: "Rename a department (admins)",
  description:
    "Renames a department; the name must stay unique in the company (409). Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  request: { params, ...jsonBody(DepartmentNameSchema, { name: "Engineering" }) },
  responses: { 200: json(DepartmentSummaryResponseSchema, "The renamed department"), ...errors(...GUARD_ERRORS.member, 404, 409, 415) },
});
const remove = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Delete a department (admins); its members keep working with the default template",
  description:
    "Deletes a department: its members have no department afterwards and get the company's default template. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  request: { params },
  responses: {
    200: json(ClearedResponseSchema, "Deleted; how many members' profiles were cleared"),
    ...errors(...GUARD_ERRORS.member, 404),
  },
});

export const departmentRoutes = createRouter("departments")
  .openapi(list, async (c) => c.json({ departments: await findDepartments(c.get("deps").db, c.get("caller")) }, 200))
  .openapi(summaries, async (c) => {
    const { db } = c.get("deps");
    const [departments, defaultTemplate] = await Promise.all([
      findDepartmentSummaries(db, c.get("caller")),
      defaultTemplateOf(db, c.get("caller")),
    ]);
    return c.json({ departments, defaultTemplate }, 200);
  })
  .openapi(create, async (c) => c.json({ department: await createDepartment(c.get("deps").db, c.get("caller"), c.req.valid("json")) }, 201))
  .openapi(rename, async (c) =>
    c.json(
      {
        department: await renameDepartment(c.get("deps"), c.get("caller"), { ...c.req.valid("param"), ...c.req.valid("json") }),
      },
      200,
    ),
  )
  .openapi(remove, async (c) => c.json(await deleteDepartment(c.get("deps"), c.get("caller"), c.req.valid("param")), 200));
