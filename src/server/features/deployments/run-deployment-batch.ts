// One batch job, in four round trips whatever the batch size: read the batch's pending
// members, load their render data in one query, render each with the one render path
// (outside any transaction: PGlite's one connection stays free for requests), then one
// statement claims the rows still pending (FOR UPDATE SKIP LOCKED) and writes every
// signature and result (in one transaction with the Gmail pushes it calls for). A job run twice, or two processes on one batch, can't do a member
// twice: the second finds no pending row, or skips the rows the first holds and retries
// later in case the first dies before committing.
import { hostname } from "node:os";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { arrayOfParams, arrayParam } from "../../db/array-param";
import { accountUsers, deploymentMembers, deployments } from "../../db/schema";
import type { JobQueue } from "../../lib/queue";
import type { RenderDeps } from "../signature/render-signature";
import { renderDeploymentBatch, type DeploymentRender } from "../signature";
import { EMAIL_QUEUE, type BatchJob, type EmailJob } from "./deployment-queues";
import { pushToMailboxes as pushIntoMailboxes, storeActiveSignatures, type ChannelDeps } from "../mailboxes";
import type { AppDeps } from "../../context";
import { dispatchWebhookDeliveries, recordWebhookEvent } from "../webhooks/record-webhook-event";

export type BatchDeps = RenderDeps & ChannelDeps & Pick<AppDeps, "mailboxChannels"> & { queue: JobQueue };

/** This process, as recorded on the members it did. */
export const PROCESS_NAME = `${hostname()}:${process.pid}`;

type Claimed = { userId: string; emailStatus: string };

// The reply version is stored next to the signature (the template's short version for replies).
// Skipped: a stored active signature with exactly this HTML (the upsert's WHERE leaves it
// alone and doesn't return it). Failed: the render's reason, no signature written; a failure
// over Gmail's limit keeps the template that made it too long (deployment-outcomes.ts: "Retry
// failed" leaves it until something it is made of changes, and offers to open that template).
async function writeResults(
  db: Database,
  job: BatchJob,
  deployment: { accountId: string; emailMembers: boolean },
  renders: DeploymentRender[],
): Promise<Claimed[]> {
  const column = (pick: (r: DeploymentRender) => string | null | undefined, type: "text" | "uuid" = "text") =>
    arrayParam(renders.map(pick), type);
  const texts = (pick: (r: DeploymentRender) => string | null) => arrayOfParams(renders.map(pick));
  const rendered = (pick: (r: Extract<DeploymentRender, { html: string }>) => string | null) => (r: DeploymentRender) =>
    "reason" in r ? null : pick(r);
  // Every join below is by key (a row estimate of 1 for the CTEs made the planner loop
  // over them: 500 x 500 comparisons), and "written?" is a hashed IN, not a join. The values
  // travel as one array per column: as one JSON document (jsonb_to_recordset) the 500
  // signatures made this statement cost PostgreSQL twice the CPU. The signatures themselves
  // travel one parameter each (arrayOfParams): as one array literal they cost the server
  // about 9 ms a batch to write.
  const result = await db.execute(sql`
    with v as (
      select * from unnest(
        ${column((r) => r.userId)}, ${texts(rendered((r) => r.html))}, ${texts(rendered((r) => r.replyHtml))},
        ${column((r) => r.templateId, "uuid")}, ${column((r) => ("reason" in r ? r.reason : null))}
      ) as v(user_id, html, reply_html, template_id, reason)
    ), claimed as (
      select d.user_id from v
        join deployment_members d on d.deployment_id = ${job.deploymentId} and d.user_id = v.user_id
      where d.batch = ${job.batch} and d.status = 'pending'
      for update of d skip locked
    ), written as (
      ${storeActiveSignatures(
        deployment.accountId,
        sql`select v.user_id, v.template_id, v.html, v.reply_html from claimed c join v on v.user_id = c.user_id where v.html is not null`,
      )}
      returning user_id
    )
    update deployment_members d
      set status = (case when v.reason is not null then 'failed'
                         when d.user_id in (select user_id from written) then 'updated' else 'skipped' end)::deployment_member_status,
          reason = v.reason, template_id = v.template_id, processed_at = now(), processed_by = ${PROCESS_NAME},
          email_status = (case when ${deployment.emailMembers} and d.user_id in (select user_id from written)
                               then 'queued' else 'none' end)::deployment_email_status
      from claimed c join v on v.user_id = c.user_id
      where d.deployment_id = ${job.deploymentId} and d.user_id = c.user_id
      returning d.user_id as "userId", d.email_status as "emailStatus"`);
  return (result as unknown as { rows: Claimed[] }).rows;
}

/**
 * A member whose signature goes into Gmail has nothing to copy (and may have no way to sign
 * in: a member the directory made): the "copy your signature" email goes only to those it
 * can't go to Gmail for (no mailbox in the connected domain). A signature over Gmail's
 * 10,000 characters never gets here: the render refuses it for every member.
 */
