import { expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany, signUpUser } from "../../test/factories";
import { accounts, accountUsers, auditLog, users } from "../../db/schema";
import { LOGO_MESSAGES } from "../../../shared/company/company-schema";
import { bombPngHeader, PREFIXED_FILE_HREF_SVG, svgWrappingBigPng, TURBULENCE_SVG } from "../../test/image-bombs";

async function uploadLogo(ctx: TestContext, cookie: string, data: Uint8Array | string, name = "logo.png", type = "image/png") {
  const form = new FormData();
  form.append("file", new Blob([data as BlobPart], { type }), name);
  const res = await ctx.app.request("/api/company/logo", { method: "POST", body: form, headers: cookie ? { cookie } : {} });
  return { status: res.status, json: await res.json() };
}

const accountRow = async (ctx: TestContext, id: string) => (await ctx.deps.db.select().from(accounts).where(eq(accounts.id, id)))[0];
const entriesOf = (ctx: TestContext, accountId: string) => ctx.deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));

const SVG_LOGO =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#4f46e5"/><circle cx="20" cy="20" r="12" fill="#fff"/></svg>';

describeEachDatabase("company details and logo", (ctx) => {
  it("reads and changes the details: a scheme-less website gets https://, the change is audit-logged with before and after and the IP", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Details");
    expect((await admin.client.get("/api/company")).json.account.id).toBe(accountId);
    const res = await admin.client.request(
      "PUT",
      "/api/company",
      { name: "Renamed & Co. (EU)", website: "renamed.example", employeeCount: "42" },
      { "x-forwarded-for": "203.0.113.9" },
    );
    expect(res.status).toBe(200);
    expect(res.json.account).toMatchObject({ name: "Renamed & Co. (EU)", website: "https://renamed.example", employeeCount: 42 });
    expect((await admin.client.get("/api/me")).json.account.name).toBe("Renamed & Co. (EU)");
    const [entry] = await entriesOf(ctx(), accountId);
    expect(entry).toMatchObject({ action: "company.updated", actorUserId: admin.userId, actorEmail: admin.email, targetType: "account" });
    expect((entry.data as { changes: Record<string, unknown> }).changes).toMatchObject({
      website: [null, "https://renamed.example"],
      employeeCount: [null, 42],
    });
    expect(entry.ip).toBeTruthy();
  });

  it("names each bad field: company-name rules, website scheme, employee count range", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Bad");
    const before = await accountRow(ctx(), accountId);
    const res = await admin.client.request("PUT", "/api/company", { name: "Bad <Name>", website: "ftp://x.example", employeeCount: 0 });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({
      name: "Company name contains invalid characters",
      website: "Please enter a valid website address (e.g., https://example.com)",
      employeeCount: "Employee count must be a whole number from 1 to 1,000,000",
    });
    const empty = await admin.client.request("PUT", "/api/company", { name: "  ", employeeCount: 1_000_001 });
    expect(Object.keys(empty.json.error.fields).sort()).toEqual(["employeeCount", "name"]);
    expect(await accountRow(ctx(), accountId)).toEqual(before);
    expect(await entriesOf(ctx(), accountId)).toHaveLength(0);
  });

  it("changes the time zone to one of the list (audit-logged, shown by /api/me) and names a bad one", async () => {
    const { accountId, admin } = await createCompany(ctx());
    expect((await accountRow(ctx(), accountId)).timeZone).toBe("UTC");
    const res = await admin.client.request("PUT", "/api/company/time-zone", { timeZone: "America/New_York" });
    expect(res.status).toBe(200);
    expect(res.json.account.timeZone).toBe("America/New_York");
    expect((await admin.client.get("/api/me")).json.account.timeZone).toBe("America/New_York");
    const [entry] = await entriesOf(ctx(), accountId);
    expect(entry).toMatchObject({ action: "company.updated" });
    expect((entry.data as { changes: Record<string, unknown> }).changes).toEqual({ timeZone: ["UTC", "America/New_York"] });
    // Another spelling of a zone of the list is stored under the list's spelling.
    const utc = await admin.client.request("PUT", "/api/company/time-zone", { timeZone: "Etc/UTC" });
    expect(utc.json.account.timeZone).toBe("UTC");
    for (const bad of ["Mars/Olympus", "", "x".repeat(65), 42, null]) {
      const refused = await admin.client.request("PUT", "/api/company/time-zone", { timeZone: bad });
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.json.error.fields.timeZone, String(bad)).toMatch(/time zone/);
    }
    expect((await accountRow(ctx(), accountId)).timeZone).toBe("UTC");
  });

  it("a new company gets the browser's zone at sign-up and onboarding, UTC when unknown", async () => {
    const signUp = (email: string, time_zone: unknown) =>
      ctx().client().post("/api/session/sign-up", {
        email,
        password: "Test-password-1",
        confirmPassword: "Test-password-1",
        first_name: "Zoe",
        last_name: "Zone",
        company_name: "Zoned Co",
        acceptTerms: true,
        time_zone,
      });
    const zoneOf = async (email: string) =>
      (
        await ctx()
          .deps.db.select({ timeZone: accounts.timeZone })
          .from(accounts)
          .innerJoin(users, eq(users.email, email))
          .innerJoin(accountUsers, and(eq(accountUsers.userId, users.id), eq(accountUsers.accountId, accounts.id)))
      )[0]?.timeZone;
    expect((await signUp("zone-berlin@example.com", "Europe/Berlin")).status).toBe(201);
    expect(await zoneOf("zone-berlin@example.com")).toBe("Europe/Berlin");
    expect((await signUp("zone-mars@example.com", "Mars/Olympus")).status).toBe(201);
    expect(await zoneOf("zone-mars@example.com")).toBe("UTC");
    expect((await signUp("zone-none@example.com", undefined)).status).toBe(201);
    expect(await zoneOf("zone-none@example.com")).toBe("UTC");

    const { client } = await signUpUser(ctx());
    const onboarded = await client.post("/api/onboarding", {
      companyName: "Onboarded Co",
      office: { locationName: "Head office" },
      timeZone: "Australia/Sydney",
    });
    expect(onboarded.status, onboarded.text).toBe(201);
    expect((await client.get("/api/me")).json.account.timeZone).toBe("Australia/Sydney");
  });

  it("isolation: members 403, no session 401, another company's admin changes only their own company", async () => {
    const a = await createCompany(ctx(), "Iso A");
    const b = await createCompany(ctx(), "Iso B");
    const member = await addMember(ctx(), a.accountId);
    const before = await accountRow(ctx(), a.accountId);
    const body = { name: "Taken Over", website: null, employeeCount: null };
    expect((await member.client.get("/api/company")).status).toBe(403);
    expect((await member.client.request("PUT", "/api/company", body)).status).toBe(403);
    expect((await uploadLogo(ctx(), member.client.cookieHeader(), SVG_LOGO, "l.svg", "image/svg+xml")).status).toBe(403);
    expect((await member.client.delete("/api/company/logo")).status).toBe(403);
    expect((await member.client.request("DELETE", "/api/company", { confirmName: before.name })).status).toBe(403);
    expect((await member.client.request("PUT", "/api/company/time-zone", { timeZone: "Asia/Tokyo" })).status).toBe(403);
    const anonymous = ctx().client();
    expect((await anonymous.get("/api/company")).status).toBe(401);
    expect((await anonymous.request("PUT", "/api/company", body)).status).toBe(401);
    expect((await uploadLogo(ctx(), "", SVG_LOGO, "l.svg", "image/svg+xml")).status).toBe(401);
    expect((await anonymous.delete("/api/company/logo")).status).toBe(401);
    expect((await anonymous.request("DELETE", "/api/company", { confirmName: before.name })).status).toBe(401);
    expect((await anonymous.request("PUT", "/api/company/time-zone", { timeZone: "Asia/Tokyo" })).status).toBe(401);
    // B's admin can only ever reach B: the name of A does not delete A.
    expect((await b.admin.client.request("PUT", "/api/company", body)).status).toBe(200);
    expect((await b.admin.client.request("PUT", "/api/company/time-zone", { timeZone: "Asia/Tokyo" })).status).toBe(200);
    expect((await b.admin.client.request("DELETE", "/api/company", { confirmName: before.name })).status).toBe(400);
    expect(await accountRow(ctx(), a.accountId)).toEqual(before);
    expect(await entriesOf(ctx(), a.accountId)).toHaveLength(0);
  });

  it("rasterizes an SVG logo to a PNG at most 600 px wide and records the change", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Svg");
    const res = await uploadLogo(ctx(), admin.client.cookieHeader(), SVG_LOGO, "logo.svg", "image/svg+xml");
    expect(res.status).toBe(200);
    const url: string = res.json.account.logoUrl;
    expect(url).toMatch(/^\/files\/logos\/[0-9a-f-]+\.png$/);
    const served = await ctx().app.request(url);
    expect(served.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "png", width: 600, height: 200 });
    const [entry] = await entriesOf(ctx(), accountId);
    expect(entry.action).toBe("company.logo_changed");
    expect((entry.data as { changes: unknown }).changes).toEqual({ logoUrl: [null, url] });
    const removed = await admin.client.delete("/api/company/logo");
    expect(removed.json.account.logoUrl).toBeNull();
  });

  it("re-encodes raster logos: wide ones shrink to 600 px, small ones keep their size, JPEG stays JPEG", async () => {
    const { admin } = await createCompany(ctx(), "Raster");
    const cookie = admin.client.cookieHeader();
    const wide = await sharp({ create: { width: 1800, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .webp()
      .toBuffer();
    const res = await uploadLogo(ctx(), cookie, new Uint8Array(wide), "logo.png", "image/png");
    expect(res.status).toBe(200);
    const stored = await ctx().deps.storage.read(res.json.account.logoUrl);
    expect(await sharp(stored!).metadata()).toMatchObject({ format: "png", width: 600, height: 200 });
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: { r: 9, g: 99, b: 199 } } })
      .jpeg()
      .toBuffer();
    const small = await uploadLogo(ctx(), cookie, new Uint8Array(jpeg), "logo.jpg", "image/jpeg");
    expect(small.json.account.logoUrl).toMatch(/\.jpg$/);
    expect(await sharp((await ctx().deps.storage.read(small.json.account.logoUrl))!).metadata()).toMatchObject({
      format: "jpeg",
      width: 300,
    });
  });

  it("refuses with a clear 4xx and stores nothing: a non-image, an SVG with script or external references, a decompression bomb, 6 MB, no file", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Refuse");
    const cookie = admin.client.cookieHeader();
    const cases: [Uint8Array | string, number, string][] = [
      ["just some text", 415, LOGO_MESSAGES.badType],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 415, LOGO_MESSAGES.unsafeSvg],
      ['<svg xmlns="http://www.w3.org/2000/svg"><rect onload="alert(1)" width="9" height="9"/></svg>', 415, LOGO_MESSAGES.unsafeSvg],
      [
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://evil.example/x.png" width="9" height="9"/></svg>',
        415,
        LOGO_MESSAGES.unsafeSvg,
      ],
      [
        '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.example/p)" width="9" height="9"/></svg>',
        415,
        LOGO_MESSAGES.unsafeSvg,
      ],
      [
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg"><text>&a;</text></svg>',
        415,
        LOGO_MESSAGES.unsafeSvg,
      ],
      [bombPngHeader(), 413, LOGO_MESSAGES.tooManyPixels],
      [new Uint8Array(6 * 1024 * 1024).fill(7), 413, LOGO_MESSAGES.tooLarge],
    ];
    for (const [data, status, message] of cases) {
      const res = await uploadLogo(ctx(), cookie, data, "logo.svg", "image/svg+xml");
      expect([res.status, res.json.error.fields?.file]).toEqual([status, expect.stringContaining(message)]);
    }
    const form = new FormData();
    const missing = await ctx().app.request("/api/company/logo", { method: "POST", body: form, headers: { cookie } });
    expect(missing.status).toBe(400);
    expect((await accountRow(ctx(), accountId)).logoUrl).toBeNull();
    expect(await entriesOf(ctx(), accountId)).toHaveLength(0);
  });

  it("refuses SVG image bombs before drawing them, saying why, and stores nothing", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Bombs");
    const put = vi.spyOn(ctx().deps.storage, "put");
    const cases: [string, string][] = [
      [svgWrappingBigPng(), "This one has <image>."],
      [TURBULENCE_SVG, "This one has <filter>."],
      [PREFIXED_FILE_HREF_SVG, 'This one has x1:href="file:///etc/passwd#a".'],
    ];
    try {
      for (const [svg, found] of cases) {
        const res = await uploadLogo(ctx(), admin.client.cookieHeader(), svg, "logo.svg", "image/svg+xml");
        expect([res.status, res.json.error.fields?.file]).toEqual([415, `${LOGO_MESSAGES.unsafeSvg} ${found}`]);
      }
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
    expect((await accountRow(ctx(), accountId)).logoUrl).toBeNull();
  });

  it("draws a tall SVG at the stored size, not the declared one", async () => {
    const { admin } = await createCompany(ctx(), "Tall");
    const tall = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="4000"><rect width="600" height="4000" fill="#0af"/></svg>';
    const res = await uploadLogo(ctx(), admin.client.cookieHeader(), tall, "logo.svg", "image/svg+xml");
    expect(res.status).toBe(200);
    const stored = await ctx().deps.storage.read(res.json.account.logoUrl);
    expect(await sharp(stored!).metadata()).toMatchObject({ format: "png", width: 90, height: 600 });
  });
});
