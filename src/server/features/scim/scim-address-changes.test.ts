// A directory must not be able to take over an account by re-addressing it: a provisioning
// token (or a Google or Microsoft sync) never moves a super admin's sign-in address, moves a
// member's only when the directory made them and they never signed in, and otherwise leaves
// the new address waiting for the member to confirm from that mailbox while signed in. An
// address never moves off the company's verified domains, and every outcome is audited.
import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, TEST_PASSWORD, uniqueEmail } from "../../test/factories";
import { auditLog, emailChanges, users } from "../../db/schema";
import { addVerifiedDomain, fakeDns, uniqueDomain } from "../sso/sso-test-helpers";
import { updateMembers } from "../directory";
import { makeScimTheSource, provisionedCompany } from "./scim-test-client";

const PATCH = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const newAddress = (address: string) => ({
  schemas: [PATCH],
  Operations: [{ op: "replace", path: 'emails[type eq "work"].value', value: address }],
});

const emailOf = async (ctx: TestContext, userId: string) =>
  (await ctx.deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;
const auditOf = (ctx: TestContext, accountId: string, action: string) =>
  ctx.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, action as never)));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A provisioned company whose domain is verified (so only the rule under test can refuse). */
async function companyWithDomain(ctx: TestContext) {
  const company = await provisionedCompany(ctx);
  fakeDns(ctx);
  const domain = uniqueDomain();
  await addVerifiedDomain(ctx, company.admin.client, domain);
  // Provisioning links the company's existing members only when SCIM is its source of truth.
  await makeScimTheSource(company.admin);
  return { ...company, domain };
}

