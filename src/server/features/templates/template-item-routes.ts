// One template of the account: read, rename, duplicate, delete, make default, and the
// departments that use it (with a preview of the members an assignment moves).
import { requireAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { AssignDepartmentsSchema, RenameTemplateSchema } from "../../../shared/templates/template-schema";
import { TemplateMovesResponseSchema, TemplateResponseSchema } from "../../../shared/templates/template-responses";
import { getTemplate } from "./get-template";
import { duplicateTemplate } from "./create-template";
import { deleteTemplate, renameTemplate, setDefaultTemplate } from "./manage-template";
import { assignDepartments, previewDepartmentMoves } from "./assign-departments";

const middleware = requireAdmin;
const params = idParams("Template");
const one = json(TemplateResponseSchema, "The template");

const getOne = createRoute({
  method: "get",
  path: "/{id}",
  summary: "One template with its HTML and design",
  description:
    "One template with its HTML, its design (null for hand-written HTML), its version and departments. Admins, or an API key of the company.",
  middleware,
  request: { params },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404) },
});
const rename = createRoute({
  method: "patch",
  path: "/{id}",
  summary: "Rename a template",
  description: "Renames a template. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params, ...jsonBody(RenameTemplateSchema, { name: "Sales team (2026)" }) },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const remove = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Delete a template (never the default); its departments fall back to the default",
  description:
    "Deletes a template with its versions. The default can't be deleted (409); departments that used it get the default. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params },
  responses: { 204: { description: "Deleted" }, ...errors(...GUARD_ERRORS.member, 404, 409) },
});
const duplicate = createRoute({
  method: "post",
  path: "/{id}/duplicate",
  summary: "Copy a template as “Copy of …”",
  description:
    "Copies a template as “Copy of …”, with its HTML and design, as a template of its own (no departments). Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params },
  responses: { 201: json(TemplateResponseSchema, "The copy"), ...errors(...GUARD_ERRORS.member, 404) },
});
const makeDefault = createRoute({
  method: "post",
  path: "/{id}/default",
  summary: "Make a template the account's default (members without a department template get it)",
  description:
    "Makes a template the company's default: every member whose department has no template of its own gets it. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404) },
});
const departments = createRoute({
  method: "put",
  path: "/{id}/departments",
  summary: "Set the departments that use a template (the full list); a department leaves its previous template",
  description:
    "Sets the full list of departments that use a template; a department leaves the template it used before. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params, ...jsonBody(AssignDepartmentsSchema, { departmentIds: ["3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f"] }) },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const departmentsPreview = createRoute({
  method: "post",
  path: "/{id}/departments/preview",
  summary: "The members whose template that list of departments would change, from which template to which (nothing is stored)",
  description:
    "For a list of departments: the members whose template would change if the template got exactly those, from which template to which. Nothing is stored. Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params, ...jsonBody(AssignDepartmentsSchema, { departmentIds: ["3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f"] }) },
  responses: { 200: json(TemplateMovesResponseSchema, "Members who would change template"), ...errors(...GUARD_ERRORS.member, 404, 415) },
});

export const templateItemRoutes = createRouter("templates")
  .openapi(getOne, async (c) =>
    c.json({ template: await getTemplate(c.get("deps").db, c.get("caller"), c.req.valid("param").id, c.get("deps").config.baseUrl) }, 200),
  )
  .openapi(rename, async (c) =>
    c.json({ template: await renameTemplate(c.get("deps"), c.get("caller"), { ...c.req.valid("param"), ...c.req.valid("json") }) }, 200),
  )
  .openapi(remove, async (c) => {
    await deleteTemplate(c.get("deps").db, c.get("caller"), c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(duplicate, async (c) =>
    c.json({ template: await duplicateTemplate(c.get("deps"), c.get("caller"), c.req.valid("param").id) }, 201),
  )
  .openapi(makeDefault, async (c) =>
    c.json({ template: await setDefaultTemplate(c.get("deps"), c.get("caller"), c.req.valid("param").id) }, 200),
  )
  .openapi(departments, async (c) =>
    c.json({ template: await assignDepartments(c.get("deps"), c.get("caller"), { ...c.req.valid("param"), ...c.req.valid("json") }) }, 200),
  )
  .openapi(departmentsPreview, async (c) =>
    c.json(
      { moves: await previewDepartmentMoves(c.get("deps").db, c.get("caller"), { ...c.req.valid("param"), ...c.req.valid("json") }) },
      200,
    ),
  );
