// The one reader of an uploaded file: the multipart field `file` of the request body. Its
// route declares `bodyLimit: uploadLimit(...)` (route-rules.ts), so the body is refused with
// the route's 413 message before it is read past that size; the file's own size and format
// are checked by the feature afterwards (lib/images.ts).
import type { Context } from "hono";
import { badRequest } from "./errors";

export const UPLOAD_FIELD = "file";

/** The uploaded file's bytes; 400 naming `file` with `messages.missing` when there is none. */
export async function readUpload(c: Context, messages: { missing: string }): Promise<Uint8Array> {
  const missing = () => badRequest(messages.missing, { [UPLOAD_FIELD]: messages.missing });
  const body = await c.req.parseBody().catch(() => {
    throw missing();
  });
  const file = body[UPLOAD_FIELD];
  if (!(file instanceof File) || file.size === 0) throw missing();
  return new Uint8Array(await file.arrayBuffer());
}

/** The request body of an upload route in the OpenAPI document: one file of at most `maxBytes`. */
export const uploadBody = (maxBytes: number) => ({
  body: {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object" as const,
          required: [UPLOAD_FIELD],
          properties: { [UPLOAD_FIELD]: { type: "string" as const, format: "binary", maxLength: maxBytes } },
        },
      },
    },
  },
});
