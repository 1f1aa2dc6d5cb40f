// The super admin's template gallery: list with previews, add, retire, restore, reorder.
// Editing a gallery template with the template editor: gallery-editor-routes.ts.
import { createRoute } from "@hono/zod-openapi";
import { requireSuperAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { GalleryOrderSchema, GalleryTemplateSchema } from "../../../shared/gallery/gallery-schema";
import { GalleryCreatedResponseSchema, GalleryListResponseSchema } from "../../../shared/gallery/gallery-responses";
import { OkSchema } from "../../../shared/errors/error-response";
import { addGalleryTemplate, findGallery, reorderGallery, setGalleryRetired } from "./gallery";

const tags = ["Super admin"];
const middleware = requireSuperAdmin;
const guard = GUARD_ERRORS.superAdmin;
const galleryParams = idParams("Template");

const gallery = createRoute({
  method: "get",
  path: "/templates",
  cache: "shared",
  tags,
  summary: "The template gallery in its order, retired ones included, with previews",
  middleware,
  responses: { 200: json(GalleryListResponseSchema, "Gallery"), ...errors(...guard) },
});
const addTemplate = createRoute({
  method: "post",
  path: "/templates",
  tags,
  summary: "Add a gallery template (sanitized; what was removed is listed)",
  middleware,
  request: jsonBody(GalleryTemplateSchema),
  responses: { 201: json(GalleryCreatedResponseSchema, "Added"), ...errors(...guard, 415) },
  "x-multiline": ["html", "description"],
});
const retireTemplate = createRoute({
  method: "post",
  path: "/templates/{id}/retire",
  tags,
  summary: "Retire a gallery template: hidden from new picks, copies stay",
  middleware,
  request: { params: galleryParams },
  responses: { 200: json(OkSchema, "Retired"), ...errors(...guard, 404) },
});
const restoreTemplate = createRoute({
  method: "post",
  path: "/templates/{id}/restore",
  tags,
  summary: "Offer a retired gallery template again",
  middleware,
  request: { params: galleryParams },
  responses: { 200: json(OkSchema, "Restored"), ...errors(...guard, 404) },
});
const orderTemplates = createRoute({
  method: "put",
  path: "/templates/order",
  tags,
  summary: "Reorder the gallery (every template id once, in the new order)",
  middleware,
  request: jsonBody(GalleryOrderSchema),
  responses: { 200: json(OkSchema, "Reordered"), ...errors(...guard, 415) },
});

export const galleryRoutes = createRouter()
  .openapi(gallery, async (c) => {
    const { db, config } = c.var.deps;
    return c.json({ templates: await findGallery(db, config.baseUrl) }, 200);
  })
  .openapi(addTemplate, async (c) =>
    c.json(await addGalleryTemplate(c.var.deps.db, c.var.caller, c.req.valid("json"), c.var.deps.config.baseUrl), 201),
  )
  .openapi(retireTemplate, async (c) => {
    await setGalleryRetired(c.var.deps.db, c.var.caller, { id: c.req.valid("param").id, retired: true });
    return c.json({ ok: true as const }, 200);
  })
  .openapi(restoreTemplate, async (c) => {
    await setGalleryRetired(c.var.deps.db, c.var.caller, { id: c.req.valid("param").id, retired: false });
    return c.json({ ok: true as const }, 200);
  })
  .openapi(orderTemplates, async (c) => {
    await reorderGallery(c.var.deps.db, c.var.caller, c.req.valid("json"));
    return c.json({ ok: true as const }, 200);
  });
