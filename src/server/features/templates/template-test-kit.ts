// Small helpers for the templates API tests: a company with departments and members in them.
import { and, eq } from "drizzle-orm";
import type { TestClient, TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { companyTemplates, departments, profiles } from "../../db/schema";

export async function companyWithTeam(ctx: TestContext) {
  const company = await createCompany(ctx);
  const db = ctx.deps.db;
  const [sales, support] = await db
    .insert(departments)
    .values([
      { accountId: company.accountId, name: "Sales" },
      { accountId: company.accountId, name: "Support" },
    ])
    .returning();
  const seller = await addMember(ctx, company.accountId);
  const helper = await addMember(ctx, company.accountId);
  await db.update(profiles).set({ departmentId: sales.id, firstName: "Sally", lastName: "Seller" }).where(eq(profiles.id, seller.userId));
  await db.update(profiles).set({ departmentId: support.id, firstName: "Hal", lastName: "Helper" }).where(eq(profiles.id, helper.userId));
  const [defaultTemplate] = await db
    .select()
    .from(companyTemplates)
    .where(and(eq(companyTemplates.accountId, company.accountId), eq(companyTemplates.isDefault, true)));
  return { ...company, sales, support, seller, helper, defaultId: defaultTemplate.id };
}

export async function templateRow(ctx: TestContext, id: string) {
  const [row] = await ctx.deps.db.select().from(companyTemplates).where(eq(companyTemplates.id, id));
  return row ?? null;
}

/** A template of the company made through the API (blank). */
export async function newTemplate(client: TestClient, name: string) {
  const res = await client.post("/api/templates", { name });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.template as { id: string; name: string; html: string; version: number };
}
