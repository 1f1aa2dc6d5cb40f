// PUT /api/templates/{id}/content: a save (sanitized, styles inlined, images hosted), which keeps a version.
import { api, call } from "../../../lib/api-client";
import type { SaveTemplateInput } from "../../../../shared/templates/template-schema";

export async function saveTemplateContent(id: string, input: SaveTemplateInput) {
  return call(api.templates[":id"].content.$put({ param: { id }, json: input }));
}
