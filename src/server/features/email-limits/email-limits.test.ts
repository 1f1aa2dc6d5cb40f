// The company's email budget: what admins' actions may send per hour and per day (lower
// while the company is new or pending activation), one resend per invitation per 10
// minutes, deployment notices skipped over the budget, the super admin's override, and
// the limit of password resets a super admin sends to one user. Time moves by moving the
// stored windows and the account's creation date, never by waiting.
import { expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany, setAccountStatus, uniqueEmail } from "../../test/factories";
import { accounts, auditLog, rateLimits, userInvitations, userSignatures } from "../../db/schema";
import { rateLimitKey } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { ADMIN_EMAIL_LIMITS } from "../../../shared/limits";
import { takeEmailBudget } from "./email-budget";
import { waitForDeployment } from "../deployments/deployment-test-helpers";

const { probation, standard } = ADMIN_EMAIL_LIMITS;
type Result = { email: string; result: string; status: string; reason: string | null };

/** The window named ends now, as if its hour (or day, or 10 minutes) had passed. */
async function endWindow(ctx: TestContext, name: string, subject: string) {
  await ctx.deps.db
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimits.key, rateLimitKey({ name, max: 0, windowSeconds: 0 }, subject)));
}

async function makeEstablished(ctx: TestContext, accountId: string) {
  await ctx.deps.db
    .update(accounts)
    .set({ createdAt: sql`now() - interval '2 days'` })
    .where(eq(accounts.id, accountId));
}

const rows = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ email: uniqueEmail(`${prefix}${i}`), role: "user" }));

async function superAdmin(ctx: TestContext) {
  const home = await createCompany(ctx, "Operator");
  return addMember(ctx, home.accountId, "super_admin");
}

