// /api/templates: the account's templates (admins only; another account's template is
// 404, a member 403). This file holds the collection routes; one template's routes are in
// template-item-routes.ts, its content and versions in template-content-routes.ts.
// Collection paths (/gallery, /check, /preview-data) come before /{id}.
import { requireAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { CheckTemplateSchema, CreateTemplateSchema, PreviewDataQuerySchema } from "../../../shared/templates/template-schema";
import {
  GalleryPickListSchema,
  PreviewDataResponseSchema,
  TemplateCheckResponseSchema,
  TemplateListResponseSchema,
  TemplateResponseSchema,
} from "../../../shared/templates/template-responses";
import { findTemplates } from "./find-templates";
import { findGalleryPicks } from "./find-gallery-picks";
import { createTemplate } from "./create-template";
import { checkTemplate } from "./check-template";
import { getPreviewData } from "./preview-data";
import { TEMPLATE_BODY_LIMIT } from "./template-body-limit";
import { templateItemRoutes } from "./template-item-routes";
import { templateContentRoutes } from "./template-content-routes";

const middleware = requireAdmin;

const list = createRoute({
  method: "get",
  path: "/",
  cache: "user",
  summary: "The account's templates, the default first (admins)",
  description:
    "The company's templates, the default first, each with its departments, version, who changed it last, and whether it changed since the last deployment. Admins, or an API key of the company.",
  middleware,
  responses: { 200: json(TemplateListResponseSchema, "Templates"), ...errors(...GUARD_ERRORS.member) },
});
const gallery = createRoute({
  method: "get",
  path: "/gallery",
  cache: "user",
  summary: "The gallery's templates to start from, in order, previewed with the caller's own values",
  description:
    "The gallery's pre-designed templates in their order, each previewed with the caller's own values, to start a new template from. Admins, or an API key of the company.",
  middleware,
  responses: { 200: json(GalleryPickListSchema, "Gallery templates"), ...errors(...GUARD_ERRORS.member) },
});
const previewData = createRoute({
  method: "get",
  path: "/preview-data",
  summary:
    "The values a preview renders with: a member's as their signature gets them (else the caller's, sample values where empty) and a campaign, untracked",
  description:
    "The values the editor's live preview renders with: a member's (`memberId`) as their signature gets them, else the caller's, with sample values where empty; and a campaign (`campaignId`), untracked. Admins, or an API key of the company.",
  middleware,
  request: { query: PreviewDataQuerySchema },
  responses: { 200: json(PreviewDataResponseSchema, "Preview data"), ...errors(...GUARD_ERRORS.member, 404) },
});
const check = createRoute({
  method: "post",
  path: "/check",
  summary: "The email-client check of unsaved HTML, with the longest rendered signature against Gmail's limit",
  description:
    "Checks unsaved template HTML against Gmail, Outlook, Apple Mail, Yahoo and Thunderbird (what each doesn't support, with a fix), and renders it for every member to find the longest signature against Gmail's 10,000-character limit. Nothing is stored. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  bodyLimit: TEMPLATE_BODY_LIMIT,
  request: jsonBody(CheckTemplateSchema, { html: "<table><tr><td><strong>{{full_name}}</strong><br>{{job_title}}</td></tr></table>" }),
  responses: { 200: json(TemplateCheckResponseSchema, "Findings"), ...errors(...GUARD_ERRORS.member, 413, 415) },
  "x-multiline": ["html"],
});
const create = createRoute({
  method: "post",
  path: "/",
  summary: "Create a template: blank (the default design) or a copy of a gallery template",
  description:
    "Creates a template: blank (the default design) or a copy of a gallery template (`galleryId`). Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: jsonBody(CreateTemplateSchema, { name: "Sales team", galleryId: null }),
  responses: { 201: json(TemplateResponseSchema, "The new template"), ...errors(...GUARD_ERRORS.member, 415) },
});

export const templateRoutes = createRouter("templates")
  .openapi(list, async (c) => {
    const { db, config } = c.get("deps");
    return c.json({ templates: await findTemplates(db, c.get("caller"), config.baseUrl) }, 200);
  })
  .openapi(gallery, async (c) => {
    const { db, config } = c.get("deps");
    return c.json({ gallery: await findGalleryPicks(db, c.get("caller"), config.baseUrl) }, 200);
  })
  .openapi(previewData, async (c) => c.json(await getPreviewData(c.get("deps"), c.get("caller"), c.req.valid("query")), 200))
  .openapi(check, async (c) => c.json(await checkTemplate(c.get("deps"), c.get("caller"), c.req.valid("json").html), 200))
  .openapi(create, async (c) => c.json({ template: await createTemplate(c.get("deps"), c.get("caller"), c.req.valid("json")) }, 201))
  .route("/", templateItemRoutes)
  .route("/", templateContentRoutes);
