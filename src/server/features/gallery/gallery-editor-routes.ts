// /api/admin/templates/...: a gallery template in the template editor (super admins only).
// The gallery's list, add, retire, restore and reorder are in gallery-routes.ts. Collection
// paths (/check, /preview-data) come before /{id}.
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { TEMPLATE_MESSAGES } from "../../../shared/templates/template-schema";
import { requireSuperAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { DESIGN_LIMITS } from "../../../shared/templates/design/design-schema";
import { CheckTemplateSchema, SaveTemplateSchema } from "../../../shared/templates/template-schema";
import { PreviewDataResponseSchema, TemplateCheckResponseSchema } from "../../../shared/templates/template-responses";
import { GalleryTemplateResponseSchema, GallerySaveResponseSchema } from "../../../shared/gallery/gallery-responses";
import { TEMPLATE_BODY_LIMIT } from "../templates/template-body-limit";
import { checkGalleryTemplate, galleryPreviewData, getGalleryTemplate, saveGalleryTemplate } from "./gallery-editor";

const guard = GUARD_ERRORS.superAdmin;
const params = idParams("Template");

const previewData = createRoute({
  method: "get",
  path: "/preview-data",
  summary: "The sample data the gallery editor previews with",
  description:
    "The sample values the gallery editor's preview renders with (no company's members). Super admins only; API keys are refused.",
  middleware: requireSuperAdmin,
  responses: { 200: json(PreviewDataResponseSchema, "Preview data"), ...errors(...guard) },
});
const check = createRoute({
  method: "post",
  path: "/check",
  summary: "The email-client check of unsaved gallery HTML; Gmail's figure from sample data with two sample campaigns",
  description:
    "Checks unsaved gallery HTML against the email clients, with Gmail's figure from the sample values and two sample campaigns. Nothing is stored. Super admins only; API keys are refused.",
  middleware: requireSuperAdmin,
  bodyLimit: TEMPLATE_BODY_LIMIT,
  request: jsonBody(CheckTemplateSchema, { html: "<table><tr><td><strong>{{full_name}}</strong><br>{{job_title}}</td></tr></table>" }),
  responses: { 200: json(TemplateCheckResponseSchema, "Findings"), ...errors(...guard, 413, 415) },
  "x-multiline": ["html"],
});
const template = createRoute({
  method: "get",
  path: "/{id}",
  summary: "A gallery template with its HTML and design",
  description: "A gallery template with its HTML and design, for the editor. Super admins only; API keys are refused.",
  middleware: requireSuperAdmin,
  request: { params },
  responses: { 200: json(GalleryTemplateResponseSchema, "The gallery template"), ...errors(...guard, 404) },
});
const save = createRoute({
  method: "put",
  path: "/{id}/content",
  summary:
    "Save a gallery template (no versions; copies accounts made keep theirs): the same pipeline as an account's template, what was removed reported",
  description:
    "Saves a gallery template through the same pipeline as a company's template (design to HTML, inlining, hosted images, sanitizing, removals reported). Gallery templates keep no versions; copies companies made keep theirs. Audit-logged. Super admins only; API keys are refused.",
  middleware: requireSuperAdmin,
  bodyLimit: TEMPLATE_BODY_LIMIT,
  // The same bound as an account's saves, per super admin (who may belong to no account).
  rateLimit: { ...RATE_LIMITS.templateSavePerAccount, per: "user", message: TEMPLATE_MESSAGES.tooManySaves },
  request: {
    params,
    ...jsonBody(SaveTemplateSchema, {
      html: "<table><tr><td><strong>{{full_name}}</strong><br>{{job_title}}</td></tr></table>",
      design: null,
      note: "",
    }),
  },
  responses: { 200: json(GallerySaveResponseSchema, "The saved gallery template"), ...errors(...guard, 404, 413, 415) },
  "x-multiline": ["html", ...Array.from({ length: DESIGN_LIMITS.blocks }, (_, i) => `design.blocks.${i}.text`)],
});

export const galleryEditorRoutes = createRouter("gallery")
  .openapi(previewData, (c) => c.json(galleryPreviewData(c.get("deps")), 200))
  .openapi(check, async (c) => c.json(await checkGalleryTemplate(c.get("deps"), c.req.valid("json").html), 200))
  .openapi(template, async (c) =>
    c.json({ template: await getGalleryTemplate(c.get("deps").db, c.req.valid("param").id, c.get("deps").config.baseUrl) }, 200),
  )
  .openapi(save, async (c) =>
    c.json(await saveGalleryTemplate(c.get("deps"), c.get("caller"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200),
  );
