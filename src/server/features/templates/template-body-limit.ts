// Saving and checking a template send up to TEMPLATE_LIMITS.html characters (100,000),
// more than the API's 64 KB body limit: these routes (an account's and the gallery's) have their own. JSON may spend
// up to 6 bytes on one character (\u escapes), and data: images count too; the schema
// then refuses more than 100,000 characters with a message naming `html`.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { TEMPLATE_MESSAGES } from "../../../shared/templates/template-schema";

export const TEMPLATE_BODY_MAX_BYTES = 1024 * 1024;

/** The paths app.ts exempts from its general body limit. */
export const TEMPLATE_BODY_PATHS = /^\/api\/(?:admin\/)?templates\/(?:check|[0-9a-f-]{36}\/content)$/i;

export const templateBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: TEMPLATE_BODY_MAX_BYTES,
  onError: () => {
    throw new AppError(413, "payload_too_large", TEMPLATE_MESSAGES.htmlTooLong, { html: TEMPLATE_MESSAGES.htmlTooLong });
  },
});
