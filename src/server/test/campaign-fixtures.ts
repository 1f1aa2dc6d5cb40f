// What the campaign and tracking tests share: a valid campaign body, creating one, a banner
// upload, and the tracking tokens of a rendered signature.
import sharp from "sharp";
import type { TestContext } from "./test-app";
import { CAMPAIGN_CONTENT_EXAMPLE } from "../../shared/campaigns/campaign-example";

export const DAY = 86_400_000;
export const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";

export const local = (ms: number) => new Date(ms).toISOString().slice(0, 16); // UTC wall clock

export function body(values: Record<string, unknown> = {}) {
  return {
    ...CAMPAIGN_CONTENT_EXAMPLE,
    departmentIds: [],
    isRequired: false,
    ...values,
  };
}

export async function create(
  ctx: TestContext,
  client: TestContext["client"] extends () => infer C ? C : never,
  values: Record<string, unknown> = {},
) {
  const res = await client.post("/api/campaigns", body(values));
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${res.text}`);
  void ctx;
  return res.json.campaign as { id: string; status: string; [key: string]: unknown };
}

export async function png(width: number, height: number) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 80, b: 200 } } })
      .png()
      .toBuffer(),
  );
}

export async function uploadBanner(ctx: TestContext, cookie: string, data: Uint8Array | string, name = "banner.png") {
  const form = new FormData();
  form.append("file", new Blob([data as BlobPart], { type: "image/png" }), name);
  const res = await ctx.app.request("/api/campaigns/banner", { method: "POST", body: form, headers: { cookie } });
  return { status: res.status, json: await res.json() };
}

export function tokensIn(html: string) {
  const clicks = [...html.matchAll(/href="[^"]*\/r\/([A-Za-z0-9_-]+)"/g)].map((m) => m[1]);
  const images = [...html.matchAll(/src="[^"]*\/i\/([A-Za-z0-9_-]+)"/g)].map((m) => m[1]);
  return { clicks, images };
}

/** Node's bindings for `app.request`: the request comes from this address (clientIp reads it). */
export const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
