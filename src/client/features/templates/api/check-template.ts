// POST /api/templates/check: the email-client check of unsaved HTML.
import { api, call } from "../../../lib/api-client";

export async function checkTemplate(html: string) {
  return call(api.templates.check.$post({ json: { html } }));
}
