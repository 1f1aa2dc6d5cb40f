// GET /api/templates/{id}: one template with its HTML and design.
import { api, call } from "../../../lib/api-client";

export async function fetchTemplate(id: string) {
  return (await call(api.templates[":id"].$get({ param: { id } }))).template;
}
