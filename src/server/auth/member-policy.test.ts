// Who may change or remove whom, through every route that changes a role or removes a
// membership or a user: the team, the super admin's users, deleting one's own user and
// deleting a company. Only a super admin changes or removes a super admin; nobody removes
// or demotes the platform's last super admin, themself included; an account keeps an admin.
import { expect, it } from "vitest";
import { and, eq, ne } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../test/test-app";
import { addMember, createCompany, TEST_PASSWORD } from "../test/factories";
import { accounts, accountUsers, users } from "../db/schema";
import { forgetAll } from "./session-cache";

type Client = Awaited<ReturnType<typeof addMember>>["client"];
const deleteOwnUser = (client: Client) =>
  client.request("DELETE", "/api/account-settings/user", { confirm: "DELETE", currentPassword: TEST_PASSWORD });

async function userExists(ctx: TestContext, userId: string) {
  return (await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length === 1;
}
async function rolesOf(ctx: TestContext, userId: string) {
  return (await ctx.deps.db.select({ role: accountUsers.role }).from(accountUsers).where(eq(accountUsers.userId, userId))).map(
    (r) => r.role,
  );
}
async function nameOf(ctx: TestContext, accountId: string) {
  const [row] = await ctx.deps.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row.name;
}

/** An operator company: an admin, and super admins as asked. The suite's other super admins become admins. */
async function operator(ctx: TestContext, superAdmins: number) {
  const { accountId, admin } = await createCompany(ctx, "Operator");
  const supers = [];
  for (let i = 0; i < superAdmins; i++) supers.push(await addMember(ctx, accountId, "super_admin"));
  const ids = supers.map((s) => s.userId);
  for (const row of await ctx.deps.db.select().from(accountUsers).where(eq(accountUsers.role, "super_admin")))
    if (!ids.includes(row.userId))
      await ctx.deps.db
        .update(accountUsers)
        .set({ role: "admin" })
        .where(and(eq(accountUsers.userId, row.userId), eq(accountUsers.accountId, row.accountId)));
  forgetAll(ctx.deps.db);
  return { accountId, admin, supers };
}

describeEachDatabase("member policy", (ctx) => {
  it("a company admin can't remove a super admin from the team (403) and the user row stays", async () => {
    const { admin, supers } = await operator(ctx(), 2);
    const [boss] = supers;
    const res = await admin.client.delete(`/api/team/members/${boss.userId}`);
    expect(res.status).toBe(403);
    expect(res.json.error).toMatchObject({ code: "super_admin_only", message: "Only super admins can remove a super admin." });
    expect(await userExists(ctx(), boss.userId)).toBe(true);
    expect(await rolesOf(ctx(), boss.userId)).toEqual(["super_admin"]);
    expect((await boss.client.get("/api/admin/overview")).status).toBe(200);
  });

  it("a company admin can't demote a super admin (403) nor grant the role", async () => {
    const { accountId, admin, supers } = await operator(ctx(), 2);
    const [boss] = supers;
    const demote = await admin.client.request("PUT", `/api/team/members/${boss.userId}/role`, { role: "user" });
    expect(demote.status).toBe(403);
    expect(demote.json.error).toMatchObject({
      code: "super_admin_only",
      message: "Only super admins can grant or remove the super admin role.",
    });
    const member = await addMember(ctx(), accountId, "user");
    expect((await admin.client.request("PUT", `/api/team/members/${member.userId}/role`, { role: "super_admin" })).status).toBe(403);
    expect(await rolesOf(ctx(), boss.userId)).toEqual(["super_admin"]);
    expect(await rolesOf(ctx(), member.userId)).toEqual(["user"]);
  });

  it("a company admin can't delete a company a super admin belongs to (409); nobody goes", async () => {
    const { accountId, admin, supers } = await operator(ctx(), 2);
    const res = await admin.client.request("DELETE", "/api/company", { confirmName: await nameOf(ctx(), accountId) });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({
      code: "has_super_admin",
      message: "This company has a super admin, so it can't be deleted here. Ask the Signet team.",
    });
    expect(await userExists(ctx(), supers[0].userId)).toBe(true);
    expect(await userExists(ctx(), admin.userId)).toBe(true);
  });

  it("the last super admin can't be demoted or removed by a company admin, nor demote or remove themself, through any route", async () => {
    const { accountId, admin, supers } = await operator(ctx(), 1);
    const [root] = supers;
    const last = { code: "last_super_admin" };

    // The team: the company's other admin, and root themself.
    expect((await admin.client.request("PUT", `/api/team/members/${root.userId}/role`, { role: "admin" })).status).toBe(403);
    expect((await admin.client.delete(`/api/team/members/${root.userId}`)).status).toBe(403);
    const demoteSelf = await root.client.request("PUT", `/api/team/members/${root.userId}/role`, { role: "admin" });
    expect([demoteSelf.status, demoteSelf.json.error]).toEqual([
      409,
      expect.objectContaining({
        ...last,
        message: "You are the platform's last super admin, so you can't give up the role. Make another user a super admin first.",
      }),
    ]);
    expect((await root.client.delete(`/api/team/members/${root.userId}`)).json.error.code).toBe("remove_self");

    // The super admin's users.
    const panelDemote = await root.client.post(`/api/admin/users/${root.userId}/role`, { role: "user" });
    expect([panelDemote.status, panelDemote.json.error.code]).toEqual([409, "last_super_admin"]);
    const panelDelete = await root.client.request("DELETE", `/api/admin/users/${root.userId}`);
    expect([panelDelete.status, panelDelete.json.error.code]).toEqual([400, "delete_self_here"]);

    // Their own user in settings: the company has another admin, so only the platform's rule refuses.
    const own = await deleteOwnUser(root.client);
    expect([own.status, own.json.error]).toEqual([
      409,
      expect.objectContaining({
        ...last,
        message: "You are the platform's last super admin, so you can't delete your user. Make another user a super admin first.",
      }),
    ]);

    // Their company, from its danger zone and from the panel.
    const name = await nameOf(ctx(), accountId);
    const company = await root.client.request("DELETE", "/api/company", { confirmName: name });
    expect([company.status, company.json.error.code]).toEqual([409, "has_super_admin"]);
    const panelAccount = await root.client.request("DELETE", `/api/admin/accounts/${accountId}`, { confirmName: name });
    expect([panelAccount.status, panelAccount.json.error]).toEqual([
      409,
      expect.objectContaining({
        code: "has_super_admin",
        message: "This account has a super admin, so it can't be deleted. Change their role first.",
      }),
    ]);

    expect(await userExists(ctx(), root.userId)).toBe(true);
    expect(await rolesOf(ctx(), root.userId)).toEqual(["super_admin"]);
    expect((await root.client.get("/api/admin/overview")).status).toBe(200);
  });

  it("a second super admin can demote and remove the first; then the second is the last", async () => {
    const { accountId, supers } = await operator(ctx(), 2);
    const [first, second] = supers;

    // The team route.
    expect((await second.client.request("PUT", `/api/team/members/${first.userId}/role`, { role: "admin" })).status).toBe(200);
    expect(await rolesOf(ctx(), first.userId)).toEqual(["admin"]);
    expect((await second.client.request("PUT", `/api/team/members/${second.userId}/role`, { role: "admin" })).status).toBe(409);
    expect((await second.client.request("PUT", `/api/team/members/${first.userId}/role`, { role: "super_admin" })).status).toBe(200);
    expect((await second.client.delete(`/api/team/members/${first.userId}`)).status).toBe(204);
    expect(await userExists(ctx(), first.userId)).toBe(false);

    // The super admin's users: a third, removed by the second.
    const third = await addMember(ctx(), accountId, "super_admin");
    expect((await second.client.post(`/api/admin/users/${third.userId}/revoke-sessions`)).status).toBe(200);
    expect((await second.client.request("DELETE", `/api/admin/users/${third.userId}`)).status).toBe(200);
    expect(await userExists(ctx(), third.userId)).toBe(false);
    const lastDemote = await second.client.post(`/api/admin/users/${second.userId}/role`, { role: "admin" });
    expect([lastDemote.status, lastDemote.json.error.code]).toEqual([409, "last_super_admin"]);

    // Their own user: allowed while another super admin exists.
    const fourth = await addMember(ctx(), accountId, "super_admin");
    expect((await deleteOwnUser(fourth.client)).status).toBe(200);
    expect(await userExists(ctx(), fourth.userId)).toBe(false);
    expect((await deleteOwnUser(second.client)).status).toBe(409);
    expect(await rolesOf(ctx(), second.userId)).toEqual(["super_admin"]);
  });

  it("two super admins deleting their own users at once: exactly one may go", async () => {
    const { supers } = await operator(ctx(), 2);
    const answers = await Promise.all(supers.map((s) => deleteOwnUser(s.client)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const left = await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.role, "super_admin"));
    expect(left).toHaveLength(1);
  });

  it("a super admin of another company's team is removed only by a super admin, never as the last", async () => {
    await operator(ctx(), 1);
    const { accountId, admin } = await createCompany(ctx(), "Client");
    const visitor = await addMember(ctx(), accountId, "super_admin");
    // Now two super admins: the client company's admin still may not remove theirs.
    expect((await admin.client.delete(`/api/team/members/${visitor.userId}`)).status).toBe(403);
    const others = await ctx()
      .deps.db.select()
      .from(accountUsers)
      .where(and(eq(accountUsers.role, "super_admin"), ne(accountUsers.userId, visitor.userId)));
    expect(others).toHaveLength(1);
    expect(await userExists(ctx(), visitor.userId)).toBe(true);
  });
});
