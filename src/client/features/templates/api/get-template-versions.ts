// GET /api/templates/{id}/versions: every saved version, newest first.
import { api, call } from "../../../lib/api-client";

export async function fetchTemplateVersions(id: string) {
  return (await call(api.templates[":id"].versions.$get({ param: { id } }))).versions;
}
