import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { companyOffices, departments, profiles, users } from "../../db/schema";
import { PHOTO_MESSAGES } from "../../../shared/profiles/photo-rules";
import { PROFILE_MESSAGES } from "../../../shared/profiles/profile-schema";

const VALID = {
  firstName: "Ana",
  lastName: "Silva",
  jobTitle: "Designer",
  personalPhone: "+351 912 345 678",
  officeId: null,
  departmentId: null,
  linkedinUrl: "linkedin.com/in/ana",
};

async function upload(ctx: TestContext, cookie: string, data: Uint8Array | string, name = "photo.png", type = "image/png") {
  const form = new FormData();
  form.append("file", new Blob([data as BlobPart], { type }), name);
  const res = await ctx.app.request("/api/profile/photo", { method: "POST", body: form, headers: { cookie } });
  return { status: res.status, json: await res.json() };
}

const image = (format: "png" | "jpeg" | "webp" | "gif", width = 400, height = 300, alpha = false) =>
  sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 200, g: 30, b: 30, alpha: 0.5 } : { r: 30, g: 90, b: 200 } },
  })
    .toFormat(format)
    .toBuffer();

describeEachDatabase("profile", (ctx) => {
  it("reads and saves the member's own profile; a scheme-less LinkedIn URL gets https://", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const [office] = await ctx().deps.db.insert(companyOffices).values({ accountId, locationName: "Porto" }).returning();
    const [dept] = await ctx().deps.db.insert(departments).values({ accountId, name: "Design" }).returning();
    const res = await admin.client.request("PUT", "/api/profile", { ...VALID, officeId: office.id, departmentId: dept.id });
    expect(res.status).toBe(200);
    expect(res.json.profile).toMatchObject({
      firstName: "Ana",
      lastName: "Silva",
      officeId: office.id,
      departmentId: dept.id,
      linkedinUrl: "https://linkedin.com/in/ana",
    });
    expect((await admin.client.get("/api/profile")).json.profile.jobTitle).toBe("Designer");
    const [user] = await ctx().deps.db.select().from(users).where(eq(users.id, admin.userId));
    expect(user.name).toBe("Ana Silva");
    // Empty optional fields are cleared, not stored as "".
    const cleared = await admin.client.request("PUT", "/api/profile", {
      firstName: "Ana",
      lastName: "Silva",
      jobTitle: "",
      personalPhone: " ",
      linkedinUrl: "",
    });
    expect(cleared.json.profile).toMatchObject({
      jobTitle: null,
      personalPhone: null,
      linkedinUrl: null,
      officeId: null,
      departmentId: null,
    });
  });

  it("names every invalid field in a 400", async () => {
    const { admin } = await createCompany(ctx());
    const res = await admin.client.request("PUT", "/api/profile", {
      firstName: "",
      lastName: "X".repeat(51),
      jobTitle: "<b>Boss</b>",
      personalPhone: "call me",
      officeId: "not-an-id",
      departmentId: 42,
      linkedinUrl: "javascript:alert(1)",
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({
      firstName: "This field is required",
      lastName: "Name must be less than 50 characters",
      jobTitle: PROFILE_MESSAGES.jobTitleInvalid,
      personalPhone: PROFILE_MESSAGES.phoneInvalid,
      officeId: PROFILE_MESSAGES.officeInvalid,
      departmentId: PROFILE_MESSAGES.departmentInvalid,
      linkedinUrl: PROFILE_MESSAGES.linkedinScheme,
    });
    const names = await admin.client.request("PUT", "/api/profile", {
      ...VALID,
      firstName: "R2-D2",
      linkedinUrl: "https://example.com/me",
    });
    expect(names.json.error.fields).toEqual({
      firstName: "Name can only contain letters, spaces, hyphens, apostrophes and periods",
      linkedinUrl: PROFILE_MESSAGES.linkedinInvalid,
    });
    expect((await admin.client.request("PUT", "/api/profile", "{oops", { "content-type": "application/json" })).status).toBe(400);
  });

  it("refuses another account's office or department (400, field named) and changes nothing", async () => {
    const a = await createCompany(ctx(), "Alpha");
    const b = await createCompany(ctx(), "Beta");
    const [office] = await ctx().deps.db.insert(companyOffices).values({ accountId: b.accountId, locationName: "Theirs" }).returning();
    const [dept] = await ctx().deps.db.insert(departments).values({ accountId: b.accountId, name: "Theirs" }).returning();
    const res = await a.admin.client.request("PUT", "/api/profile", { ...VALID, officeId: office.id, departmentId: dept.id });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ officeId: PROFILE_MESSAGES.officeInvalid, departmentId: PROFILE_MESSAGES.departmentInvalid });
    const [row] = await ctx().deps.db.select().from(profiles).where(eq(profiles.id, a.admin.userId));
    expect(row.firstName).toBe("Test");
  });

  it("lists only the caller's account's departments", async () => {
    const a = await createCompany(ctx(), "Alpha");
    const b = await createCompany(ctx(), "Beta");
    await ctx()
      .deps.db.insert(departments)
      .values([
        { accountId: a.accountId, name: "Sales" },
        { accountId: a.accountId, name: "Engineering" },
        { accountId: b.accountId, name: "Secret" },
      ]);
    const member = await addMember(ctx(), a.accountId);
    const res = await member.client.get("/api/departments");
    expect(res.status).toBe(200);
    expect(res.json.departments.map((d: { name: string }) => d.name)).toEqual(["Engineering", "Sales"]);
    expect((await ctx().client().get("/api/departments")).status).toBe(401);
  });

  it("stores an uploaded photo as a 192 px square, served under /files/photos/", async () => {
    const { admin } = await createCompany(ctx());
    const cookie = admin.client.cookieHeader();
    for (const [format, alpha, expected] of [
      ["jpeg", false, "jpeg"],
      ["png", true, "png"],
      ["webp", false, "jpeg"],
      ["gif", false, "jpeg"],
    ] as const) {
      const res = await upload(ctx(), cookie, await image(format, 640, 360, alpha), `me.${format}`, `image/${format}`);
      expect(res.status, format).toBe(200);
      const url: string = res.json.profile.photoUrl;
      expect(url).toMatch(/^\/files\/photos\/[0-9a-f-]+\.(png|jpg)$/);
      const served = await ctx().app.request(url);
      expect(served.status).toBe(200);
      // Mail clients and the sandboxed preview load it from other origins.
      expect(served.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: expected, width: 192, height: 192 });
    }
    const removed = await admin.client.delete("/api/profile/photo");
    expect(removed.json.profile.photoUrl).toBeNull();
  });

  it("refuses a photo over 5 MB (413), a non-image or SVG (415), a corrupt image (415) and a missing file (400)", async () => {
    const { admin } = await createCompany(ctx());
    const cookie = admin.client.cookieHeader();
    const huge = new Uint8Array(5 * 1024 * 1024 + 10);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await upload(ctx(), cookie, huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.error.message).toBe(PHOTO_MESSAGES.tooLarge);

    const text = await upload(ctx(), cookie, "just text", "photo.png", "image/png");
    expect(text.status).toBe(415);
    expect(text.json.error.message).toBe(PHOTO_MESSAGES.badType);
    const svg = await upload(
      ctx(),
      cookie,
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "a.svg",
      "image/svg+xml",
    );
    expect(svg.status).toBe(415);

    const png = await image("png");
    const corrupt = await upload(ctx(), cookie, png.subarray(0, 60));
    expect(corrupt.status).toBe(415);
    expect(corrupt.json.error.message).toBe(PHOTO_MESSAGES.unreadable);

    const form = new FormData();
    form.append("other", "x");
    const missing = await ctx().app.request("/api/profile/photo", { method: "POST", body: form, headers: { cookie } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields.file).toBe(PHOTO_MESSAGES.missing);
    const [row] = await ctx().deps.db.select().from(profiles).where(eq(profiles.id, admin.userId));
    expect(row.photoUrl).toBeNull();
  });

  it("needs a signed-in member", async () => {
    const anonymous = ctx().client();
    expect((await anonymous.get("/api/profile")).status).toBe(401);
    expect((await anonymous.request("PUT", "/api/profile", VALID)).status).toBe(401);
    expect((await upload(ctx(), "", await image("png"))).status).toBe(401);
  });
});
