// Every team and invitation route of the admin: the admin gets through, a plain member
// 403, another account's admin 404 (for ids) or only their own team, no session 401, and
// nothing of the first company changes.
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestClient, type TestContext } from "../../test/test-app";
import { addMember, addMemberWithoutPassword, createCompany, uniqueEmail } from "../../test/factories";
import { accountUsers, auditLog, profiles, userInvitations, users } from "../../db/schema";

type Fixture = { memberId: string; invitationId: string; email: string; withoutPasswordId: string };
type RouteCase = {
  name: string;
  /** For the first company's admin; ids from the fixture. */
  call: (client: TestClient, f: Fixture) => ReturnType<TestClient["request"]>;
  ok: number;
  /** Another account's admin: 404 when the route names an id of the first account. */
  otherAdmin: number;
};

const routes: RouteCase[] = [
  { name: "GET /team", call: (c) => c.get("/api/team"), ok: 200, otherAdmin: 200 },
  { name: "GET /team/export", call: (c) => c.get("/api/team/export"), ok: 200, otherAdmin: 200 },
  {
    name: "PUT /team/members/:id",
    call: (c, f) => c.request("PUT", `/api/team/members/${f.memberId}`, { jobTitle: "Changed" }),
    ok: 200,
    otherAdmin: 404,
  },
  {
    name: "PUT /team/members/:id/role",
    call: (c, f) => c.request("PUT", `/api/team/members/${f.memberId}/role`, { role: "admin" }),
    ok: 200,
    otherAdmin: 404,
  },
  {
    name: "POST /team/members/bulk",
    call: (c, f) => c.post("/api/team/members/bulk", { ids: [f.memberId], departmentId: null, officeId: null }),
    ok: 200,
    otherAdmin: 404,
  },
  {
    name: "POST /team/invitations/resend",
    call: (c, f) => c.post("/api/team/invitations/resend", { ids: [f.invitationId] }),
    ok: 200,
    otherAdmin: 404,
  },
  {
    name: "POST /team/invitations/revoke",
    call: (c, f) => c.post("/api/team/invitations/revoke", { ids: [f.invitationId] }),
    ok: 200,
    otherAdmin: 404,
  },
  {
    name: "POST /team/members/:id/sign-in-invitation",
    call: (c, f) => c.post(`/api/team/members/${f.withoutPasswordId}/sign-in-invitation`),
    ok: 200,
    otherAdmin: 404,
  },
  { name: "DELETE /team/members/:id", call: (c, f) => c.delete(`/api/team/members/${f.memberId}`), ok: 204, otherAdmin: 404 },
  { name: "POST /invitations", call: (c) => c.post("/api/invitations", { email: uniqueEmail(), role: "user" }), ok: 201, otherAdmin: 201 },
  {
    name: "POST /invitations/preview",
    call: (c, f) => c.post("/api/invitations/preview", { source: "list", text: f.email }),
    ok: 200,
    otherAdmin: 200,
  },
  {
    name: "POST /invitations/bulk",
    call: (c) => c.post("/api/invitations/bulk", { rows: [{ email: uniqueEmail(), role: "user" }] }),
    ok: 200,
    otherAdmin: 200,
  },
  { name: "POST /invitations/:id/resend", call: (c, f) => c.post(`/api/invitations/${f.invitationId}/resend`), ok: 200, otherAdmin: 404 },
  {
    name: "PUT /invitations/:id",
    call: (c, f) => c.request("PUT", `/api/invitations/${f.invitationId}`, { role: "admin" }),
    ok: 200,
    otherAdmin: 404,
  },
  { name: "POST /invitations/:id/revoke", call: (c, f) => c.post(`/api/invitations/${f.invitationId}/revoke`), ok: 204, otherAdmin: 404 },
];

async function snapshot(ctx: TestContext, accountId: string) {
  const { db } = ctx.deps;
  const members = await db.select().from(accountUsers).where(eq(accountUsers.accountId, accountId)).orderBy(accountUsers.userId);
  const invitations = await db.select().from(userInvitations).where(eq(userInvitations.accountId, accountId)).orderBy(userInvitations.id);
  const memberProfiles = await db
    .select({ id: profiles.id, jobTitle: profiles.jobTitle, departmentId: profiles.departmentId, officeId: profiles.officeId })
    .from(profiles)
    .innerJoin(accountUsers, eq(accountUsers.userId, profiles.id))
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(profiles.id);
  const audits = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.accountId, accountId));
  return { members, invitations, memberProfiles, audits: audits.length };
}

describeEachDatabase("team routes: isolation", (ctx) => {
  async function setup() {
    const first = await createCompany(ctx());
    const member = await addMember(ctx(), first.accountId);
    const email = uniqueEmail("invited");
    const invited = await first.admin.client.post("/api/invitations", { email, role: "user" });
    const withoutPassword = await addMemberWithoutPassword(ctx(), first.accountId);
    const fixture: Fixture = {
      memberId: member.userId,
      invitationId: invited.json.invitation.id,
      email,
      withoutPasswordId: withoutPassword.userId,
    };
    return { first, member, fixture };
  }

  for (const route of routes) {
    it(`${route.name}: admin ${route.ok}, member 403, other admin ${route.otherAdmin}, no session 401`, async () => {
      const { first, member, fixture } = await setup();
      const other = await createCompany(ctx());
      const before = await snapshot(ctx(), first.accountId);

      expect((await route.call(member.client, fixture)).status).toBe(403);
      expect((await route.call(ctx().client(), fixture)).status).toBe(401);
      const foreign = await route.call(other.admin.client, fixture);
      expect(foreign.status).toBe(route.otherAdmin);
      if (route.otherAdmin === 200 && route.name === "GET /team") {
        expect(foreign.json.rows.map((r: { email: string }) => r.email)).toEqual([other.admin.email]);
      }
      if (route.name === "GET /team/export") expect(foreign.text).not.toContain(fixture.email);
      if (route.name === "POST /invitations/preview") expect(foreign.json.rows[0].status).toBe("ready");
      // Nothing of the first company changed.
      expect(await snapshot(ctx(), first.accountId)).toEqual(before);
      expect(await ctx().deps.db.select().from(users).where(eq(users.id, fixture.memberId))).toHaveLength(1);

      expect((await route.call(first.admin.client, fixture)).status).toBe(route.ok);
    });
  }

  it("answers 404 for ids that name nothing", async () => {
    const { first } = await setup();
    expect((await first.admin.client.request("PUT", "/api/team/members/no%20such", { jobTitle: "x" })).status).toBe(404);
    expect((await first.admin.client.request("PUT", `/api/team/members/${"x".repeat(20)}/role`, { role: "user" })).status).toBe(404);
    expect((await first.admin.client.post(`/api/invitations/${crypto.randomUUID()}/resend`)).status).toBe(404);
    expect((await first.admin.client.post(`/api/invitations/not-a-uuid/revoke`)).status).toBe(404);
    expect((await first.admin.client.post(`/api/team/members/${"y".repeat(20)}/sign-in-invitation`)).status).toBe(404);
  });
});
