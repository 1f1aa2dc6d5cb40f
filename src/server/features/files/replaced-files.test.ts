// A replaced (or removed) company logo or profile photo is deleted once nothing points to it:
// right away when nothing does, else kept while a stored signature (or its reply version), a
// template or another row shows it, and deleted by the daily clean-up once none does.
import { expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { describeEachDatabase, TEST_BASE_URL, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { png } from "../../test/campaign-fixtures";
import { uploadFile } from "../../test/uploads";
import { storedFiles, userSignatures } from "../../db/schema";
import { cleanStoredFiles } from "./clean-stored-files";

type Caller = { client: { cookieHeader(): string } };

async function newLogo(ctx: TestContext, admin: Caller, width: number) {
  const res = await uploadFile(ctx, admin.client.cookieHeader(), "/api/company/logo", await png(width, 40));
  expect(res.status).toBe(200);
  return res.json.account.logoUrl as string;
}

async function newPhoto(ctx: TestContext, member: Caller, width: number) {
  const res = await uploadFile(ctx, member.client.cookieHeader(), "/api/profile/photo", await png(width, width));
  expect(res.status).toBe(200);
  return res.json.profile.photoUrl as string;
}

/** Whether the file is still there: its row and its bytes served. */
async function isStored(ctx: TestContext, path: string) {
  const rows = await ctx.deps.db.select({ path: storedFiles.path }).from(storedFiles).where(eq(storedFiles.path, path));
  const status = (await ctx.app.request(path)).status;
  expect(status === 200).toBe(rows.length === 1);
  return rows.length === 1;
}

/** As if uploaded two days ago, so the daily clean-up's grace period is over. */
const age = (ctx: TestContext, paths: string[]) =>
  ctx.deps.db
    .update(storedFiles)
    .set({ createdAt: sql`now() - interval '48 hours'` })
    .where(inArray(storedFiles.path, paths));

describeEachDatabase("replaced logos and photos", (ctx) => {
  it("deletes a replaced or removed logo nothing points to, and keeps the one in use", async () => {
    const { admin } = await createCompany(ctx(), "Rebrand");
    const first = await newLogo(ctx(), admin, 120);
    const second = await newLogo(ctx(), admin, 140);
    expect(await isStored(ctx(), first)).toBe(false);
    expect(await isStored(ctx(), second)).toBe(true);
    expect((await admin.client.delete("/api/company/logo")).status).toBe(200);
    expect(await isStored(ctx(), second)).toBe(false);
  });

  it("keeps a replaced logo while a member's stored signature shows it, and the clean-up deletes it once none does", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Deployed");
    const member = await addMember(ctx(), accountId);
    const old = await newLogo(ctx(), admin, 120);
    const [signature] = await ctx()
      .deps.db.insert(userSignatures)
      .values({ userId: member.userId, accountId, htmlContent: `<p>Jo</p><img src="${TEST_BASE_URL}${old}" width="120" alt="">` })
      .returning();
    const current = await newLogo(ctx(), admin, 140);
    expect(await isStored(ctx(), old)).toBe(true);
    await age(ctx(), [old, current]);
    await cleanStoredFiles(ctx().deps);
    expect(await isStored(ctx(), old)).toBe(true);
    // Deployed again: the signature shows the new logo; its reply version still the old one.
    await ctx()
      .deps.db.update(userSignatures)
      .set({ htmlContent: `<img src="${TEST_BASE_URL}${current}" alt="">`, replyHtmlContent: `<img src="${TEST_BASE_URL}${old}" alt="">` })
      .where(eq(userSignatures.id, signature.id));
    await cleanStoredFiles(ctx().deps);
    expect(await isStored(ctx(), old)).toBe(true);
    await ctx().deps.db.update(userSignatures).set({ replyHtmlContent: null }).where(eq(userSignatures.id, signature.id));
    expect((await cleanStoredFiles(ctx().deps)).deleted).toEqual([old]);
    expect(await isStored(ctx(), old)).toBe(false);
    expect(await isStored(ctx(), current)).toBe(true);
  });

  it("keeps a replaced logo a template points to", async () => {
    const { admin } = await createCompany(ctx(), "Templated");
    const old = await newLogo(ctx(), admin, 120);
    const template = await admin.client.post("/api/templates", { name: "With the logo" });
    expect(template.status).toBe(201);
    const saved = await admin.client.request("PUT", `/api/templates/${template.json.template.id}/content`, {
      html: `<p>{{full_name}}</p><img src="${TEST_BASE_URL}${old}" width="120" alt="Logo">`,
      design: null,
      note: "",
    });
    expect(saved.status).toBe(200);
    expect(saved.json.template.html).toContain(old);
    await newLogo(ctx(), admin, 140);
    await age(ctx(), [old]);
    await cleanStoredFiles(ctx().deps);
    expect(await isStored(ctx(), old)).toBe(true);
  });

  it("deletes a replaced or removed photo nothing points to; keeps one a stored signature shows", async () => {
    const { accountId } = await createCompany(ctx(), "Portraits");
    const member = await addMember(ctx(), accountId);
    const first = await newPhoto(ctx(), member, 80);
    const second = await newPhoto(ctx(), member, 90);
    expect(await isStored(ctx(), first)).toBe(false);
    await ctx()
      .deps.db.insert(userSignatures)
      .values({ userId: member.userId, accountId, htmlContent: `<img src="${TEST_BASE_URL}${second}" alt="">` });
    const third = await newPhoto(ctx(), member, 100);
    expect(await isStored(ctx(), second)).toBe(true);
    expect((await member.client.delete("/api/profile/photo")).status).toBe(200);
    expect(await isStored(ctx(), third)).toBe(false);
    expect(await isStored(ctx(), second)).toBe(true);
  });
});
