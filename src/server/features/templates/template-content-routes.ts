// A template's content: save (which keeps a version), the versions and restoring one.
import { createRoute, z } from "@hono/zod-openapi";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { requireAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { DESIGN_LIMITS } from "../../../shared/templates/design/design-schema";
import { SaveTemplateSchema, TEMPLATE_MESSAGES, VERSION_NUMBER } from "../../../shared/templates/template-schema";
import {
  SaveTemplateResponseSchema,
  TemplateResponseSchema,
  TemplateVersionListSchema,
  TemplateVersionResponseSchema,
} from "../../../shared/templates/template-responses";
import { saveTemplateContent } from "./save-template";
import { findVersions, getVersion, restoreVersion } from "./template-versions";
import { TEMPLATE_BODY_LIMIT } from "./template-body-limit";

const tags = ["Templates"];
const middleware = requireAdmin;
const params = idParams("Template");
const versionParams = params.extend({
  number: z
    .string()
    .regex(VERSION_NUMBER, "Version not found.")
    .openapi({ param: { name: "number", in: "path" }, example: "3" }),
});

const save = createRoute({
  method: "put",
  path: "/{id}/content",
  tags,
  summary:
    "Save a template (a new version): HTML made from `design` on the server, else the HTML as sent; <style> inlined, data: and SVG images hosted as PNG, sanitized, and what was removed reported",
  middleware: requireAdmin,
  bodyLimit: TEMPLATE_BODY_LIMIT,
  // A save decodes, draws and stores images: bounded per account (decision 003).
  rateLimit: { ...RATE_LIMITS.templateSavePerAccount, per: "account", message: TEMPLATE_MESSAGES.tooManySaves },
  request: { params, ...jsonBody(SaveTemplateSchema) },
  responses: { 200: json(SaveTemplateResponseSchema, "The saved template"), ...errors(...GUARD_ERRORS.member, 404, 413, 415) },
  // A designed template's free text and disclaimer may hold line breaks.
  "x-multiline": ["html", ...Array.from({ length: DESIGN_LIMITS.blocks }, (_, i) => `design.blocks.${i}.text`)],
});
const versions = createRoute({
  method: "get",
  path: "/{id}/versions",
  tags,
  summary: "A template's versions, newest first (who, when, note)",
  middleware,
  request: { params },
  responses: { 200: json(TemplateVersionListSchema, "Versions"), ...errors(...GUARD_ERRORS.member, 404) },
});
const version = createRoute({
  method: "get",
  path: "/{id}/versions/{number}",
  tags,
  summary: "One version with its HTML and design (for diffs)",
  middleware,
  request: { params: versionParams },
  responses: { 200: json(TemplateVersionResponseSchema, "The version"), ...errors(...GUARD_ERRORS.member, 404) },
});
const restore = createRoute({
  method: "post",
  path: "/{id}/versions/{number}/restore",
  tags,
  summary: "Restore a version: saved as a new version, “Restored version N”",
  middleware,
  request: { params: versionParams },
  responses: { 200: json(TemplateResponseSchema, "The template"), ...errors(...GUARD_ERRORS.member, 404) },
});

export const templateContentRoutes = createRouter()
  .openapi(save, async (c) =>
    c.json(await saveTemplateContent(c.var.deps, c.var.caller, { ...c.req.valid("param"), ...c.req.valid("json") }), 200),
  )
  .openapi(versions, async (c) => c.json({ versions: await findVersions(c.var.deps.db, c.var.caller, c.req.valid("param").id) }, 200))
  .openapi(version, async (c) => {
    const { id, number } = c.req.valid("param");
    return c.json({ version: await getVersion(c.var.deps.db, c.var.caller, { id, number: Number(number) }) }, 200);
  })
  .openapi(restore, async (c) => {
    const { id, number } = c.req.valid("param");
    return c.json({ template: await restoreVersion(c.var.deps, c.var.caller, { id, number: Number(number) }) }, 200);
  });
