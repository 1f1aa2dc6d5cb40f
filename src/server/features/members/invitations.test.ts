import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany, signUpUser, TEST_PASSWORD, uniqueEmail } from "../../test/factories";
import { accountUsers, userInvitations } from "../../db/schema";
import { seedDemo } from "../../db/seed";

async function invite(ctx: TestContext, admin: { client: ReturnType<TestContext["client"]> }, email: string, role = "user") {
  const res = await admin.client.post("/api/invitations", { email, role });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${res.text}`);
  const mail = await ctx.smtp!.waitFor(email.toLowerCase());
  const link = /(http:\/\/localhost:3999\/auth\?invitation=[^\s]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in:\n${mail.text}`);
  return { id: res.json.invitation.id as string, link, mail };
}

const signUpBody = (email: string, invitationId: string, password = TEST_PASSWORD) => ({
  email,
  password,
  confirmPassword: password,
  first_name: "New",
  last_name: "Member",
  acceptTerms: true,
  invitation_id: invitationId,
});

describeEachDatabase(
  "invitations",
  (ctx) => {
    it("emails a link to /auth with the invitation id and the address, valid for 7 days", async () => {
      const { admin } = await createCompany(ctx(), "Initech");
      const email = uniqueEmail("Invitee").replace("invitee", "InViTee");
      const { id, link, mail } = await invite(ctx(), admin, email);
      const lower = email.toLowerCase();
      expect(link).toBe(`http://localhost:3999/auth?invitation=${id}&email=${encodeURIComponent(lower)}`);
      expect(mail.subject).toMatch(/^Join Initech \d+ on Signet$/);
      const [row] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.id, id));
      expect(row).toMatchObject({ email: lower, role: "user", status: "pending" });
      expect(Math.abs(row.expiresAt.getTime() - Date.now() - 7 * 86_400_000)).toBeLessThan(60_000);
    });

    it("validates the address and the role, naming the field", async () => {
      const { admin } = await createCompany(ctx());
      const bad = await admin.client.post("/api/invitations", { email: "not-an-email", role: "user" });
      expect(bad.status).toBe(400);
      expect(bad.json.error.fields.email).toBe("Please enter a valid email address (e.g., name@example.com)");
      const role = await admin.client.post("/api/invitations", { email: uniqueEmail(), role: "owner" });
      expect(role.status).toBe(400);
      expect(role.json.error.fields.role).toBeTruthy();
      const superAdmin = await admin.client.post("/api/invitations", { email: uniqueEmail(), role: "super_admin" });
      expect(superAdmin.status).toBe(403);
    });

    it("refuses a second invitation and an existing member with clear messages", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const email = uniqueEmail();
      await invite(ctx(), admin, email);
      const twice = await admin.client.post("/api/invitations", { email: email.toUpperCase(), role: "admin" });
      expect(twice.status).toBe(409);
      expect(twice.json.error).toMatchObject({
        code: "already_invited",
        fields: { email: "This email address has already been invited. The invitation is still pending." },
      });
      const member = await addMember(ctx(), accountId);
      const existing = await admin.client.post("/api/invitations", { email: member.email, role: "user" });
      expect(existing.status).toBe(409);
      expect(existing.json.error).toMatchObject({ code: "already_member", message: "This person is already a member of your account." });
    });

    it("lets an admin invite again once the earlier invitation has expired", async () => {
      const { admin } = await createCompany(ctx());
      const email = uniqueEmail();
      const first = await invite(ctx(), admin, email);
      await ctx()
        .deps.db.update(userInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userInvitations.id, first.id));
      expect((await admin.client.post("/api/invitations", { email, role: "user" })).status).toBe(201);
      const [old] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.id, first.id));
      expect(old.status).toBe("expired");
    });

    it("keeps inviting to account admins: a plain member gets 403, a stranger 401", async () => {
      const { accountId } = await createCompany(ctx());
      const member = await addMember(ctx(), accountId);
      expect((await member.client.post("/api/invitations", { email: uniqueEmail(), role: "user" })).status).toBe(403);
      expect((await ctx().client().post("/api/invitations", { email: uniqueEmail(), role: "user" })).status).toBe(401);
    });

    it("shows a pending invitation's company without sign-in, and 404 for anything else", async () => {
      const { admin, accountId } = await createCompany(ctx(), "Hooli");
      const email = uniqueEmail();
      const { id } = await invite(ctx(), admin, email, "admin");
      const open = await ctx().client().get(`/api/invitations/${id}/public`);
      expect(open.status).toBe(200);
      expect(open.json.invitation).toMatchObject({ id, email, role: "admin", accountId });
      expect(open.json.invitation.companyName).toMatch(/^Hooli/);
      expect((await ctx().client().get(`/api/invitations/not-a-uuid/public`)).status).toBe(404);
      expect((await ctx().client().get(`/api/invitations/${crypto.randomUUID()}/public`)).status).toBe(404);
      await ctx()
        .deps.db.update(userInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userInvitations.id, id));
      expect((await ctx().client().get(`/api/invitations/${id}/public`)).status).toBe(404);
    });

    it("signs a new user up into the inviting account with the invitation's role", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const email = uniqueEmail();
      const { id } = await invite(ctx(), admin, email, "admin");
      const client = ctx().client();
      const res = await client.post("/api/session/sign-up", signUpBody(email, id));
      expect(res.status).toBe(201);
      const me = await client.get("/api/me");
      expect(me.json.membership).toEqual({ accountId, role: "admin" });
      const [row] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.id, id));
      expect(row.status).toBe("accepted");
      expect((await ctx().client().get(`/api/invitations/${id}/public`)).status).toBe(404);
    });

    it("lets an existing user join by 'signing up' with their own password", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const existing = await signUpUser(ctx());
      const { id } = await invite(ctx(), admin, existing.email);
      const client = ctx().client();
      const res = await client.post("/api/session/sign-up", signUpBody(existing.email, id));
      expect(res.status).toBe(201);
      expect((await client.get("/api/me")).json.membership).toEqual({ accountId, role: "user" });
      const wrong = await ctx()
        .client()
        .post("/api/session/sign-up", signUpBody(existing.email, id, "Wrong-password-9"));
      expect(wrong.status).toBe(400);
    });

    it("refuses an invitation used with another address, or one that is no longer open", async () => {
      const { admin } = await createCompany(ctx());
      const { id } = await invite(ctx(), admin, uniqueEmail());
      const other = await ctx().client().post("/api/session/sign-up", signUpBody(uniqueEmail(), id));
      expect(other.status).toBe(400);
      expect(other.json.error.code).toBe("invitation_email_mismatch");
      const unknown = await ctx().client().post("/api/session/sign-up", signUpBody(uniqueEmail(), crypto.randomUUID()));
      expect(unknown.json.error.code).toBe("invitation_invalid");
    });

    it("applies pending invitations at sign-in, but not expired or revoked ones", async () => {
      const first = await createCompany(ctx());
      const second = await createCompany(ctx());
      const user = await signUpUser(ctx());
      const live = await invite(ctx(), first.admin, user.email.toUpperCase());
      const stale = await invite(ctx(), second.admin, user.email);
      await ctx()
        .deps.db.update(userInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userInvitations.id, stale.id));
      expect((await ctx().client().post("/api/session/sign-in", { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
      const memberships = await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.userId, user.userId));
      expect(memberships.map((m) => m.accountId)).toEqual([first.accountId]);
      const [accepted] = await ctx()
        .deps.db.select()
        .from(userInvitations)
        .where(and(eq(userInvitations.id, live.id)));
      expect(accepted.status).toBe("accepted");
    });

    it("the demo seed sends a pending invitation for invited@acme.test like any other", async () => {
      const { deps } = ctx();
      const { acmeId } = await seedDemo(deps.db, { delivery: { mailer: deps.mailer, baseUrl: deps.config.baseUrl, logger: deps.logger } });
      const mail = await ctx().smtp!.waitFor("invited@acme.test");
      const [row] = await deps.db.select().from(userInvitations).where(eq(userInvitations.email, "invited@acme.test"));
      expect(row).toMatchObject({ accountId: acmeId, role: "user", status: "pending" });
      expect(mail.subject).toBe("Join Acme Inc. on Signet");
      expect(mail.text).toContain(`http://localhost:3999/auth?invitation=${row.id}&email=invited%40acme.test`);
    });
  },
  {},
  { smtp: true },
);
