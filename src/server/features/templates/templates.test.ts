import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { companyTemplates, departments, templateDepartments } from "../../db/schema";

describeEachDatabase("templates: read-only list", (ctx) => {
  it("lists the account's templates with their departments, default first; members 403, no session 401, never another account's", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const db = ctx().deps.db;
    const [sales] = await db.insert(departments).values({ accountId, name: "Sales" }).returning();
    const [special] = await db
      .insert(companyTemplates)
      .values({ accountId, name: "A sales template", htmlContent: "<p>{{full_name}}</p>" })
      .returning();
    await db.insert(templateDepartments).values({ templateId: special.id, departmentId: sales.id });
    const other = await createCompany(ctx());

    const res = await admin.client.get("/api/templates");
    expect(res.status).toBe(200);
    const [defaultTemplate] = await db
      .select()
      .from(companyTemplates)
      .where(and(eq(companyTemplates.isDefault, true), eq(companyTemplates.accountId, accountId)));
    expect(res.json.templates).toEqual([
      expect.objectContaining({ id: defaultTemplate.id, isDefault: true, departments: [] }),
      expect.objectContaining({
        id: special.id,
        name: "A sales template",
        isDefault: false,
        departments: [{ id: sales.id, name: "Sales" }],
      }),
    ]);
    const theirs = await other.admin.client.get("/api/templates");
    expect(theirs.json.templates.map((t: { id: string }) => t.id)).not.toContain(special.id);

    const member = await addMember(ctx(), accountId);
    expect((await member.client.get("/api/templates")).status).toBe(403);
    expect((await ctx().client().get("/api/templates")).status).toBe(401);
  });
});
