import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany, uniqueEmail } from "../../test/factories";
import {
  accounts,
  accountUsers,
  auditLog,
  campaigns,
  companyTemplates,
  departments,
  deployments,
  templateDepartments,
  userSignatures,
} from "../../db/schema";

const doneKeys = (body: { steps: { key: string; done: boolean }[] }) => body.steps.filter((s) => s.done).map((s) => s.key);

async function stateOf(client: ReturnType<TestContext["client"]>) {
  const res = await client.get("/api/getting-started");
  expect(res.status, res.text).toBe(200);
  return res.json as { dismissed: boolean; steps: { key: string; done: boolean }[] };
}

describeEachDatabase("getting started", (ctx) => {
  it("a new company starts with every step open, in the order shown", async () => {
    const { admin } = await createCompany(ctx());
    const state = await stateOf(admin.client);
    expect(state).toEqual({
      dismissed: false,
      steps: ["logo", "connect", "team", "template", "campaign", "deploy"].map((key) => ({ key, done: false })),
    });
  });

  it("each step ticks itself from the account's data", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const db = ctx().deps.db;

    await db.update(accounts).set({ logoUrl: "/files/logos/x.png" }).where(eq(accounts.id, accountId));
    expect(doneKeys(await stateOf(admin.client))).toEqual(["logo"]);

    const invited = await admin.client.post("/api/invitations", { email: uniqueEmail("teammate"), role: "user" });
    expect(invited.status, invited.text).toBe(201);
    expect(doneKeys(await stateOf(admin.client))).toEqual(["logo", "team"]);

    await db.insert(companyTemplates).values({ accountId, name: "Designed", htmlContent: "<p>{{full_name}}</p>" });
    expect(doneKeys(await stateOf(admin.client))).toEqual(["logo", "team", "template"]);

    await db.insert(campaigns).values({ accountId, name: "Paused", isActive: false });
    expect(doneKeys(await stateOf(admin.client))).toEqual(["logo", "team", "template", "campaign"]);

    // A signature that exists but was never copied or deployed does not count.
    expect((await admin.client.post("/api/signature/ensure")).status).toBe(200);
    expect(doneKeys(await stateOf(admin.client))).not.toContain("deploy");
    expect((await admin.client.post("/api/signature/copied")).status).toBeLessThan(300);
    expect(doneKeys(await stateOf(admin.client))).toEqual(["logo", "team", "template", "campaign", "deploy"]);

    // Setting up the Outlook add-in (like connecting Google Workspace or Microsoft 365, single sign-on or provisioning) ticks "connect".
    expect((await admin.client.post("/api/integrations/outlook")).status).toBe(200);
    expect(doneKeys(await stateOf(admin.client))).toEqual(["logo", "connect", "team", "template", "campaign", "deploy"]);
  });

  it("a second member ticks the team; an edited or department template ticks the template", async () => {
    const a = await createCompany(ctx());
    await addMember(ctx(), a.accountId);
    expect(doneKeys(await stateOf(a.admin.client))).toEqual(["team"]);

    const b = await createCompany(ctx());
    const db = ctx().deps.db;
    await db
      .update(companyTemplates)
      .set({ updatedAt: new Date(Date.now() + 1000) })
      .where(eq(companyTemplates.accountId, b.accountId));
    expect(doneKeys(await stateOf(b.admin.client))).toEqual(["template"]);

    const c = await createCompany(ctx());
    const [template] = await db.select().from(companyTemplates).where(eq(companyTemplates.accountId, c.accountId));
    const [sales] = await db.insert(departments).values({ accountId: c.accountId, name: "Sales" }).returning();
    await db.insert(templateDepartments).values({ templateId: template.id, departmentId: sales.id });
    expect(doneKeys(await stateOf(c.admin.client))).toEqual(["template"]);

    // A deployment (deployed_at) counts like a copy.
    expect((await c.admin.client.post("/api/signature/ensure")).status).toBe(200);
    await db.update(userSignatures).set({ deployedAt: new Date() }).where(eq(userSignatures.accountId, c.accountId));
    expect(doneKeys(await stateOf(c.admin.client))).toEqual(["template", "deploy"]);
  });

  it("a deployment ticks the deploy step, whatever its outcome", async () => {
    const { accountId, admin } = await createCompany(ctx());
    await ctx()
      .deps.db.insert(deployments)
      .values({ accountId, templates: [], emailMembers: false, total: 0, batchCount: 0, status: "finished" });
    expect(doneKeys(await stateOf(admin.client))).toEqual(["deploy"]);
  });

  it("dismissal is per admin and idempotent, a preference kept out of the audit log", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const coAdmin = await addMember(ctx(), accountId, "admin");
    expect((await admin.client.post("/api/getting-started/dismissal")).status).toBe(204);
    expect((await admin.client.post("/api/getting-started/dismissal")).status).toBe(204);
    expect((await stateOf(admin.client)).dismissed).toBe(true);
    expect((await stateOf(coAdmin.client)).dismissed).toBe(false);
    const [membership] = await ctx()
      .deps.db.select()
      .from(accountUsers)
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, admin.userId)));
    expect(membership.gettingStartedDismissedAt).toBeInstanceOf(Date);
    const entries = await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));
    expect(entries.map((e) => e.action)).not.toContain("getting_started.dismissed");
  });

  it("isolation: no session 401, a member 403, another account's admin sees only their own account", async () => {
    const a = await createCompany(ctx(), "Alpha");
    const b = await createCompany(ctx(), "Beta");
    const member = await addMember(ctx(), a.accountId);
    const db = ctx().deps.db;
    await db.update(accounts).set({ logoUrl: "/files/logos/alpha.png" }).where(eq(accounts.id, a.accountId));
    await db.insert(campaigns).values({ accountId: a.accountId, name: "Alpha launch" });
    const before = await stateOf(a.admin.client);

    expect((await ctx().client().get("/api/getting-started")).status).toBe(401);
    expect((await ctx().client().post("/api/getting-started/dismissal")).status).toBe(401);
    const asMember = await member.client.get("/api/getting-started");
    expect(asMember.status).toBe(403);
    expect(asMember.text).not.toContain("logo");
    expect((await member.client.post("/api/getting-started/dismissal")).status).toBe(403);

    // Beta's admin sees Beta's state (nothing done), and hiding it there leaves Alpha's alone.
    expect(doneKeys(await stateOf(b.admin.client))).toEqual([]);
    expect((await b.admin.client.post("/api/getting-started/dismissal")).status).toBe(204);
    expect(await stateOf(a.admin.client)).toEqual(before);
    expect(before.dismissed).toBe(false);
    expect(doneKeys(before)).toEqual(["logo", "team", "campaign"]);
  });
});
