// GET /api/templates/{id}/versions/{number}: one version's HTML and design.
import { api, call } from "../../../lib/api-client";

export async function fetchTemplateVersion(id: string, number: number) {
  return (await call(api.templates[":id"].versions[":number"].$get({ param: { id, number: String(number) } }))).version;
}
