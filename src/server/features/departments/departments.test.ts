import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { auditLog, companyTemplates, departments, profiles, templateDepartments } from "../../db/schema";
import { DEPARTMENT_MESSAGES } from "../../../shared/departments/department-schema";

const departmentsOf = (ctx: TestContext, accountId: string) =>
  ctx.deps.db.select().from(departments).where(eq(departments.accountId, accountId));
const entriesOf = (ctx: TestContext, accountId: string) => ctx.deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));

describeEachDatabase("departments: counts, templates, add, rename, delete", (ctx) => {
  it("lists member counts and templates; deleting one clears it and its members fall back to the default template", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Depts");
    const member = await addMember(ctx(), accountId);
    const db = ctx().deps.db;
    const created = await admin.client.post("/api/departments", { name: "  Sales  " });
    expect(created.status).toBe(201);
    const id = created.json.department.id as string;
    expect(created.json.department).toMatchObject({ name: "Sales", memberCount: 0, template: null });
    expect((await admin.client.post("/api/departments", { name: "sales" })).json.error.fields).toEqual({
      name: DEPARTMENT_MESSAGES.duplicate,
    });

    const [fallback] = await db.select().from(companyTemplates).where(eq(companyTemplates.accountId, accountId));
    const [special] = await db
      .insert(companyTemplates)
      .values({ accountId, name: "Sales template", htmlContent: "<p>SALES {{full_name}}</p>" })
      .returning();
    await db.insert(templateDepartments).values({ templateId: special.id, departmentId: id });
    await db.update(profiles).set({ departmentId: id }).where(eq(profiles.id, member.userId));
    const summary = await admin.client.get("/api/departments/summary");
    expect(summary.json.defaultTemplate).toEqual({ id: fallback.id, name: fallback.name });
    expect(summary.json.departments).toEqual([
      expect.objectContaining({ id, name: "Sales", memberCount: 1, template: { id: special.id, name: "Sales template" } }),
    ]);
    await member.client.post("/api/signature/ensure");
    expect((await member.client.get("/api/signature")).json.templateId).toBe(special.id);

    const renamed = await admin.client.request("PUT", `/api/departments/${id}`, { name: "Field Sales" });
    expect(renamed.json.department).toMatchObject({ name: "Field Sales", memberCount: 1 });

    expect((await admin.client.delete(`/api/departments/${id}`)).json).toEqual({ clearedMembers: 1 });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, member.userId));
    expect(profile.departmentId).toBeNull();
    expect((await member.client.get("/api/signature")).json.templateId).toBe(fallback.id);
    expect(await db.select().from(templateDepartments).where(eq(templateDepartments.departmentId, id))).toEqual([]);

    const entries = (await entriesOf(ctx(), accountId)).sort((x, y) => x.id - y.id);
    expect(entries.map((e) => [e.action, (e.data as { changes: unknown }).changes])).toEqual([
      ["department.created", { name: [null, "Sales"] }],
      ["department.updated", { name: ["Sales", "Field Sales"] }],
      ["department.deleted", { name: ["Field Sales", null] }],
    ]);
  });

  it("names the field for a bad name", async () => {
    const { admin } = await createCompany(ctx(), "Depts bad");
    expect((await admin.client.post("/api/departments", { name: "" })).json.error.fields).toEqual({ name: "This field is required" });
    expect((await admin.client.post("/api/departments", { name: "x".repeat(101) })).json.error.fields.name).toBe(
      "Department name must be at most 100 characters",
    );
  });

  it("isolation: member 403, another company's admin 404 and nothing of the first changes, no session 401", async () => {
    const a = await createCompany(ctx(), "Dep A");
    const b = await createCompany(ctx(), "Dep B");
    const member = await addMember(ctx(), a.accountId);
    const id = (await a.admin.client.post("/api/departments", { name: "Support" })).json.department.id as string;
    const before = await departmentsOf(ctx(), a.accountId);
    const entries = await entriesOf(ctx(), a.accountId);
    expect((await member.client.get("/api/departments/summary")).status).toBe(403);
    expect((await member.client.post("/api/departments", { name: "X" })).status).toBe(403);
    expect((await member.client.request("PUT", `/api/departments/${id}`, { name: "X" })).status).toBe(403);
    expect((await member.client.delete(`/api/departments/${id}`)).status).toBe(403);
    expect((await b.admin.client.request("PUT", `/api/departments/${id}`, { name: "Hacked" })).status).toBe(404);
    expect((await b.admin.client.delete(`/api/departments/${id}`)).status).toBe(404);
    expect((await b.admin.client.get("/api/departments/summary")).json.departments).toEqual([]);
    const anonymous = ctx().client();
    expect((await anonymous.get("/api/departments/summary")).status).toBe(401);
    expect((await anonymous.post("/api/departments", { name: "X" })).status).toBe(401);
    expect((await anonymous.request("PUT", `/api/departments/${id}`, { name: "X" })).status).toBe(401);
    expect((await anonymous.delete(`/api/departments/${id}`)).status).toBe(401);
    expect(await departmentsOf(ctx(), a.accountId)).toEqual(before);
    expect(await entriesOf(ctx(), a.accountId)).toEqual(entries);
  });
});
