import { badRequest } from "../../lib/errors";

const REF = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[?_&#].*)?$/i;
const MESSAGE = "template must be a template id, optionally followed by a ?t= or _ suffix";

/**
 * The preview reloads with "<templateId>?t=<timestamp>" (or "_<timestamp>") so no
 * cache serves the old render; the suffix is removed before the lookup.
 */
export function stripTemplateRef(ref: string): string {
  const match = REF.exec(ref.trim());
  if (!match) throw badRequest(MESSAGE, { template: MESSAGE });
  return match[1].toLowerCase();
}
