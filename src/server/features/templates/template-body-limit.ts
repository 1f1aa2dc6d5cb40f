// Saving and checking a template send up to TEMPLATE_LIMITS.html characters (100,000),
// more than the API's 64 KB body limit: these routes (an account's and the gallery's) declare
// this one. JSON may spend up to 6 bytes on one character (\u escapes), and data: images
// count too; the schema then refuses more than 100,000 characters with a message naming `html`.
import type { BodyLimit } from "../../lib/route-rules";
import { TEMPLATE_MESSAGES } from "../../../shared/templates/template-schema";

export const TEMPLATE_BODY_LIMIT: BodyLimit = {
  bytes: 1024 * 1024,
  code: "payload_too_large",
  message: TEMPLATE_MESSAGES.htmlTooLong,
  field: "html",
};
