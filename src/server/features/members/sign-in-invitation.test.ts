// A synced member (no password) invited to sign in: accepting reuses their user, and the
// fields their directory owns are read-only for them and their admins.
import { afterAll, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { acceptSignInInvitation, addMember, TEST_PASSWORD } from "../../test/factories";
import { authAccounts, departments, directoryMembers, profiles, userInvitations, userSignatures, users } from "../../db/schema";
import { startFakeGoogle, type FakeGoogle } from "../../../../dev-servers/fake-google/fake-google";
import { googleConfig, syncedCompany } from "../integrations/google-test-helpers";

const fake: FakeGoogle = await startFakeGoogle();
afterAll(() => fake.close());

const userOf = async (ctx: TestContext, email: string) => {
  const [row] = await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
};

describeEachDatabase(
  "Invite a synced member to sign in",
  (ctx) => {
    it("accepting gives the member's own user a password: same user, profile, signature and directory link; never a second user", async () => {
      const { admin, accountId, people } = await syncedCompany(ctx(), fake, 3);
      const email = people[1].primaryEmail;
      const userId = await userOf(ctx(), email);
      const [signature] = await ctx()
        .deps.db.insert(userSignatures)
        .values({ userId, accountId, htmlContent: "<p>Deployed</p>", deployedAt: new Date() })
        .returning();

      const before = await admin.client.get(`/api/team?search=${encodeURIComponent(email)}`);
      expect(before.json.rows).toHaveLength(1);
      expect(before.json.rows[0]).toMatchObject({ canSignIn: false, signInInvitation: null, directory: { provider: "google" } });
      expect(before.json.mailboxProviders).toEqual(["google"]);

      const { invited, signedUp, client, link } = await acceptSignInInvitation(ctx(), admin, userId, email);
      expect(invited.json.emailSent).toBe(true);
      expect(invited.json.member).toMatchObject({ id: userId, canSignIn: false, signInInvitation: { emailStatus: "sent" } });
      // The invitation shows on the member's row, not as a row of its own.
      expect(link.searchParams.get("email")).toBe(email);
      expect(signedUp.status).toBe(201);
      expect(signedUp.json.userId).toBe(userId);

      const db = ctx().deps.db;
      expect(
        await db
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = ${email}`),
      ).toHaveLength(1);
      expect(
        await db
          .select()
          .from(authAccounts)
          .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, "credential"))),
      ).toHaveLength(1);
      expect(await db.select().from(directoryMembers).where(eq(directoryMembers.userId, userId))).toHaveLength(1);
      const [kept] = await db.select().from(userSignatures).where(eq(userSignatures.userId, userId));
      expect(kept).toMatchObject({ id: signature.id, htmlContent: "<p>Deployed</p>" });
      const [invitation] = await db.select().from(userInvitations).where(eq(userInvitations.email, email));
      expect(invitation.status).toBe("accepted");

      const me = await client.get("/api/me");
      expect(me.json.user.id).toBe(userId);
      expect(me.json.membership.accountId).toBe(accountId);
      // The directory's names stay; what the person typed filled no blank.
      const profile = await client.get("/api/profile");
      expect(profile.json.profile).toMatchObject({ firstName: people[1].name.givenName, lastName: people[1].name.familyName });
      expect(profile.json.directory).toMatchObject({ provider: "google", deactivated: false });

      // From now on the member signs in like anyone, and can't be invited to sign in again.
      const again = ctx().client();
      expect((await again.post("/api/session/sign-in", { email, password: TEST_PASSWORD })).status).toBe(200);
      const after = await admin.client.get(`/api/team?search=${encodeURIComponent(email)}`);
      expect(after.json.rows).toHaveLength(1);
      expect(after.json.rows[0]).toMatchObject({ canSignIn: true, signInInvitation: null });
      const refused = await admin.client.post(`/api/team/members/${userId}/sign-in-invitation`);
      expect(refused.status).toBe(409);
      expect(refused.json.error.code).toBe("already_signs_in");
    });

    it("an open sign-in invitation is renewed, not doubled, and isn't listed as an invitation of its own", async () => {
      const { admin, accountId, people } = await syncedCompany(ctx(), fake, 2);
      const email = people[0].primaryEmail;
      const userId = await userOf(ctx(), email);
      expect((await admin.client.post(`/api/team/members/${userId}/sign-in-invitation`)).status).toBe(200);
      const [first] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.email, email));
      // Again: the same invitation with a new link; once more at once: the resend's limit answers.
      expect((await admin.client.post(`/api/team/members/${userId}/sign-in-invitation`)).status).toBe(200);
      const third = await admin.client.post(`/api/team/members/${userId}/sign-in-invitation`);
      expect(third.status).toBe(429);
      const rows = await ctx()
        .deps.db.select()
        .from(userInvitations)
        .where(and(eq(userInvitations.accountId, accountId), eq(userInvitations.email, email)));
      expect(rows).toHaveLength(1);
      expect(rows[0].id).toBe(first.id);
      expect(rows[0].token).not.toBe(first.token);
      const team = await admin.client.get("/api/team");
      expect(team.json.rows.filter((r: { email: string }) => r.email === email)).toHaveLength(1);
      expect(team.json.counts.invited).toBe(0);
    });

    it("the fields the directory owns are read-only for the synced member and their admin; the others stay editable", async () => {
      const { admin, accountId, people } = await syncedCompany(ctx(), fake, 2);
      const email = people[1].primaryEmail;
      const userId = await userOf(ctx(), email);
      const { client } = await acceptSignInInvitation(ctx(), admin, userId, email);
      const current = (await client.get("/api/profile")).json.profile;

      // The owned fields left out: the others are saved.
      const saved = await client.request("PUT", "/api/profile", { linkedinUrl: "linkedin.com/in/synced", officeId: null });
      expect(saved.status).toBe(200);
      expect(saved.json.profile).toMatchObject({ firstName: current.firstName, linkedinUrl: "https://linkedin.com/in/synced" });
      expect(saved.json.directory.provider).toBe("google");
      // The same values sent back are fine; a different one is refused, naming the field, and nothing changes.
      const same = await client.request("PUT", "/api/profile", { ...current, linkedinUrl: "linkedin.com/in/synced" });
      expect(same.status).toBe(200);
      const refused = await client.request("PUT", "/api/profile", { ...current, firstName: "Changed", linkedinUrl: "" });
      expect(refused.status).toBe(400);
      expect(refused.json.error.code).toBe("directory_managed");
      expect(refused.json.error.message).toContain("First name");
      expect(refused.json.error.fields).toEqual({ firstName: "Managed by your Google Workspace" });
      const [unchanged] = await ctx().deps.db.select().from(profiles).where(eq(profiles.id, userId));
      expect(unchanged).toMatchObject({ firstName: current.firstName, linkedinUrl: "https://linkedin.com/in/synced" });

      // The admin's edit dialog: job title, phone and department are the directory's; the office is not.
      const title = await admin.client.request("PUT", `/api/team/members/${userId}`, { jobTitle: "Chief", officeId: null });
      expect(title.status).toBe(400);
      expect(title.json.error.fields).toEqual({ jobTitle: "Managed by your Google Workspace" });
      expect((await admin.client.request("PUT", `/api/team/members/${userId}`, { officeId: null })).status).toBe(200);
      const other = await addMember(ctx(), accountId);
      const [legal] = await ctx().deps.db.insert(departments).values({ accountId, name: "Legal" }).returning();
      const bulk = await admin.client.post("/api/team/members/bulk", { ids: [other.userId, userId], departmentId: legal.id });
      expect(bulk.status).toBe(400);
      expect(bulk.json.error.fields).toEqual({ departmentId: "Managed by your Google Workspace" });
      const [otherProfile] = await ctx().deps.db.select().from(profiles).where(eq(profiles.id, other.userId));
      expect(otherProfile.departmentId).toBeNull();

      // Anyone else: names are required, and a member the directory no longer lists is editable again.
      const missing = await admin.client.request("PUT", "/api/profile", { jobTitle: "Boss" });
      expect(missing.status).toBe(400);
      expect(missing.json.error.fields).toMatchObject({ firstName: "This field is required" });
      expect((await admin.client.get("/api/profile")).json.directory).toBeNull();
      await ctx()
        .deps.db.update(directoryMembers)
        .set({ deactivatedAt: new Date() })
        .where(and(eq(directoryMembers.accountId, accountId), eq(directoryMembers.userId, userId)));
      const freed = await client.request("PUT", "/api/profile", { ...current, firstName: "Freed", linkedinUrl: "" });
      expect(freed.status).toBe(200);
      expect(freed.json.directory).toMatchObject({ deactivated: true });
    });
  },
  googleConfig(fake),
  { smtp: true },
);
