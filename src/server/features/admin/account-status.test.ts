import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { addMember, createCompany, setAccountStatus } from "../../test/factories";
import { accounts, auditLog } from "../../db/schema";

describeEachDatabase("super admin: activate and suspend accounts", (ctx) => {
  async function superAdmin() {
    const home = await createCompany(ctx(), "Operator");
    return { ...(await addMember(ctx(), home.accountId, "super_admin")), homeAccountId: home.accountId };
  }

  it("suspends with a reason and activates again, writing both to the audit log", async () => {
    const root = await superAdmin();
    const { accountId, admin } = await createCompany(ctx(), "Target");
    const [{ name: accountName }] = await ctx().deps.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
    const suspended = await root.client.post(`/api/admin/accounts/${accountId}/suspend`, { reason: "Unpaid invoices" });
    expect(suspended.status).toBe(200);
    expect(suspended.json.account).toMatchObject({ id: accountId, status: "suspended", suspensionReason: "Unpaid invoices" });
    const me = await admin.client.get("/api/me");
    expect(me.json.account).toMatchObject({ status: "suspended", suspensionReason: "Unpaid invoices" });

    const activated = await root.client.post(`/api/admin/accounts/${accountId}/activate`);
    expect(activated.json.account).toMatchObject({ status: "active", suspensionReason: null });
    const entries = await ctx()
      .deps.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, accountId), eq(auditLog.targetType, "account")))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorUserId, e.actorEmail, e.targetLabel, e.data])).toEqual([
      [
        "account.suspended",
        root.userId,
        root.email,
        accountName,
        { changes: { status: ["active", "suspended"] }, reason: "Unpaid invoices" },
      ],
      ["account.activated", root.userId, root.email, accountName, { changes: { status: ["suspended", "active"] } }],
    ]);
    expect(entries.every((e) => typeof e.ip === "string" && e.ip.length > 0)).toBe(true);
  });

  it("activates an account pending activation", async () => {
    const root = await superAdmin();
    const { accountId, admin } = await createCompany(ctx());
    await setAccountStatus(ctx(), accountId, "pending_activation");
    expect((await admin.client.get("/api/offices")).status).toBe(423);
    expect((await root.client.post(`/api/admin/accounts/${accountId}/activate`)).status).toBe(200);
    expect((await admin.client.get("/api/offices")).status).toBe(200);
  });

  it("requires a reason, refuses the caller's own account, and 404s unknown accounts", async () => {
    const root = await superAdmin();
    const { accountId } = await createCompany(ctx());
    const noReason = await root.client.post(`/api/admin/accounts/${accountId}/suspend`, { reason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.fields.reason).toBe("This field is required");
    expect((await root.client.post(`/api/admin/accounts/${root.homeAccountId}/suspend`, { reason: "oops" })).status).toBe(400);
    expect((await root.client.post(`/api/admin/accounts/${crypto.randomUUID()}/activate`)).status).toBe(404);
    expect((await root.client.post(`/api/admin/accounts/nope/activate`)).status).toBe(404);
  });

  it("is for super admins only: an account admin gets 403", async () => {
    const { admin } = await createCompany(ctx());
    const other = await createCompany(ctx());
    expect((await admin.client.post(`/api/admin/accounts/${other.accountId}/suspend`, { reason: "x" })).status).toBe(403);
    expect((await admin.client.post(`/api/admin/accounts/${admin.accountId}/activate`)).status).toBe(403);
  });
});
