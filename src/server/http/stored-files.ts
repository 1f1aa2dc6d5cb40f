// GET /files/*: an uploaded image from storage, cached for good (a changed file gets a new name).
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../context";

export function storedFile(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    const data = await deps.storage.read(c.req.path);
    if (!data) return c.notFound();
    const type = c.req.path.endsWith(".png") ? "image/png" : c.req.path.endsWith(".gif") ? "image/gif" : "image/jpeg";
    return c.body(data as Uint8Array<ArrayBuffer>, 200, {
      "content-type": type,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
  };
}
