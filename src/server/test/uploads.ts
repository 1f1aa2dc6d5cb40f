// An upload as the browser sends it: one multipart `file` field, to an upload route, as the
// signed-in caller (`cookie`).
import type { TestContext } from "./test-app";

export async function uploadFile(
  ctx: TestContext,
  cookie: string,
  path: string,
  data: Uint8Array | string,
  name = "image.png",
  type = "image/png",
) {
  const form = new FormData();
  form.append("file", new Blob([data as BlobPart], { type }), name);
  const res = await ctx.app.request(path, { method: "POST", body: form, headers: cookie ? { cookie } : {} });
  return { status: res.status, json: await res.json() };
}
