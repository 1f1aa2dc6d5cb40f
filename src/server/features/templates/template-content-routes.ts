// A template's content: save (which keeps a version), the versions and restoring one.
import { z } from "@hono/zod-openapi";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { requireAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
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

const middleware = requireAdmin;
const params = idParams("Template");
const versionParams = params.extend({
  number: z
    .string()
    .max(9, "Version not found.")
    .regex(VERSION_NUMBER, "Version not found.")
    .openapi({ param: { name: "number", in: "path" }, example: "3" }),
});

const save = createRoute({
  method: "put",
  path: "/{id}/content",
  summary:
    "Save a template (a new version): HTML made from `design` on the server, else the HTML as sent; <style> inlined, data: and SVG images hosted as PNG, sanitized, and what was removed reported",
  description:
    "Saves a template as a new version. With a `design`, the server makes the HTML from it (the HTML sent is ignored); without one the HTML is kept as sent. `<style>` rules are inlined, data: and SVG images hosted as PNG, the result sanitized, and every removal reported with where it was. 60 saves a minute per company. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  bodyLimit: TEMPLATE_BODY_LIMIT,
  // A save decodes, draws and stores images: bounded per account (decision 003).
  rateLimit: { ...RATE_LIMITS.templateSavePerAccount, per: "account", message: TEMPLATE_MESSAGES.tooManySaves },
  request: {
    params,
    ...jsonBody(SaveTemplateSchema, {
      html: "<table><tr><td><strong>{{full_name}}</strong><br>{{job_title}}</td></tr></table>",
      design: null,
      note: "Bold name",
    }),
  },
  responses: { 200: json(SaveTemplateResponseSchema, "The saved template"), ...errors(...GUARD_ERRORS.member, 404, 413, 415) },
  // A designed template's free text and disclaimer may hold line breaks.
  "x-multiline": ["html", ...Array.from({ length: DESIGN_LIMITS.blocks }, (_, i) => `design.blocks.${i}.text`)],
});
const versions = createRoute({
  method: "get",
  path: "/{id}/versions",
  summary: "A template's versions, newest first (who, when, note)",
  description: "A template's versions, newest first: number, who saved it, when, and its note. Admins, or an API key of the company.",
  middleware,
  request: { params },
  responses: { 200: json(TemplateVersionListSchema, "Versions"), ...errors(...GUARD_ERRORS.member, 404) },
});
const version = createRoute({
  method: "get",
  path: "/{id}/versions/{number}",
  summary: "One version with its HTML and design (for diffs)",
  description: "One saved version of a template with its HTML and design, for comparing versions. Admins, or an API key of the company.",
  middleware,
  request: { params: versionParams },
  responses: { 200: json(TemplateVersionResponseSchema, "The version"), ...errors(...GUARD_ERRORS.member, 404) },
});
const restore = createRoute({
  method: "post",
  path: "/{id}/versions/{number}/restore",
  summary: "Restore a version: saved as a new version, “Restored version N”",
  description:
    "Restores an earlier version: saved as a new version with the note “Restored version N”. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params: versionParams },
  responses: { 200: json(TemplateResponseSchema, "The template"), ...errors(...GUARD_ERRORS.member, 404) },
});

export const templateContentRoutes = createRouter("templates")
  .openapi(save, async (c) =>
    c.json(await saveTemplateContent(c.get("deps"), c.get("caller"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200),
  )
  .openapi(versions, async (c) => c.json({ versions: await findVersions(c.get("deps").db, c.get("caller"), c.req.valid("param").id) }, 200))
  .openapi(version, async (c) => {
    const { id, number } = c.req.valid("param");
    return c.json({ version: await getVersion(c.get("deps").db, c.get("caller"), { id, number: Number(number) }) }, 200);
  })
  .openapi(restore, async (c) => {
    const { id, number } = c.req.valid("param");
    return c.json({ template: await restoreVersion(c.get("deps"), c.get("caller"), { id, number: Number(number) }) }, 200);
  });
