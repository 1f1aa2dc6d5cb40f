import { expect, it } from "vitest";
import { eq, inArray, or } from "drizzle-orm";
import { getTableColumns } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany, signUpUser } from "../../test/factories";
import * as t from "../../db/schema";
import { DELETE_COMPANY_MESSAGE } from "../../../shared/company/company-schema";

// Every table that carries an account_id.
const accountTables = [
  t.accountUsers,
  t.companyOffices,
  t.departments,
  t.userInvitations,
  t.companyTemplates,
  t.userSignatures,
  t.campaigns,
  t.campaignEvents,
  t.auditLog,
] as const;

/** A company with something in every table: offices, a department with a template, a campaign with a selection and events, an invitation, signatures, a logo and audit entries. */
async function fullCompany(ctx: TestContext, name: string) {
  const { accountId, admin } = await createCompany(ctx, name);
  const member = await addMember(ctx, accountId);
  const db = ctx.deps.db;
  const office = (await admin.client.post("/api/offices", { locationName: `${name} HQ`, address: "1 Main St", phoneNumber: "+1 555 0100" }))
    .json.office;
  const department = (await admin.client.post("/api/departments", { name: "Sales" })).json.department;
  await db.update(t.profiles).set({ officeId: office.id, departmentId: department.id }).where(eq(t.profiles.id, member.userId));
  const [template] = await db.select().from(t.companyTemplates).where(eq(t.companyTemplates.accountId, accountId));
  await db.insert(t.templateDepartments).values({ templateId: template.id, departmentId: department.id });
  const [campaign] = await db
    .insert(t.campaigns)
    .values({ accountId, name: `${name} launch` })
    .returning();
  await db.insert(t.campaignDepartments).values({ campaignId: campaign.id, departmentId: department.id });
  await db.insert(t.userCampaignSelections).values({ userId: member.userId, campaignId: campaign.id });
  await db.insert(t.campaignEvents).values({ accountId, campaignId: campaign.id, userId: member.userId, kind: "click" });
  expect((await admin.client.post("/api/invitations", { email: `invitee-${accountId}@example.com` })).status).toBe(201);
  expect((await member.client.post("/api/signature/ensure")).status).toBe(200);
  expect((await admin.client.post("/api/signature/ensure")).status).toBe(200);
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10"/></svg>';
  const form = new FormData();
  form.append("file", new Blob([svg], { type: "image/svg+xml" }), "logo.svg");
  const logo = await ctx.app.request("/api/company/logo", { method: "POST", body: form, headers: { cookie: admin.client.cookieHeader() } });
  expect(logo.status).toBe(200);
  return {
    accountId,
    admin,
    member,
    logoUrl: (await logo.json()).account.logoUrl as string,
    campaignId: campaign.id,
    departmentId: department.id,
  };
}

async function snapshot(ctx: TestContext, accountId: string, userIds: string[]) {
  const db = ctx.deps.db;
  const out: Record<string, unknown[]> = {};
  for (const table of accountTables) {
    const name = (table as unknown as Record<symbol, string>)[Symbol.for("drizzle:Name")];
    out[name] = await db
      .select()
      .from(table)
      .where(eq(getTableColumns(table).accountId, accountId));
  }
  out.accounts = await db.select().from(t.accounts).where(eq(t.accounts.id, accountId));
  out.users = await db.select().from(t.users).where(inArray(t.users.id, userIds));
  out.profiles = await db.select().from(t.profiles).where(inArray(t.profiles.id, userIds));
  out.sessions = await db.select().from(t.sessions).where(inArray(t.sessions.userId, userIds));
  out.selections = await db.select().from(t.userCampaignSelections).where(inArray(t.userCampaignSelections.userId, userIds));
  return out;
}

