// A member whose push into Gmail fails for good gets the "copy your signature" email instead,
// once per signature version: not again when that version is queued and fails again, not for
// a redelivered job, and not when the company removed its Google connection.
import { afterAll, beforeAll, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../../test/test-app";
import { mailboxPushes, outgoingEmails, userSignatures, users } from "../../../db/schema";
import { startFakeGoogle, type FakeGoogle } from "../../../../../dev-servers/fake-google/fake-google";
import { googleConfig, pushesOf, settled, syncedCompany, startMailboxPushWorkers } from "../google-test-helpers";
import { until } from "../../../test/until";
import { NOTICE_QUEUE, SIGNATURE_CHANGED_EMAIL_SUBJECT, sendPushFailureNotice } from "../../mailboxes";
import { enqueueMailboxPushes } from "./enqueue-mailbox-pushes";
import { signatureVersion } from "../../mailboxes";

const fake: FakeGoogle = await startFakeGoogle();
afterAll(() => fake.close());

const noticesTo = async (ctx: TestContext, email: string) =>
  (await ctx.deps.db.select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, email))).filter(
    (m) => m.subject === SIGNATURE_CHANGED_EMAIL_SUBJECT,
  );

/** Notice jobs of this member the queue has finished. */
async function noticeJobsDone(ctx: TestContext, userId: string): Promise<number> {
  const result = await ctx.deps.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${NOTICE_QUEUE} and data->>'userId' = ${userId} and state = 'completed'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

/** A synced company of one member with this active signature. */
async function memberWithSignature(ctx: TestContext, html: string) {
  const company = await syncedCompany(ctx, fake, 1);
  const [member] = await ctx.deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, company.people[0].primaryEmail));
  await ctx.deps.db.insert(userSignatures).values({ userId: member.id, accountId: company.accountId, htmlContent: html });
  return { ...company, member };
}

async function pushAndSettle(ctx: TestContext, accountId: string, userId: string, attempts: number) {
  expect(await enqueueMailboxPushes(ctx.deps, accountId, [userId])).toEqual([userId]);
  const [row] = await until(
    () => pushesOf(ctx, accountId),
    (r) => settled(r, 1) && r[0].attempts === attempts,
    "the push",
  );
  return row;
}

describeEachDatabase(
  "A push into Gmail that fails for good",
  (ctx) => {
    beforeAll(async () => {
      await startMailboxPushWorkers(ctx().deps);
    });

    it("emails a signature Gmail can't take (over 10,000 characters) once for its version, however often it fails; the admins once for the cause", async () => {
      const { accountId, member, admin } = await memberWithSignature(ctx(), `<p>${"x".repeat(10_001)}</p>`);
      const first = await pushAndSettle(ctx(), accountId, member.id, 1);
      expect(first.status).toBe("failed");
      await until(
        () => noticeJobsDone(ctx(), member.id),
        (n) => n === 1,
        "the notice",
      );
      const [notice] = await noticesTo(ctx(), member.email);
      expect(notice.textBody).toContain("/signature");

      // The same version queued again fails again: its notice job sends nothing more.
      const again = await pushAndSettle(ctx(), accountId, member.id, 1);
      expect(again.status).toBe("failed");
      await until(
        () => noticeJobsDone(ctx(), member.id),
        (n) => n === 2,
        "the second notice job",
      );
      // A redelivered job sends nothing either.
      await sendPushFailureNotice(ctx().deps, { accountId, userId: member.id, version: first.version });
      expect(await noticesTo(ctx(), member.email)).toHaveLength(1);
      // The company's admins: one alert for the reason, not one per failure.
      const alerts = await until(
        async () =>
          (await ctx().deps.db.select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, admin.email))).filter(
            (m) => m.subject === "Signatures could not be put into Gmail",
          ),
        (rows) => rows.length > 0,
        "the admins' alert",
      );
      expect(alerts).toHaveLength(1);
      expect(alerts[0].textBody).toContain(first.error!);
    });

    it("emails a member whose mailbox does not exist in Google, once", async () => {
      const { accountId, member } = await memberWithSignature(ctx(), "<p>Jane Doe</p>");
      fake.setUsers([]);
      const row = await pushAndSettle(ctx(), accountId, member.id, 1);
      expect(row.status).toBe("failed");
      await until(
        () => noticeJobsDone(ctx(), member.id),
        (n) => n === 1,
        "the notice",
      );
      expect(await noticesTo(ctx(), member.email)).toHaveLength(1);
    });

    it("emails nothing when the company removed its Google connection", async () => {
      const { accountId, member, admin } = await memberWithSignature(ctx(), "<p>Removed</p>");
      const version = signatureVersion("<p>Removed</p>");
      await ctx()
        .deps.db.insert(mailboxPushes)
        .values({
          accountId,
          userId: member.id,
          provider: "google",
          version,
          status: "failed",
          error: "Google Workspace is not connected.",
        })
        .onConflictDoUpdate({
          target: [mailboxPushes.accountId, mailboxPushes.userId],
          set: { version, status: "failed", error: "Google Workspace is not connected." },
        });
      expect((await admin.client.request("DELETE", "/api/integrations/google")).status).toBeLessThan(300);
      await sendPushFailureNotice(ctx().deps, { accountId, userId: member.id, version });
      expect(await noticesTo(ctx(), member.email)).toEqual([]);
      const [row] = await ctx()
        .deps.db.select({ noticeVersion: mailboxPushes.noticeVersion })
        .from(mailboxPushes)
        .where(and(eq(mailboxPushes.accountId, accountId), eq(mailboxPushes.userId, member.id)));
      expect(row?.noticeVersion ?? null).toBeNull();
    });
  },
  googleConfig(fake),
  { queue: true },
);
