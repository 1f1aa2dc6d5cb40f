import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany, signUpUser, TEST_PASSWORD, uniqueEmail } from "../../test/factories";
import { accountUsers, userInvitations } from "../../db/schema";
import { seedDemo } from "../../seed/seed";

async function invite(ctx: TestContext, admin: { client: ReturnType<TestContext["client"]> }, email: string, role = "user") {
  const res = await admin.client.post("/api/invitations", { email, role });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${res.text}`);
  const mail = await ctx.smtp!.waitFor(email.toLowerCase());
  const link = /(http:\/\/localhost:3999\/auth\?invitation=[^\s]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in:\n${mail.text}`);
  const secret = new URL(link).searchParams.get("token") ?? "";
  return { id: res.json.invitation.id as string, link, mail, secret };
}

const signUpBody = (email: string, invitationId: string, secret: string, password = TEST_PASSWORD) => ({
  email,
  password,
  confirmPassword: password,
  first_name: "New",
  last_name: "Member",
  acceptTerms: true,
  invitation_id: invitationId,
  invitation_token: secret,
});

const plainSignUp = (email: string) => ({
  email,
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  first_name: "Some",
  last_name: "Stranger",
  acceptTerms: true,
});

describeEachDatabase(
  "invitations",
  (ctx) => {
    it("emails a link to /auth with the invitation id, the address and a secret stored only as a hash, valid for 7 days", async () => {
      const { admin } = await createCompany(ctx(), "Initech");
      const email = uniqueEmail("Invitee").replace("invitee", "InViTee");
      const { id, link, mail, secret } = await invite(ctx(), admin, email);
      const lower = email.toLowerCase();
      expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(link).toBe(`http://localhost:3999/auth?invitation=${id}&email=${encodeURIComponent(lower)}&token=${secret}`);
      const [stored] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.id, id));
      expect(stored.token).not.toBe(secret);
      expect(stored.token).not.toContain(secret);
      expect(mail.subject).toMatch(/^Join Initech \d+ on Signet$/);
      const [row] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.id, id));
      expect(row).toMatchObject({ email: lower, role: "user", status: "pending", emailStatus: "sent", emailError: null });
      expect(row.emailSentAt).toBeInstanceOf(Date);
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

    it("shows a pending invitation's company without sign-in to the link's holder, and 404 for anything else", async () => {
      const { admin, accountId } = await createCompany(ctx(), "Hooli");
      const email = uniqueEmail();
      const { id, secret } = await invite(ctx(), admin, email, "admin");
      expect((await ctx().client().get(`/api/invitations/${id}/public`)).status).toBe(400);
      const guessed = await ctx()
        .client()
        .get(`/api/invitations/${id}/public?token=${secret.slice(1)}x`);
      expect(guessed.status).toBe(404);
      expect(guessed.text).not.toContain("Hooli");
      const open = await ctx().client().get(`/api/invitations/${id}/public?token=${secret}`);
      expect(open.status).toBe(200);
      expect(open.json.invitation).toMatchObject({ id, email, role: "admin", accountId });
      expect(open.json.invitation.companyName).toMatch(/^Hooli/);
      expect((await ctx().client().get(`/api/invitations/not-a-uuid/public?token=${secret}`)).status).toBe(404);
      expect((await ctx().client().get(`/api/invitations/${crypto.randomUUID()}/public?token=${secret}`)).status).toBe(404);
      await ctx()
        .deps.db.update(userInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userInvitations.id, id));
      expect((await ctx().client().get(`/api/invitations/${id}/public?token=${secret}`)).status).toBe(404);
    });

    it("signs a new user up into the inviting account with the invitation's role", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const email = uniqueEmail();
      const { id, secret } = await invite(ctx(), admin, email, "admin");
      const client = ctx().client();
      const res = await client.post("/api/session/sign-up", signUpBody(email, id, secret));
      expect(res.status).toBe(201);
      const me = await client.get("/api/me");
      expect(me.json.membership).toEqual({ accountId, role: "admin" });
      const [row] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.id, id));
      expect(row.status).toBe("accepted");
      // The link's holder is told it was used (and signs in); a wrong secret still learns nothing.
      const used = await ctx().client().get(`/api/invitations/${id}/public?token=${secret}`);
      expect(used.status).toBe(409);
      expect(used.json.error).toMatchObject({ code: "invitation_used", message: expect.stringMatching(/already been used/) });
      expect(
        (
          await ctx()
            .client()
            .get(`/api/invitations/${id}/public?token=${secret.slice(1)}x`)
        ).status,
      ).toBe(404);
    });

    it("lets an existing user join by 'signing up' with their own password", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const existing = await signUpUser(ctx());
      const { id, secret } = await invite(ctx(), admin, existing.email);
      const wrong = await ctx()
        .client()
        .post("/api/session/sign-up", signUpBody(existing.email, id, secret, "Wrong-password-9"));
      expect(wrong.status).toBe(400);
      const client = ctx().client();
      const res = await client.post("/api/session/sign-up", signUpBody(existing.email, id, secret));
      expect(res.status).toBe(201);
      expect((await client.get("/api/me")).json.membership).toEqual({ accountId, role: "user" });
    });

    it("refuses an invitation used with another address, a wrong or missing secret, or one that is no longer open", async () => {
      const { admin } = await createCompany(ctx());
      const email = uniqueEmail();
      const { id, secret } = await invite(ctx(), admin, email);
      const other = await ctx()
        .client()
        .post("/api/session/sign-up", signUpBody(uniqueEmail(), id, secret));
      expect(other.status).toBe(400);
      expect(other.json.error.code).toBe("invitation_invalid");
      const wrongSecret = await ctx()
        .client()
        .post(
          "/api/session/sign-up",
          signUpBody(
            email,
            id,
            secret.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
          ),
        );
      expect(wrongSecret.json.error).toMatchObject({ code: "invitation_invalid" });
      const noSecret = await ctx()
        .client()
        .post("/api/session/sign-up", { ...signUpBody(email, id, secret), invitation_token: undefined });
      expect(noSecret.json.error.code).toBe("invitation_invalid");
      const unknown = await ctx()
        .client()
        .post("/api/session/sign-up", signUpBody(uniqueEmail(), crypto.randomUUID(), secret));
      expect(unknown.json.error.code).toBe("invitation_invalid");
      // None of the refused attempts created a user or used the invitation up.
      const [row] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.id, id));
      expect(row.status).toBe("pending");
      expect(
        (
          await ctx()
            .client()
            .post("/api/session/sign-up", signUpBody(email, id, secret))
        ).status,
      ).toBe(201);
      const again = await ctx()
        .client()
        .post("/api/session/sign-up", signUpBody(email, id, secret));
      expect(again.json.error.code).toBe("invitation_invalid");
    });

    it("a stranger who signs up with an invited address (no secret) gets no company, and the invitation stays open", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const email = uniqueEmail("new.hire");
      const { id } = await invite(ctx(), admin, email, "admin");
      const stranger = ctx().client();
      expect((await stranger.post("/api/session/sign-up", plainSignUp(email))).status).toBe(201);
      expect((await stranger.get("/api/me")).json.membership).toBeNull();
      // Signing in again doesn't apply it either.
      const again = ctx().client();
      expect((await again.post("/api/session/sign-in", { email, password: TEST_PASSWORD })).status).toBe(200);
      expect((await again.get("/api/me")).json.membership).toBeNull();
      const members = await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.accountId, accountId));
      expect(members).toHaveLength(1);
      const [row] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.id, id));
      expect(row.status).toBe("pending");
    });

    it("a user who signed up first and is invited later joins only through the link, never at sign-in", async () => {
      const first = await createCompany(ctx());
      const user = await signUpUser(ctx());
      const live = await invite(ctx(), first.admin, user.email.toUpperCase(), "admin");
      const client = ctx().client();
      expect((await client.post("/api/session/sign-in", { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
      expect((await client.get("/api/me")).json.membership).toBeNull();
      expect(await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.userId, user.userId))).toHaveLength(0);
      // With the emailed secret the same person joins, with the invitation's role.
      const joined = ctx().client();
      expect((await joined.post("/api/session/sign-up", signUpBody(user.email, live.id, live.secret))).status).toBe(201);
      expect((await joined.get("/api/me")).json.membership).toEqual({ accountId: first.accountId, role: "admin" });
      const [accepted] = await ctx()
        .deps.db.select()
        .from(userInvitations)
        .where(and(eq(userInvitations.id, live.id)));
      expect(accepted.status).toBe("accepted");
    });

    it("refuses an invitation to a user who already belongs to another company, leaving it open", async () => {
      const first = await createCompany(ctx());
      const second = await createCompany(ctx());
      const { id, secret } = await invite(ctx(), second.admin, first.admin.email);
      const res = await ctx()
        .client()
        .post("/api/session/sign-up", signUpBody(first.admin.email, id, secret));
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe("already_in_account");
      const memberships = await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.userId, first.admin.userId));
      expect(memberships.map((m) => m.accountId)).toEqual([first.accountId]);
      const [row] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.id, id));
      expect(row.status).toBe("pending");
    });

    it("the demo seed sends a pending invitation for invited@acme.test like any other", async () => {
      const { deps } = ctx();
      const { acmeId } = await seedDemo(deps.db, { delivery: { mailer: deps.mailer, baseUrl: deps.config.baseUrl, logger: deps.logger } });
      const mail = await ctx().smtp!.waitFor("invited@acme.test");
      const [row] = await deps.db.select().from(userInvitations).where(eq(userInvitations.email, "invited@acme.test"));
      expect(row).toMatchObject({ accountId: acmeId, role: "user", status: "pending" });
      expect(mail.subject).toBe("Join Acme Inc. on Signet");
      expect(mail.text).toContain(`http://localhost:3999/auth?invitation=${row.id}&email=invited%40acme.test&token=`);
    });
  },
  {},
  { smtp: true },
);
