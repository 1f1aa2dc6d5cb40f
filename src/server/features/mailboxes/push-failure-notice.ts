// A member whose signature a mailbox channel did not take for good (Gmail: over 10,000
// characters, no such mailbox, Google refusing it after every retry) still gets a signature:
// the "copy your signature" email a deployment sends members it can't put in a mailbox. Queued
// by the channel with the failure (`queuePushFailureNotices`), sent once per signature version:
// the job claims the push row's notice_version, so a failed version queued and failing again,
// or a redelivered job, sends nothing more. Not sent when the company's connection to that
// provider is gone (the admin removed it: pushing stopped on purpose) or when a newer version
// replaced the failed one.
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, integrations, mailboxPushes, profiles, userSignatures } from "../../db/schema";
import type { Mailer } from "../../lib/mailer";
import type { JobQueue } from "../../lib/queue";
import { takeEmailBudget } from "../email-limits/email-budget";
import { sendSignatureChangedEmail } from "./signature-changed-email";
import { NOTICE_QUEUE } from "./mailbox-queues";

/** A member's push of one signature version. */
export type PushNoticeJob = { accountId: string; userId: string; version: string };

/** Given `tx`, the notices commit with the failures that call for them. */
export async function queuePushFailureNotices(queue: JobQueue, jobs: PushNoticeJob[], options: { tx?: Database } = {}) {
  await queue.sendMany(NOTICE_QUEUE, jobs, options);
}

export type NoticeDeps = { db: Database; mailer: Mailer; config: { baseUrl: string } };

export async function sendPushFailureNotice(deps: NoticeDeps, job: PushNoticeJob) {
  const { db } = deps;
  const row = and(eq(mailboxPushes.accountId, job.accountId), eq(mailboxPushes.userId, job.userId), eq(mailboxPushes.version, job.version));
  const connected = db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.accountId, job.accountId), eq(integrations.provider, mailboxPushes.provider)));
  const [claimed] = await db
    .update(mailboxPushes)
    .set({ noticeVersion: job.version })
    .where(
      and(
        row,
        eq(mailboxPushes.status, "failed"),
        or(isNull(mailboxPushes.noticeVersion), ne(mailboxPushes.noticeVersion, job.version)),
        sql`exists (${connected})`,
      ),
    )
    .returning({ userId: mailboxPushes.userId });
  if (!claimed) return;
  const [to] = await db
    .select({ email: profiles.email, firstName: profiles.firstName, companyName: accounts.name })
    .from(userSignatures)
    .innerJoin(accounts, eq(accounts.id, userSignatures.accountId))
    .innerJoin(profiles, eq(profiles.id, userSignatures.userId))
    .where(and(eq(userSignatures.accountId, job.accountId), eq(userSignatures.userId, job.userId), eq(userSignatures.isActive, true)));
  if (!to) return;
  // Over the company's email budget the notice is skipped, as a deployment's is.
  const { granted } = await takeEmailBudget(db, job.accountId, 1);
  if (granted < 1) return;
  try {
    await sendSignatureChangedEmail(deps, to);
  } catch (error) {
    // Unclaimed again, so the queue's retry sends it.
    await db
      .update(mailboxPushes)
      .set({ noticeVersion: null })
      .where(and(row, eq(mailboxPushes.noticeVersion, job.version)));
    throw error;
  }
}
