// One template of the account: read, rename, duplicate, delete, make default, and the
// departments that use it (with a preview of the members an assignment moves).
import { createRoute } from "@hono/zod-openapi";
import { requireAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { AssignDepartmentsSchema, RenameTemplateSchema } from "../../../shared/templates/template-schema";
import { TemplateMovesResponseSchema, TemplateResponseSchema } from "../../../shared/templates/template-responses";
import { getTemplate } from "./get-template";
import { duplicateTemplate } from "./create-template";
import { deleteTemplate, renameTemplate, setDefaultTemplate } from "./manage-template";
import { assignDepartments, previewDepartmentMoves } from "./assign-departments";

const tags = ["Templates"];
const middleware = requireAdmin;
const params = idParams("Template");
const one = json(TemplateResponseSchema, "The template");

const getOne = createRoute({
  method: "get",
  path: "/{id}",
  tags,
  summary: "One template with its HTML and design",
  middleware,
  request: { params },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404) },
});
const rename = createRoute({
  method: "patch",
  path: "/{id}",
  tags,
  summary: "Rename a template",
  middleware,
  request: { params, ...jsonBody(RenameTemplateSchema) },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const remove = createRoute({
  method: "delete",
  path: "/{id}",
  tags,
  summary: "Delete a template (never the default); its departments fall back to the default",
  middleware,
  request: { params },
  responses: { 204: { description: "Deleted" }, ...errors(...GUARD_ERRORS.member, 404, 409) },
});
const duplicate = createRoute({
  method: "post",
  path: "/{id}/duplicate",
  tags,
  summary: "Copy a template as “Copy of …”",
  middleware,
  request: { params },
  responses: { 201: json(TemplateResponseSchema, "The copy"), ...errors(...GUARD_ERRORS.member, 404) },
});
const makeDefault = createRoute({
  method: "post",
  path: "/{id}/default",
  tags,
  summary: "Make a template the account's default (members without a department template get it)",
  middleware,
  request: { params },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404) },
});
const departments = createRoute({
  method: "put",
  path: "/{id}/departments",
  tags,
  summary: "Set the departments that use a template (the full list); a department leaves its previous template",
  middleware,
  request: { params, ...jsonBody(AssignDepartmentsSchema) },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const departmentsPreview = createRoute({
  method: "post",
  path: "/{id}/departments/preview",
  tags,
  summary: "The members whose template that list of departments would change, from which template to which (nothing is stored)",
  middleware,
  request: { params, ...jsonBody(AssignDepartmentsSchema) },
  responses: { 200: json(TemplateMovesResponseSchema, "Members who would change template"), ...errors(...GUARD_ERRORS.member, 404, 415) },
});

export const templateItemRoutes = createRouter()
  .openapi(getOne, async (c) =>
    c.json({ template: await getTemplate(c.var.deps.db, c.var.caller, c.req.valid("param").id, c.var.deps.config.baseUrl) }, 200),
  )
  .openapi(rename, async (c) =>
    c.json({ template: await renameTemplate(c.var.deps, c.var.caller, { ...c.req.valid("param"), ...c.req.valid("json") }) }, 200),
  )
  .openapi(remove, async (c) => {
    await deleteTemplate(c.var.deps.db, c.var.caller, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(duplicate, async (c) => c.json({ template: await duplicateTemplate(c.var.deps, c.var.caller, c.req.valid("param").id) }, 201))
  .openapi(makeDefault, async (c) => c.json({ template: await setDefaultTemplate(c.var.deps, c.var.caller, c.req.valid("param").id) }, 200))
  .openapi(departments, async (c) =>
    c.json({ template: await assignDepartments(c.var.deps, c.var.caller, { ...c.req.valid("param"), ...c.req.valid("json") }) }, 200),
  )
  .openapi(departmentsPreview, async (c) =>
    c.json({ moves: await previewDepartmentMoves(c.var.deps.db, c.var.caller, { ...c.req.valid("param"), ...c.req.valid("json") }) }, 200),
  );
