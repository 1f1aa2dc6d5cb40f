// The account's templates, read-only (admins). Creating and editing come with the templates work.
import { createRoute } from "@hono/zod-openapi";
import { requireAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, json } from "../../lib/openapi";
import { TemplateListResponseSchema } from "../../../shared/templates/template-responses";
import { findTemplates } from "./find-templates";

const list = createRoute({
  method: "get",
  path: "/",
  tags: ["Templates"],
  summary: "The account's templates, the default first (admins)",
  middleware: requireAdmin,
  responses: { 200: json(TemplateListResponseSchema, "Templates"), ...errors(...GUARD_ERRORS.member) },
});

export const templateRoutes = createRouter().openapi(list, async (c) =>
  c.json({ templates: await findTemplates(c.var.deps.db, c.var.caller, c.var.deps.config.baseUrl) }, 200),
);