async function emailOnlyWhereNotInGmail(tx: Database, job: BatchJob, written: Claimed[], pushed: string[]): Promise<Claimed[]> {
  const inGmail = new Set(pushed);
  const unsent = written.filter((w) => w.emailStatus === "queued" && inGmail.has(w.userId)).map((w) => w.userId);
  if (unsent.length === 0) return written;
  await tx
    .update(deploymentMembers)
    .set({ emailStatus: "none" })
    .where(and(inBatch(job), inArray(deploymentMembers.userId, unsent)));
  return written.map((w) => (inGmail.has(w.userId) ? { ...w, emailStatus: "none" } : w));
}

/**
 * Marks the deployment finished once no member is pending (safe to call from every batch):
 * the one call that finishes it also records its "deployment.completed" webhook event.
 */
export async function finishIfDone(db: Database, deploymentId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(deployments)
      .set({ status: "finished", finishedAt: sql`now()` })
      .where(
        and(
          eq(deployments.id, deploymentId),
          eq(deployments.status, "running"),
          sql`not exists (select 1 from ${deploymentMembers} where ${deploymentMembers.deploymentId} = ${deploymentId} and ${deploymentMembers.status} = 'pending')`,
        ),
      )
      .returning({ accountId: deployments.accountId, finishedAt: deployments.finishedAt });
    if (!done) return false;
    const [counts] = await tx
      .select({
        members: count(),
        updated: count(sql`case when ${deploymentMembers.status} = 'updated' then 1 end`),
        skipped: count(sql`case when ${deploymentMembers.status} = 'skipped' then 1 end`),
        failed: count(sql`case when ${deploymentMembers.status} = 'failed' then 1 end`),
      })
      .from(deploymentMembers)
      .where(eq(deploymentMembers.deploymentId, deploymentId));
    const finishedAt = (done.finishedAt ?? new Date()).toISOString();
    await recordWebhookEvent(tx, done.accountId, "deployment.completed", { deployment: { id: deploymentId, finishedAt, ...counts } });
    return true;
  });
}

const inBatch = (job: BatchJob) => and(eq(deploymentMembers.deploymentId, job.deploymentId), eq(deploymentMembers.batch, job.batch));

export async function runDeploymentBatch(deps: BatchDeps, job: BatchJob) {
  const { db } = deps;
  // The deployment (gone with its account: then no rows) and whether each is still a member:
  // a lateral lookup by key per member (a join let the planner hash the whole account's
  // memberships for every batch).
  const membership = db
    .select({ userId: accountUsers.userId })
    .from(accountUsers)
    .where(and(eq(accountUsers.userId, deploymentMembers.userId), eq(accountUsers.accountId, deployments.accountId)))
    .limit(1)
    .as("membership");
  const pending = await db
    .select({
      userId: deploymentMembers.userId,
      member: membership.userId,
      accountId: deployments.accountId,
      emailMembers: deployments.emailMembers,
      pushToMailboxes: deployments.pushToMailboxes,
    })
    .from(deploymentMembers)
    .innerJoin(deployments, eq(deployments.id, deploymentMembers.deploymentId))
    .leftJoinLateral(membership, sql`true`)
    .where(and(inBatch(job), eq(deploymentMembers.status, "pending")));
  let claimed: Claimed[] = [];
  if (pending.length) {
    const { accountId, emailMembers, pushToMailboxes } = pending[0];
    const renders = await renderDeploymentBatch(
      deps,
      accountId,
      pending.map((p) => ({ userId: p.userId, member: p.member !== null })),
      { forGmail: pushToMailboxes },
    );
    // "Put it in Gmail": the push rows and jobs of every member this run wrote (changed or
    // not: a version already in Gmail is not pushed again) commit with the results, so a
    // crash can't leave written members unpushed. A re-run finds no pending row to push.
    claimed = await db.transaction(async (tx) => {
      const written = await writeResults(tx, job, { accountId, emailMembers }, renders);
      if (!pushToMailboxes || !written.length) return written;
      const pushes = await pushIntoMailboxes(
        deps,
        accountId,
        written.map((c) => c.userId),
        { tx },
      );
      return emailOnlyWhereNotInGmail(tx, job, written, pushes);
    });
  }
  const complete = pending.length > 0 && claimed.length === pending.length;
  // This run wrote the whole batch: it knows whom to email. Else (a re-run, or another run
  // held some rows): every email of the batch still queued, whose job may never have been
  // sent before a crash; a duplicate job sends nothing (the email claims its row).
  const emails = complete
    ? claimed.filter((c) => c.emailStatus === "queued")
    : await db
        .select({ userId: deploymentMembers.userId })
        .from(deploymentMembers)
        .where(and(inBatch(job), eq(deploymentMembers.emailStatus, "queued")));
  await deps.queue.sendMany(
    EMAIL_QUEUE,
    emails.map((e): EmailJob => ({ deploymentId: job.deploymentId, userId: e.userId })),
  );
  if (!complete && pending.length > 0) {
    // Rows another run of this batch held (SKIP LOCKED passed them): if that run dies
    // before its commit they are pending again, so this job fails and is retried later.
    const [left] = await db
      .select({ userId: deploymentMembers.userId })
      .from(deploymentMembers)
      .where(and(inBatch(job), eq(deploymentMembers.status, "pending")))
      .limit(1);
    if (left) throw new Error(`batch ${job.batch} of deployment ${job.deploymentId} has members another worker holds`);
  }
  if (await finishIfDone(db, job.deploymentId)) await dispatchWebhookDeliveries(deps);
}
