import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { createCompany } from "../../test/factories";
import { accounts } from "../../db/schema";
import { measureUnmeasuredLogos } from "./set-company-logo";
import { forgetReads } from "../../lib/read-cache";

async function uploadLogo(ctx: TestContext, cookie: string, data: Uint8Array) {
  const form = new FormData();
  form.append("file", new Blob([data as BlobPart], { type: "image/png" }), "logo.png");
  const res = await ctx.app.request("/api/company/logo", { method: "POST", body: form, headers: { cookie } });
  return { status: res.status, json: await res.json() };
}

const png = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 4, background: "#1e40af" } })
      .png()
      .toBuffer(),
  );

/** The width and height attributes of the signature's logo image. */
function logoAttributes(html: string, logoUrl: string): { width: number; height: number } {
  const tag = html.match(new RegExp(`<img[^>]*src="[^"]*${logoUrl.replace(/[.]/g, "\\.")}"[^>]*>`))?.[0] ?? "";
  return { width: Number(tag.match(/\swidth="(\d+)"/)?.[1]), height: Number(tag.match(/\sheight="(\d+)"/)?.[1]) };
}

describeEachDatabase("logo size in signatures", (ctx) => {
  it("records an uploaded logo's pixel size and gives the signature's logo a height that keeps its shape", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Wide logo");
    const res = await uploadLogo(ctx(), admin.client.cookieHeader(), await png(600, 150));
    expect(res.status).toBe(200);
    const [row] = await ctx().deps.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(row).toMatchObject({ logoWidth: 600, logoHeight: 150 });

    const signature = await admin.client.get("/api/signature");
    expect(signature.status).toBe(200);
    const { width, height } = logoAttributes(signature.json.html, res.json.account.logoUrl);
    expect(width).toBeGreaterThan(0);
    expect(height).toBe(Math.round(width / 4));
  });

  it("measures logos stored before their size was recorded, once", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Old logo");
    const res = await uploadLogo(ctx(), admin.client.cookieHeader(), await png(300, 200));
    await ctx().deps.db.update(accounts).set({ logoWidth: null, logoHeight: null }).where(eq(accounts.id, accountId));
    forgetReads(ctx().deps.db);
    // Unmeasured: the template's own height stays.
    const before = logoAttributes((await admin.client.get("/api/signature")).json.html, res.json.account.logoUrl);
    expect(before.height).not.toBe(Math.round((before.width * 2) / 3));

    expect(await measureUnmeasuredLogos({ ...ctx().deps })).toBeGreaterThanOrEqual(1);
    const [row] = await ctx().deps.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(row).toMatchObject({ logoWidth: 300, logoHeight: 200 });
    expect(await measureUnmeasuredLogos({ ...ctx().deps })).toBe(0);
    forgetReads(ctx().deps.db);
    const after = logoAttributes((await admin.client.get("/api/signature")).json.html, res.json.account.logoUrl);
    expect(after.height).toBe(Math.round((after.width * 2) / 3));
  });

  it("removing the logo forgets its size", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Removed logo");
    await uploadLogo(ctx(), admin.client.cookieHeader(), await png(400, 100));
    expect((await admin.client.delete("/api/company/logo")).status).toBe(200);
    const [row] = await ctx().deps.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(row).toMatchObject({ logoUrl: null, logoWidth: null, logoHeight: null });
  });
});