describeEachDatabase(
  "email limits of an admin's actions",
  (ctx) => {
    it("a new company's bulk import invites up to its budget in file order, reports the rest 'Not sent: limit reached', and stores nothing for them", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const before = await admin.client.get("/api/invitations/budget");
      expect(before.status).toBe(200);
      expect(before.json.budget).toMatchObject({
        tier: "probation",
        remaining: probation.perHour,
        hour: { limit: probation.perHour, used: 0 },
        day: { limit: probation.perDay, used: 0 },
      });

      const batch = rows(probation.perHour + 5, "bulk");
      const res = await admin.client.post("/api/invitations/bulk", { rows: batch });
      expect(res.status).toBe(200);
      const results = res.json.results as Result[];
      expect(results.slice(0, probation.perHour).every((r) => r.result === "invited")).toBe(true);
      expect(results.slice(probation.perHour)).toEqual(
        batch
          .slice(probation.perHour)
          .map((r) => expect.objectContaining({ email: r.email, result: "skipped", status: "limited", reason: "Not sent: limit reached" })),
      );
      const stored = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.accountId, accountId));
      expect(stored.map((r) => r.email).sort()).toEqual(
        batch
          .slice(0, probation.perHour)
          .map((r) => r.email)
          .sort(),
      );
      expect(ctx().smtp!.received(batch[probation.perHour].email)).toHaveLength(0);

      const after = await admin.client.get("/api/invitations/budget");
      expect(after.json.budget).toMatchObject({ remaining: 0, hour: { used: probation.perHour, remaining: 0 } });
      // One more invitation: refused whole, with when more may be sent; nothing stored.
      const one = uniqueEmail("one-more");
      const refused = await admin.client.post("/api/invitations", { email: one, role: "user" });
      expect(refused.status).toBe(429);
      expect(refused.json.error.code).toBe("email_limit_reached");
      expect(refused.json.error.message).toMatch(/reached its email limit.*More can be sent in (\d+ minutes?|about 1 hours)/);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.email, one))).toHaveLength(0);

      // An hour later: the same file again invites the rest; the day's count goes on.
      await endWindow(ctx(), "admin-email:hour", accountId);
      const again = await admin.client.post("/api/invitations/bulk", { rows: batch });
      const second = again.json.results as Result[];
      expect(second.slice(0, probation.perHour).every((r) => r.status === "invited" && r.result === "skipped")).toBe(true);
      expect(second.slice(probation.perHour).every((r) => r.result === "invited")).toBe(true);
      const budget = await admin.client.get("/api/invitations/budget");
      expect(budget.json.budget).toMatchObject({ hour: { used: 5 }, day: { used: probation.perHour + 5 } });
    });

    it("a company older than a day gets the standard limits; pending activation the lower ones", async () => {
      const { admin, accountId } = await createCompany(ctx());
      await makeEstablished(ctx(), accountId);
      const budget = await admin.client.get("/api/invitations/budget");
      expect(budget.json.budget).toMatchObject({ tier: "standard", hour: { limit: standard.perHour }, day: { limit: standard.perDay } });
      const res = await admin.client.post("/api/invitations/bulk", { rows: rows(probation.perHour + 5, "est") });
      expect((res.json.results as Result[]).every((r) => r.result === "invited")).toBe(true);

      // Pending activation: the probation limits whatever its age (its admins are blocked,
      // but queued deployment notices and super admins still act for it).
      const pending = await createCompany(ctx());
      await makeEstablished(ctx(), pending.accountId);
      await setAccountStatus(ctx(), pending.accountId, "pending_activation");
      const root = await superAdmin(ctx());
      const view = await root.client.get(`/api/admin/accounts/${pending.accountId}/email-limit`);
      expect(view.json).toMatchObject({
        budget: { tier: "probation", hour: { limit: probation.perHour } },
        defaults: probation,
        override: null,
      });
      expect((await takeEmailBudget(ctx().deps.db, pending.accountId, 100)).granted).toBe(probation.perHour);
    });

    it("the limit is per company: one company spending its budget leaves another's whole", async () => {
      const a = await createCompany(ctx());
      const b = await createCompany(ctx());
      await a.admin.client.post("/api/invitations/bulk", { rows: rows(probation.perHour, "a") });
      expect((await a.admin.client.post("/api/invitations", { email: uniqueEmail(), role: "user" })).status).toBe(429);
      expect((await b.admin.client.get("/api/invitations/budget")).json.budget).toMatchObject({
        remaining: probation.perHour,
        hour: { used: 0 },
      });
      expect((await b.admin.client.post("/api/invitations", { email: uniqueEmail(), role: "user" })).status).toBe(201);
    });

    it("resends an invitation at most once in 10 minutes: 429 with Retry-After and when it may be resent", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const email = uniqueEmail("resend");
      const { json } = await admin.client.post("/api/invitations", { email, role: "user" });
      const id = json.invitation.id as string;
      expect((await admin.client.post(`/api/invitations/${id}/resend`)).status).toBe(200);
      const [sent] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.id, id));

      const again = await admin.client.post(`/api/invitations/${id}/resend`);
      expect(again.status).toBe(429);
      expect(again.json.error.code).toBe("resend_too_soon");
      expect(again.json.error.message).toMatch(/^This invitation was sent less than 10 minutes ago\. It can be resent in \d+ minutes?\.$/);
      const retryAfter = Number(again.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      // Nothing changed: same link, one resend in the log, two emails in the budget.
      const [kept] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.id, id));
      expect(kept.token).toBe(sent.token);
      const resent = await ctx()
        .deps.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, "invitation.resent")));
      expect(resent).toHaveLength(1);
      expect((await admin.client.get("/api/invitations/budget")).json.budget.hour.used).toBe(2);

      await endWindow(ctx(), RATE_LIMITS.invitationResend.name, id);
      expect((await admin.client.post(`/api/invitations/${id}/resend`)).status).toBe(200);
    });

    it("a super admin sees a company's usage and lifts its limit until a date, audited in that company's log", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const member = await addMember(ctx(), accountId);
      const root = await superAdmin(ctx());
      await admin.client.post("/api/invitations/bulk", { rows: rows(3, "used") });
      const view = await root.client.get(`/api/admin/accounts/${accountId}/email-limit`);
      expect(view.status).toBe(200);
      expect(view.json.budget).toMatchObject({ tier: "probation", hour: { used: 3, remaining: probation.perHour - 3 } });

      const until = new Date(Date.now() + 2 * 86_400_000).toISOString();
      const lifted = await root.client.request("PUT", `/api/admin/accounts/${accountId}/email-limit`, {
        perHour: null,
        perDay: null,
        liftedUntil: until,
      });
      expect(lifted.status).toBe(200);
      expect(lifted.json).toMatchObject({ budget: { tier: "lifted", remaining: null, hour: { limit: null, used: 3 } } });
      expect(new Date(lifted.json.override.liftedUntil).toISOString()).toBe(until);
      const res = await admin.client.post("/api/invitations/bulk", { rows: rows(probation.perDay + 5, "lifted") });
      expect((res.json.results as Result[]).every((r) => r.result === "invited")).toBe(true);
      const [entry] = await ctx()
        .deps.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, "account.email_limit_changed")));
      expect(entry.data).toMatchObject({ changes: { liftedUntil: [null, until] } });

      // Raised limits instead; then back to the defaults.
      const raised = await root.client.request("PUT", `/api/admin/accounts/${accountId}/email-limit`, {
        perHour: 500,
        perDay: 2000,
        liftedUntil: null,
      });
      expect(raised.json.budget).toMatchObject({ tier: "custom", hour: { limit: 500 }, day: { limit: 2000 } });
      const reset = await root.client.request("PUT", `/api/admin/accounts/${accountId}/email-limit`, {
        perHour: null,
        perDay: null,
        liftedUntil: null,
      });
      expect(reset.json).toMatchObject({ budget: { tier: "probation" }, override: null });

      const bad = await root.client.request("PUT", `/api/admin/accounts/${accountId}/email-limit`, {
        perHour: 0,
        perDay: null,
        liftedUntil: "soon",
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.json.error.fields).sort()).toEqual(["liftedUntil", "perHour"]);
      // Who may: the company's own admin and member get 403, an unknown account 404.
      for (const client of [admin.client, member.client]) {
        expect((await client.get(`/api/admin/accounts/${accountId}/email-limit`)).status).toBe(403);
        expect(
          (await client.request("PUT", `/api/admin/accounts/${accountId}/email-limit`, { perHour: 9999, perDay: null, liftedUntil: null }))
            .status,
        ).toBe(403);
      }
      expect((await root.client.get(`/api/admin/accounts/${crypto.randomUUID()}/email-limit`)).status).toBe(404);
      expect(
        (
          await root.client.request("PUT", `/api/admin/accounts/${crypto.randomUUID()}/email-limit`, {
            perHour: 1,
            perDay: 1,
            liftedUntil: null,
          })
        ).status,
      ).toBe(404);
      expect((await root.client.get(`/api/admin/accounts/${accountId}/email-limit`)).json.override).toBeNull();
    });

    it("the budget route: a member 403; another company's admin sees only their own company's budget", async () => {
      const a = await createCompany(ctx());
      const member = await addMember(ctx(), a.accountId);
      const b = await createCompany(ctx());
      await a.admin.client.post("/api/invitations/bulk", { rows: rows(4, "mine") });
      expect((await member.client.get("/api/invitations/budget")).status).toBe(403);
      expect((await b.admin.client.get("/api/invitations/budget")).json.budget.hour.used).toBe(0);
      // Another company's admin can't resend (404) nor spend A's resend window.
      const [invitation] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.accountId, a.accountId)).limit(1);
      expect((await b.admin.client.post(`/api/invitations/${invitation.id}/resend`)).status).toBe(404);
      expect((await member.client.post(`/api/invitations/${invitation.id}/resend`)).status).toBe(403);
      expect((await a.admin.client.post(`/api/invitations/${invitation.id}/resend`)).status).toBe(200);
    });

    it("a super admin sends one user at most 3 password resets an hour; another user is not affected", async () => {
      const { accountId } = await createCompany(ctx());
      const target = await addMember(ctx(), accountId);
      const other = await addMember(ctx(), accountId);
      const root = await superAdmin(ctx());
      for (let i = 0; i < ADMIN_EMAIL_LIMITS.adminPasswordResetsPerUserPerHour; i++)
        expect((await root.client.post(`/api/admin/users/${target.userId}/password-reset`)).status).toBe(200);
      const refused = await root.client.post(`/api/admin/users/${target.userId}/password-reset`);
      expect(refused.status).toBe(429);
      expect(refused.json.error.message).toMatch(
        /^This user was sent 3 password resets in the last hour\. Another can be sent in \d+ minutes?\.$/,
      );
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await root.client.post(`/api/admin/users/${other.userId}/password-reset`)).status).toBe(200);
    });
  },
  {},
  { smtp: true },
);

