import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase, TEST_BASE_URL, type TestContext } from "../../test/test-app";
import { addMember, createCompany, signUpUser } from "../../test/factories";
import { companyOffices, companyTemplates, departments, profiles, templateDepartments, userSignatures } from "../../db/schema";
import { SIGNATURE_PAGE_TEXT } from "../../../shared/messages";
import { ensureSignature } from "./ensure-signature";

async function activeSignatures(ctx: TestContext, userId: string) {
  return ctx.deps.db
    .select()
    .from(userSignatures)
    .where(and(eq(userSignatures.userId, userId), eq(userSignatures.isActive, true)));
}

async function defaultTemplateOf(ctx: TestContext, accountId: string) {
  const [row] = await ctx.deps.db
    .select()
    .from(companyTemplates)
    .where(and(eq(companyTemplates.accountId, accountId), eq(companyTemplates.isDefault, true)));
  return row;
}

describeEachDatabase("signature: ensure, render, copy", (ctx) => {
  it("ensure creates one active signature with the default template's html", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const res = await admin.client.post("/api/signature/ensure");
    expect(res.status).toBe(200);
    const template = await defaultTemplateOf(ctx(), accountId);
    expect(res.json.signature.templateId).toBe(template.id);
    const rows = await activeSignatures(ctx(), admin.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountId, templateId: template.id, htmlContent: template.htmlContent, isActive: true });
    // Ensuring again is a no-op.
    await admin.client.post("/api/signature/ensure");
    expect(await activeSignatures(ctx(), admin.userId)).toHaveLength(1);
  });

  it("two racing ensures create exactly one active signature", async () => {
    const { admin } = await createCompany(ctx());
    const answers = await Promise.all([admin.client.post("/api/signature/ensure"), admin.client.post("/api/signature/ensure")]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0].json.signature.id).toBe(answers[1].json.signature.id);
    expect(await activeSignatures(ctx(), admin.userId)).toHaveLength(1);
  });

  it("many concurrent ensures through the service still leave one row", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const results = await Promise.all(
      Array.from({ length: 8 }, () => ensureSignature(ctx().deps.db, { accountId, userId: admin.userId, role: "admin" })),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await activeSignatures(ctx(), admin.userId)).toHaveLength(1);
  });

  it("uses the member's department template over the default, and follows a department change", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const [dept] = await ctx().deps.db.insert(departments).values({ accountId, name: "Sales" }).returning();
    const [special] = await ctx()
      .deps.db.insert(companyTemplates)
      .values({ accountId, name: "Sales", htmlContent: "<p>Sales: {{full_name}}</p>" })
      .returning();
    await ctx().deps.db.insert(templateDepartments).values({ templateId: special.id, departmentId: dept.id });
    const first = await admin.client.post("/api/signature/ensure");
    expect(first.json.signature.templateId).toBe((await defaultTemplateOf(ctx(), accountId)).id);

    await ctx().deps.db.update(profiles).set({ departmentId: dept.id }).where(eq(profiles.id, admin.userId));
    const second = await admin.client.post("/api/signature/ensure");
    expect(second.json.signature.templateId).toBe(special.id);
    const rows = await activeSignatures(ctx(), admin.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0].htmlContent).toBe(special.htmlContent);
    const data = await admin.client.get("/api/signature");
    expect(data.json.html).toContain("Sales: Test User");
  });

  it("without a template answers 404 no_template with the no-template text", async () => {
    const { accountId, admin } = await createCompany(ctx());
    await ctx().deps.db.delete(companyTemplates).where(eq(companyTemplates.accountId, accountId));
    const ensure = await admin.client.post("/api/signature/ensure");
    expect(ensure.status).toBe(404);
    expect(ensure.json.error).toMatchObject({ code: "no_template", message: SIGNATURE_PAGE_TEXT.noTemplate });
    const data = await admin.client.get("/api/signature");
    expect(data.json.error.code).toBe("no_template");
    expect(await activeSignatures(ctx(), admin.userId)).toHaveLength(0);
  });

  it("renders the member's name, office and company logo with absolute addresses", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const [office] = await ctx()
      .deps.db.insert(companyOffices)
      .values({ accountId, locationName: "Lisbon Hub", address: "Rua Augusta 1", phoneNumber: "+351 21 000 0000" })
      .returning();
    await ctx()
      .deps.db.update(profiles)
      .set({ firstName: "Ana", lastName: "Silva", jobTitle: "Designer", officeId: office.id, photoUrl: "/files/photos/abc.png" })
      .where(eq(profiles.id, admin.userId));
    const template = await defaultTemplateOf(ctx(), accountId);
    await ctx()
      .deps.db.update(companyTemplates)
      .set({
        htmlContent:
          '<p>{{full_name}} · {{job_title}} · {{office_name}} · {{office_phone}}</p><img src="{{photo_url}}" alt="p"><img src="{{logo_url}}" alt="l">',
        updatedAt: new Date(),
      })
      .where(eq(companyTemplates.id, template.id));
    const res = await admin.client.get("/api/signature");
    expect(res.status).toBe(200);
    expect(res.json.templateId).toBe(template.id);
    expect(res.json.html).toContain("Ana Silva · Designer · Lisbon Hub · +351 21 000 0000");
    expect(res.json.html).toContain(`src="${TEST_BASE_URL}/files/photos/abc.png"`);
    // No logo uploaded: a monogram of the company's initials ("Company 3" -> C3), never placeholder art.
    expect(res.json.html).toMatch(new RegExp(`src="${TEST_BASE_URL}/monograms/logo/C[A-Z0-9]-[0-7]\\.png"`));
    expect(res.json.html).not.toContain("/static/defaults/");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("escapes profile values: markup and template syntax print literally", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const template = await defaultTemplateOf(ctx(), accountId);
    await ctx()
      .deps.db.update(companyTemplates)
      .set({ htmlContent: "<p>{{job_title}}</p>", updatedAt: new Date() })
      .where(eq(companyTemplates.id, template.id));
    await ctx().deps.db.update(profiles).set({ jobTitle: '<img src=x onerror="alert(1)"> {{email}}' }).where(eq(profiles.id, admin.userId));
    const res = await admin.client.get("/api/signature");
    expect(res.json.html).not.toContain("<img");
    expect(res.json.html).not.toContain(admin.email);
  });

  it("strips a ?t= or _ timestamp suffix from the template reference", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const template = await defaultTemplateOf(ctx(), accountId);
    for (const ref of [`${template.id}?t=1712345678901`, `${template.id}_1712345678901`, template.id]) {
      const res = await admin.client.get(`/api/signature?template=${encodeURIComponent(ref)}`);
      expect(res.status, ref).toBe(200);
      expect(res.json.templateId).toBe(template.id);
    }
    const bad = await admin.client.get("/api/signature?template=not-a-template");
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.template).toBeTruthy();
  });

  it("another account's template is 404, and so is an unknown one", async () => {
    const a = await createCompany(ctx(), "Alpha");
    const b = await createCompany(ctx(), "Beta");
    const other = await defaultTemplateOf(ctx(), b.accountId);
    const res = await a.admin.client.get(`/api/signature?template=${other.id}_1`);
    expect(res.status).toBe(404);
    const unknown = await a.admin.client.get(`/api/signature?template=${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
  });

  it("records the last copy on the member's active signature only", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const member = await addMember(ctx(), accountId);
    const before = await member.client.post("/api/signature/copied");
    expect(before.status).toBe(404);
    await member.client.post("/api/signature/ensure");
    await admin.client.post("/api/signature/ensure");
    const res = await member.client.post("/api/signature/copied");
    expect(res.status).toBe(200);
    const [mine] = await activeSignatures(ctx(), member.userId);
    const [theirs] = await activeSignatures(ctx(), admin.userId);
    expect(mine.lastCopiedAt).toBeInstanceOf(Date);
    expect(theirs.lastCopiedAt).toBeNull();
  });

  it("needs a signed-in member of an account", async () => {
    const anonymous = ctx().client();
    expect((await anonymous.post("/api/signature/ensure")).status).toBe(401);
    expect((await anonymous.get("/api/signature")).status).toBe(401);
    expect((await anonymous.post("/api/signature/copied")).status).toBe(401);
    const noCompany = await signUpUser(ctx());
    const res = await noCompany.client.post("/api/signature/ensure");
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("no_account");
  });
});