describeEachDatabase(
  "delete the company",
  (ctx) => {
    it("removes every row of the account and its users in one go, keeps one detached record, emails every admin, and changes nothing of another account", async () => {
      const a = await fullCompany(ctx(), "Doomed");
      const b = await fullCompany(ctx(), "Bystander");
      const secondAdmin = await addMember(ctx(), a.accountId, "admin");
      const aUsers = [a.admin.userId, a.member.userId, secondAdmin.userId];
      const bUsers = [b.admin.userId, b.member.userId];
      const bBefore = await snapshot(ctx(), b.accountId, bUsers);
      const [{ name }] = await ctx().deps.db.select({ name: t.accounts.name }).from(t.accounts).where(eq(t.accounts.id, a.accountId));

      const res = await a.admin.client.request("DELETE", "/api/company", { confirmName: name });
      expect(res.status).toBe(204);

      const aAfter = await snapshot(ctx(), a.accountId, aUsers);
      for (const [table, rows] of Object.entries(aAfter)) expect([table, rows]).toEqual([table, []]);
      expect(
        await ctx().deps.db.select().from(t.templateDepartments).where(eq(t.templateDepartments.departmentId, a.departmentId)),
      ).toEqual([]);
      expect(await ctx().deps.db.select().from(t.campaignDepartments).where(eq(t.campaignDepartments.campaignId, a.campaignId))).toEqual(
        [],
      );
      expect(await ctx().deps.storage.read(a.logoUrl)).toBeNull();
      expect(await ctx().deps.storage.read(b.logoUrl)).not.toBeNull();
      expect(await snapshot(ctx(), b.accountId, bUsers)).toEqual(bBefore);

      // One record of the deletion outlives the account, detached from it.
      const [record] = await ctx().deps.db.select().from(t.auditLog).where(eq(t.auditLog.targetId, a.accountId));
      expect(record).toMatchObject({
        action: "account.deleted",
        accountId: null,
        actorUserId: null,
        actorEmail: a.admin.email,
        targetLabel: name,
      });

      const mails = await ctx().smtp!.waitFor(secondAdmin.email);
      expect(mails.subject).toBe(`${name} was deleted from Signet`);
      expect(mails.text).toContain(`deleted from Signet by ${a.admin.email}`);
      await ctx().smtp!.waitFor(a.admin.email);
      const sent = await ctx()
        .deps.db.select({ to: t.outgoingEmails.toAddress })
        .from(t.outgoingEmails)
        .where(or(eq(t.outgoingEmails.subject, `${name} was deleted from Signet`)));
      expect(sent.map((m) => m.to).sort()).toEqual([a.admin.email, secondAdmin.email].sort());
      expect((await a.admin.client.get("/api/me")).status).toBe(401);
      expect((await a.member.client.get("/api/me")).status).toBe(401);
    });

    it("keeps a user who also belongs to another account, with only that membership", async () => {
      const a = await createCompany(ctx(), "Leaving");
      const b = await createCompany(ctx(), "Staying");
      const both = await signUpUser(ctx());
      await ctx()
        .deps.db.insert(t.accountUsers)
        .values([
          { userId: both.userId, accountId: b.accountId, role: "user" },
          { userId: both.userId, accountId: a.accountId, role: "user" },
        ]);
      const [{ name }] = await ctx().deps.db.select({ name: t.accounts.name }).from(t.accounts).where(eq(t.accounts.id, a.accountId));
      expect((await a.admin.client.request("DELETE", "/api/company", { confirmName: name })).status).toBe(204);
      const memberships = await ctx().deps.db.select().from(t.accountUsers).where(eq(t.accountUsers.userId, both.userId));
      expect(memberships.map((m) => m.accountId)).toEqual([b.accountId]);
    });

    it("needs the exact name (400 naming confirmName) and refuses a company with a super admin (409); nothing changes", async () => {
      const a = await createCompany(ctx(), "Careful");
      const [{ name }] = await ctx().deps.db.select({ name: t.accounts.name }).from(t.accounts).where(eq(t.accounts.id, a.accountId));
      for (const confirmName of [name.toLowerCase(), `${name} `, "x"]) {
        const res = await a.admin.client.request("DELETE", "/api/company", { confirmName });
        expect([res.status, res.json.error.fields]).toEqual([400, { confirmName: DELETE_COMPANY_MESSAGE }]);
      }
      expect((await a.admin.client.request("DELETE", "/api/company", {})).json.error.fields.confirmName).toBe(DELETE_COMPANY_MESSAGE);
      const boss = await addMember(ctx(), a.accountId, "super_admin");
      expect((await a.admin.client.request("DELETE", "/api/company", { confirmName: name })).status).toBe(409);
      expect(await ctx().deps.db.select().from(t.accounts).where(eq(t.accounts.id, a.accountId))).toHaveLength(1);
      expect(await ctx().deps.db.select().from(t.users).where(eq(t.users.id, boss.userId))).toHaveLength(1);
    });
  },
  {},
  { smtp: true },
);