describeEachDatabase(
  "deployment notices and the email limit",
  (ctx) => {
    it("over the budget a notice is skipped with the reason on the member's result; every signature is still stored", async () => {
      const { accountId, admin } = await createCompany(ctx());
      for (let i = 0; i < 3; i++) await addMember(ctx(), accountId);
      // Two emails of the hour are left for four changed members.
      await takeEmailBudget(ctx().deps.db, accountId, probation.perHour - 2);
      const started = await admin.client.post("/api/deployments", {});
      const id = started.json.deployment.id as string;
      await waitForDeployment(ctx(), id, { emails: true });
      const results = await admin.client.get(`/api/deployments/${id}/members`);
      const members = results.json.members as { status: string; emailStatus: string; emailError: string | null; email: string }[];
      expect(members.map((m) => m.status)).toEqual(["updated", "updated", "updated", "updated"]);
      expect(members.filter((m) => m.emailStatus === "sent")).toHaveLength(2);
      const skipped = members.filter((m) => m.emailStatus === "failed");
      expect(skipped).toHaveLength(2);
      for (const m of skipped) {
        expect(m.emailError).toMatch(/^Not sent: limit reached/);
        expect(ctx().smtp!.received(m.email)).toHaveLength(0);
      }
      const signatures = await ctx().deps.db.select().from(userSignatures).where(eq(userSignatures.accountId, accountId));
      expect(signatures).toHaveLength(4);
    });
  },
  {},
  { smtp: true, queue: true },
);
