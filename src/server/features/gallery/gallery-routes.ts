// The super admin's template gallery: list with previews, add, retire, restore, reorder.
// Editing a gallery template with the template editor: gallery-editor-routes.ts.
import { requireSuperAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { GalleryOrderSchema, GalleryTemplateSchema } from "../../../shared/gallery/gallery-schema";
import { GalleryCreatedResponseSchema, GalleryListResponseSchema } from "../../../shared/gallery/gallery-responses";
import { OkSchema } from "../../../shared/errors/error-response";
import { addGalleryTemplate, findGallery, reorderGallery, setGalleryRetired } from "./gallery";

const middleware = requireSuperAdmin;
const guard = GUARD_ERRORS.superAdmin;
const galleryParams = idParams("Template");

const gallery = createRoute({
  method: "get",
  path: "/templates",
  cache: "shared",
  summary: "The template gallery in its order, retired ones included, with previews",
  description:
    "The gallery's templates in their order, retired ones included, each with a preview. Super admins only; API keys are refused.",
  middleware,
  responses: { 200: json(GalleryListResponseSchema, "Gallery"), ...errors(...guard) },
});
const addTemplate = createRoute({
  method: "post",
  path: "/templates",
  summary: "Add a gallery template (sanitized; what was removed is listed)",
  description:
    "Adds a template to the gallery from HTML (sanitized; what was removed is listed). Companies can start from it at once. Audit-logged. Super admins only; API keys are refused.",
  middleware,
  request: jsonBody(GalleryTemplateSchema, {
    name: "Minimal",
    description: "Name, title and phone in one column",
    html: "<table><tr><td><strong>{{full_name}}</strong><br>{{job_title}}</td></tr></table>",
  }),
  responses: { 201: json(GalleryCreatedResponseSchema, "Added"), ...errors(...guard, 415) },
  "x-multiline": ["html", "description"],
});
const retireTemplate = createRoute({
  method: "post",
  path: "/templates/{id}/retire",
  summary: "Retire a gallery template: hidden from new picks, copies stay",
  description:
    "Retires a gallery template: new templates can't start from it; copies companies made stay. Audit-logged. Super admins only; API keys are refused.",
  middleware,
  request: { params: galleryParams },
  responses: { 200: json(OkSchema, "Retired"), ...errors(...guard, 404) },
});
const restoreTemplate = createRoute({
  method: "post",
  path: "/templates/{id}/restore",
  summary: "Offer a retired gallery template again",
  description: "Offers a retired gallery template again. Audit-logged. Super admins only; API keys are refused.",
  middleware,
  request: { params: galleryParams },
  responses: { 200: json(OkSchema, "Restored"), ...errors(...guard, 404) },
});
const orderTemplates = createRoute({
  method: "put",
  path: "/templates/order",
  summary: "Reorder the gallery (template ids in their new order, each once)",
  description:
    "Puts the gallery in a new order: template ids, each once. Templates left out (such as one added since the list was read) follow the listed ones in their present order. Audit-logged. Super admins only; API keys are refused.",
  middleware,
  request: jsonBody(GalleryOrderSchema, { ids: ["3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f", "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"] }),
  responses: { 200: json(OkSchema, "Reordered"), ...errors(...guard, 415) },
});

export const galleryRoutes = createRouter("gallery")
  .openapi(gallery, async (c) => {
    const { db, config } = c.get("deps");
    return c.json({ templates: await findGallery(db, config.baseUrl) }, 200);
  })
  .openapi(addTemplate, async (c) =>
    c.json(await addGalleryTemplate(c.get("deps").db, c.get("caller"), c.req.valid("json"), c.get("deps").config.baseUrl), 201),
  )
  .openapi(retireTemplate, async (c) => {
    await setGalleryRetired(c.get("deps").db, c.get("caller"), { id: c.req.valid("param").id, retired: true });
    return c.json({ ok: true as const }, 200);
  })
  .openapi(restoreTemplate, async (c) => {
    await setGalleryRetired(c.get("deps").db, c.get("caller"), { id: c.req.valid("param").id, retired: false });
    return c.json({ ok: true as const }, 200);
  })
  .openapi(orderTemplates, async (c) => {
    await reorderGallery(c.get("deps").db, c.get("caller"), c.req.valid("json"));
    return c.json({ ok: true as const }, 200);
  });
