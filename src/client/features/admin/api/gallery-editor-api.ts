// The super admin's gallery template in the template editor: /api/admin/templates/{id},
// its save, the check and the sample preview data. app/pages/gallery-editor-source.ts
// hands these to the templates feature's editor.
import { api, call } from "../../../lib/api-client";
import type { SaveTemplateInput } from "../../../../shared/templates/template-schema";
import { galleryKey } from "./admin-api";

export const galleryTemplateKey = (id: string) => [...galleryKey, id] as const;

export async function fetchGalleryTemplate(id: string) {
  return (await call(api.admin.templates[":id"].$get({ param: { id } }))).template;
}

export function saveGalleryTemplate(id: string, json: SaveTemplateInput) {
  return call(api.admin.templates[":id"].content.$put({ param: { id }, json }));
}

export function checkGalleryTemplate(html: string) {
  return call(api.admin.templates.check.$post({ json: { html } }));
}

export function fetchGalleryPreviewData() {
  return call(api.admin.templates["preview-data"].$get());
}
