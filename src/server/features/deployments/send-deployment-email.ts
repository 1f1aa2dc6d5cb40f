// One email job. The member row is claimed first (queued or failed -> sending), so two jobs
// for one member can't both send; a failure is recorded on the row (visible in the
// results) and thrown, so the queue retries it with backoff. A process that dies while
// SMTP has the email leaves it "sending": its outcome is unknown, and it is not sent again.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, deploymentMembers, deployments, profiles } from "../../db/schema";
import type { Mailer } from "../../lib/mailer";
import { sendSignatureChangedEmail } from "../mailboxes";
import type { EmailJob } from "./deployment-queues";
import { takeEmailBudget } from "../email-limits/email-budget";
import { EMAIL_LIMIT_MESSAGES } from "../../../shared/email-limits/email-limit-schema";

export type EmailDeps = { db: Database; mailer: Mailer; config: { baseUrl: string } };

export async function sendDeploymentEmail(deps: EmailDeps, job: EmailJob) {
  const { db } = deps;
  const member = and(eq(deploymentMembers.deploymentId, job.deploymentId), eq(deploymentMembers.userId, job.userId));
  const [claimed] = await db
    .update(deploymentMembers)
    .set({ emailStatus: "sending", emailAttempts: sql`${deploymentMembers.emailAttempts} + 1` })
    .where(and(member, inArray(deploymentMembers.emailStatus, ["queued", "failed"])))
    .returning({ userId: deploymentMembers.userId });
  if (!claimed) return;
  const [to] = await db
    .select({ email: profiles.email, firstName: profiles.firstName, companyName: accounts.name, accountId: accounts.id })
    .from(deployments)
    .innerJoin(accounts, eq(accounts.id, deployments.accountId))
    .innerJoin(profiles, eq(profiles.id, job.userId))
    .where(eq(deployments.id, job.deploymentId));
  if (!to) {
    await db.update(deploymentMembers).set({ emailStatus: "none" }).where(member);
    return;
  }
  // Over the company's email budget the notice is skipped, not delayed: the signature is
  // stored either way, and the member's result says why no email came. Not thrown, so the
  // queue doesn't retry it.
  const { granted } = await takeEmailBudget(db, to.accountId, 1);
  if (granted < 1) {
    await db.update(deploymentMembers).set({ emailStatus: "failed", emailError: EMAIL_LIMIT_MESSAGES.deploymentNotSent }).where(member);
    return;
  }
  try {
    await sendSignatureChangedEmail(deps, to);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(deploymentMembers)
      .set({ emailStatus: "failed", emailError: message.slice(0, 500) })
      .where(member);
    throw error;
  }
  await db
    .update(deploymentMembers)
    .set({ emailStatus: "sent", emailError: null, emailSentAt: sql`now()` })
    .where(member);
}
