// POST /api/templates/{id}/versions/{number}/restore: that version's content as a new version.
import { api, call } from "../../../lib/api-client";

export async function restoreTemplateVersion(id: string, number: number) {
  return (await call(api.templates[":id"].versions[":number"].restore.$post({ param: { id, number: String(number) } }))).template;
}