describeEachDatabase(
  "directories and sign-in addresses",
  (ctx) => {
    it("a provisioning token can't re-address a super admin: the address stays and a password reset reaches only them", async () => {
      const { scim, accountId, domain } = await companyWithDomain(ctx());
      const boss = await addMember(ctx(), accountId, "super_admin");
      const attacker = `mine-${Date.now()}@${domain}`;
      const res = await scim("PATCH", `/Users/${boss.userId}`, newAddress(attacker));
      expect(res.status).toBe(200);
      expect(res.json.emails[0].value).toBe(boss.email);
      expect(await emailOf(ctx(), boss.userId)).toBe(boss.email);
      expect(await ctx().deps.db.select().from(emailChanges).where(eq(emailChanges.userId, boss.userId))).toHaveLength(0);
      // The attack's second step: a reset code for the attacker's address goes nowhere.
      expect((await ctx().client().post("/api/session/send-otp", { email: attacker })).status).toBe(200);
      expect((await ctx().client().post("/api/session/send-otp", { email: boss.email })).status).toBe(200);
      await ctx().smtp!.waitFor(boss.email);
      await pause(200);
      expect(ctx().smtp!.received(attacker)).toHaveLength(0);
      expect((await ctx().client().post("/api/session/sign-in", { email: boss.email, password: TEST_PASSWORD })).status).toBe(200);
      const [refused] = await auditOf(ctx(), accountId, "directory.email_change_refused");
      expect(refused).toMatchObject({ targetId: boss.userId, data: { changes: { email: [boss.email, attacker] } } });
      // Sent again (Entra retries), the refusal is not written twice.
      await scim("PATCH", `/Users/${boss.userId}`, newAddress(attacker));
      expect(await auditOf(ctx(), accountId, "directory.email_change_refused")).toHaveLength(1);
    });

    it("a member who signs in keeps their address until they confirm the new one from its mailbox, signed in", async () => {
      const { scim, accountId, domain, admin } = await companyWithDomain(ctx());
      const member = await addMember(ctx(), accountId, "admin");
      const next = `renamed-${Date.now()}@${domain}`;
      const res = await scim("PATCH", `/Users/${member.userId}`, newAddress(next));
      expect(res.status).toBe(200);
      expect(res.json.emails[0].value).toBe(member.email);
      expect(await emailOf(ctx(), member.userId)).toBe(member.email);
      const [held] = await auditOf(ctx(), accountId, "directory.email_change_held");
      expect(held).toMatchObject({ targetId: member.userId, data: { changes: { email: [member.email, next] } } });

      // The member and their admin see the waiting address.
      expect((await member.client.get("/api/profile")).json.directory).toMatchObject({ provider: "scim", pendingEmail: next });
      const team = await admin.client.get(`/api/team?search=${encodeURIComponent(member.email)}`);
      expect(team.json.rows[0].directory).toMatchObject({ pendingEmail: next });

      // Someone else's session can't confirm it, even with the code.
      const sent = await member.client.post("/api/profile/email-change/code");
      expect(sent.status).toBe(200);
      expect(sent.json).toEqual({ sentTo: next });
      const mail = await ctx().smtp!.waitFor(next);
      const code = /Your code is: (\d{6})/.exec(mail.text)![1];
      expect(mail.text).toContain(`/profile?email-code=${code}`);
      expect((await admin.client.post("/api/profile/email-change/confirm", { code })).status).toBe(404);
      expect((await member.client.post("/api/profile/email-change/code")).status).toBe(429);

      const wrong = await member.client.post("/api/profile/email-change/confirm", { code: code === "000000" ? "111111" : "000000" });
      expect(wrong.status).toBe(400);
      expect(wrong.json.error.fields.code).toMatch(/not right/);
      const confirmed = await member.client.post("/api/profile/email-change/confirm", { code });
      expect(confirmed.status).toBe(200);
      expect(confirmed.json).toEqual({ email: next });
      expect(await emailOf(ctx(), member.userId)).toBe(next);
      expect((await member.client.get("/api/profile")).json).toMatchObject({ profile: { email: next }, directory: { pendingEmail: null } });
      expect((await ctx().client().post("/api/session/sign-in", { email: next, password: TEST_PASSWORD })).status).toBe(200);
      const [done] = await auditOf(ctx(), accountId, "member.email_confirmed");
      expect(done).toMatchObject({ actorUserId: member.userId, data: { changes: { email: [member.email, next] } } });
      // Used once.
      expect((await member.client.post("/api/profile/email-change/confirm", { code })).status).toBe(404);
    });

    it("the member may keep their address; the directory sending the old address again drops the waiting one", async () => {
      const { scim, accountId, domain } = await companyWithDomain(ctx());
      const member = await addMember(ctx(), accountId);
      await scim("PATCH", `/Users/${member.userId}`, newAddress(`a-${Date.now()}@${domain}`));
      expect((await member.client.delete("/api/profile/email-change")).status).toBe(204);
      expect((await member.client.get("/api/profile")).json.directory.pendingEmail).toBeNull();
      expect(await auditOf(ctx(), accountId, "member.email_change_declined")).toHaveLength(1);
      expect((await member.client.delete("/api/profile/email-change")).status).toBe(404);

      await scim("PATCH", `/Users/${member.userId}`, newAddress(`b-${Date.now()}@${domain}`));
      expect((await member.client.get("/api/profile")).json.directory.pendingEmail).toMatch(/^b-/);
      // Another attribute alone leaves the waiting address as it is.
      await scim("PATCH", `/Users/${member.userId}`, { schemas: [PATCH], Operations: [{ op: "replace", path: "title", value: "Lead" }] });
      expect((await member.client.get("/api/profile")).json.directory.pendingEmail).toMatch(/^b-/);
      await scim("PATCH", `/Users/${member.userId}`, newAddress(member.email));
      expect((await member.client.get("/api/profile")).json.directory.pendingEmail).toBeNull();
    });

    it("a member the directory made and who never signed in moves at once, but never off the verified domains", async () => {
      const { scim, accountId, domain } = await companyWithDomain(ctx());
      const first = `first-${Date.now()}@${domain}`;
      const { json } = await scim("POST", "/Users", { userName: first });
      const second = `second-${Date.now()}@${domain}`;
      const moved = await scim("PATCH", `/Users/${json.id}`, newAddress(second));
      expect(moved.json.emails[0].value).toBe(second);
      expect(await emailOf(ctx(), json.id)).toBe(second);
      const [changed] = await auditOf(ctx(), accountId, "directory.email_changed");
      expect(changed).toMatchObject({ targetId: json.id, data: { changes: { email: [first, second] } } });

      const outside = uniqueEmail("outside");
      const kept = await scim("PATCH", `/Users/${json.id}`, newAddress(outside));
      expect(kept.status).toBe(200);
      expect(kept.json.emails[0].value).toBe(second);
      const [refused] = await auditOf(ctx(), accountId, "directory.email_change_refused");
      expect(refused).toMatchObject({ targetId: json.id, data: { changes: { email: [second, outside] } } });
    });

    it("a Google or Microsoft sync goes through the same rule (updateMembers)", async () => {
      const { accountId, domain } = await companyWithDomain(ctx());
      const boss = await addMember(ctx(), accountId, "super_admin");
      const member = await addMember(ctx(), accountId);
      const person = (userId: string, email: string) => ({
        externalId: `g-${userId}`,
        email,
        name: "Synced",
        userId,
        changes: [{ field: "email", before: null, after: email }],
        values: { firstName: "Synced", lastName: null, jobTitle: null, department: null, personalPhone: null },
        link: true,
        reactivate: false,
      });
      const bossNext = `boss-${Date.now()}@${domain}`;
      const memberNext = `member-${Date.now()}@${domain}`;
      await ctx().deps.db.transaction(async (tx) => {
        await updateMembers(tx, accountId, "google", [person(boss.userId, bossNext)]);
        await updateMembers(tx, accountId, "microsoft", [person(member.userId, memberNext)]);
      });
      expect(await emailOf(ctx(), boss.userId)).toBe(boss.email);
      expect(await emailOf(ctx(), member.userId)).toBe(member.email);
      const [waiting] = await ctx().deps.db.select().from(emailChanges).where(eq(emailChanges.userId, member.userId));
      expect(waiting).toMatchObject({ email: memberNext, provider: "microsoft" });
      const [refused] = await auditOf(ctx(), accountId, "directory.email_change_refused");
      expect(refused).toMatchObject({ actorEmail: "Google Workspace sync", targetId: boss.userId });
    });

    it("the address-change routes answer only the member's own change: another company's user 404, no company 403, no session 401", async () => {
      const { scim, accountId, domain } = await companyWithDomain(ctx());
      const member = await addMember(ctx(), accountId);
      const next = `own-${Date.now()}@${domain}`;
      await scim("PATCH", `/Users/${member.userId}`, newAddress(next));
      const other = await provisionedCompany(ctx(), "Other");
      expect((await other.admin.client.post("/api/profile/email-change/code")).status).toBe(404);
      expect((await other.admin.client.delete("/api/profile/email-change")).status).toBe(404);
      const loner = ctx().client();
      await loner.post("/api/session/sign-up", {
        email: uniqueEmail("loner"),
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        first_name: "No",
        last_name: "Company",
        acceptTerms: true,
      });
      expect((await loner.post("/api/profile/email-change/code")).status).toBe(403);
      expect((await ctx().client().post("/api/profile/email-change/confirm", { code: "123456" })).status).toBe(401);
      expect(await ctx().deps.db.select().from(emailChanges).where(eq(emailChanges.userId, member.userId))).toHaveLength(1);
      expect(ctx().smtp!.received(next)).toHaveLength(0);
    });
  },
  {},
  { smtp: true },
);
