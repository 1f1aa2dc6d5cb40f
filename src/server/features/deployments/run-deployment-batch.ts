// One batch job: renders the batch's still-pending members (outside any transaction, with
// the one render service), then in one transaction claims those rows (FOR UPDATE, still
// pending) and writes each member's signature and result. A job run twice, or two
// processes on one batch, can't do a member twice: the second finds no pending row.
import { hostname } from "node:os";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, deploymentMembers, deployments, userSignatures } from "../../db/schema";
import type { JobQueue } from "../../lib/queue";
import type { RenderDeps } from "../signatures/render-signature";
import { REASONS, renderForDeployment, yieldToRequests, type DeploymentRender } from "./render-for-deployment";
import { EMAIL_QUEUE, type BatchJob, type EmailJob } from "./deployment-queues";

export type BatchDeps = RenderDeps & { queue: JobQueue };

/** This process, as recorded on the members it did. */
export const PROCESS_NAME = `${hostname()}:${process.pid}`;

const RENDER_CONCURRENCY = 6;

type Result = {
  user_id: string;
  status: "updated" | "skipped" | "failed";
  reason: string | null;
  template_id: string | null;
  email: "none" | "queued";
};

async function writeResults(
  db: Database,
  deployment: { id: string; accountId: string; emailMembers: boolean },
  job: BatchJob,
  renders: DeploymentRender[],
) {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .select({ userId: deploymentMembers.userId })
      .from(deploymentMembers)
      .where(
        and(
          eq(deploymentMembers.deploymentId, job.deploymentId),
          eq(deploymentMembers.batch, job.batch),
          eq(deploymentMembers.status, "pending"),
        ),
      )
      .for("update");
    const claimedIds = new Set(claimed.map((c) => c.userId));
    const todo = renders.filter((r) => claimedIds.has(r.userId));
    if (todo.length === 0) return;
    const current = await tx
      .select({ id: userSignatures.id, userId: userSignatures.userId, htmlContent: userSignatures.htmlContent })
      .from(userSignatures)
      .where(
        and(
          eq(userSignatures.accountId, deployment.accountId),
          eq(userSignatures.isActive, true),
          inArray(
            userSignatures.userId,
            todo.map((r) => r.userId),
          ),
        ),
      );
    const stored = new Map(current.map((s) => [s.userId, s]));
    const results: Result[] = [];
    const updates: { id: string; html: string; template_id: string }[] = [];
    const inserts: (typeof userSignatures.$inferInsert)[] = [];
    for (const r of todo) {
      if ("reason" in r) {
        results.push({ user_id: r.userId, status: "failed", reason: r.reason, template_id: null, email: "none" });
        continue;
      }
      const existing = stored.get(r.userId);
      if (existing?.htmlContent === r.html) {
        results.push({ user_id: r.userId, status: "skipped", reason: null, template_id: r.templateId, email: "none" });
        continue;
      }
      if (existing) updates.push({ id: existing.id, html: r.html, template_id: r.templateId });
      else
        inserts.push({
          userId: r.userId,
          accountId: deployment.accountId,
          templateId: r.templateId,
          htmlContent: r.html,
          isActive: true,
          deployedAt: new Date(),
        });
      results.push({
        user_id: r.userId,
        status: "updated",
        reason: null,
        template_id: r.templateId,
        email: deployment.emailMembers ? "queued" : "none",
      });
    }
    // Set-based writes: one statement per kind, whatever the batch size.
    if (updates.length)
      await tx.execute(sql`update user_signatures s
        set html_content = v.html, template_id = v.template_id, deployed_at = now(), updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(id uuid, html text, template_id uuid)
        where s.id = v.id`);
    if (inserts.length)
      await tx
        .insert(userSignatures)
        .values(inserts)
        .onConflictDoUpdate({
          target: [userSignatures.userId, userSignatures.accountId],
          targetWhere: sql`${userSignatures.isActive}`,
          set: {
            htmlContent: sql`excluded.html_content`,
            templateId: sql`excluded.template_id`,
            deployedAt: sql`now()`,
            updatedAt: sql`now()`,
          },
        });
    await tx.execute(sql`update deployment_members d
      set status = v.status::deployment_member_status, reason = v.reason, template_id = v.template_id,
          processed_at = now(), processed_by = ${PROCESS_NAME}, email_status = v.email::deployment_email_status
      from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as v(user_id text, status text, reason text, template_id uuid, email text)
      where d.deployment_id = ${job.deploymentId} and d.user_id = v.user_id`);
  });
}

/** Marks the deployment finished once no member is pending (safe to call from every batch). */
export async function finishIfDone(db: Database, deploymentId: string) {
  await db
    .update(deployments)
    .set({ status: "finished", finishedAt: sql`now()` })
    .where(
      and(
        eq(deployments.id, deploymentId),
        eq(deployments.status, "running"),
        sql`not exists (select 1 from ${deploymentMembers} where ${deploymentMembers.deploymentId} = ${deploymentId} and ${deploymentMembers.status} = 'pending')`,
      ),
    );
}

export async function runDeploymentBatch(deps: BatchDeps, job: BatchJob) {
  const { db } = deps;
  const [deployment] = await db
    .select({ id: deployments.id, accountId: deployments.accountId, emailMembers: deployments.emailMembers })
    .from(deployments)
    .where(eq(deployments.id, job.deploymentId));
  if (!deployment) return; // the account was deleted meanwhile
  const pending = await db
    .select({ userId: deploymentMembers.userId, member: accountUsers.userId })
    .from(deploymentMembers)
    .leftJoin(accountUsers, and(eq(accountUsers.userId, deploymentMembers.userId), eq(accountUsers.accountId, deployment.accountId)))
    .where(
      and(
        eq(deploymentMembers.deploymentId, job.deploymentId),
        eq(deploymentMembers.batch, job.batch),
        eq(deploymentMembers.status, "pending"),
      ),
    );
  if (pending.length) {
    // A few members at once: each render waits on its one query, so overlapping them keeps
    // the process busy (the pool has 10 connections; PGlite serialises them anyway).
    const renders: DeploymentRender[] = [];
    for (let i = 0; i < pending.length; i += RENDER_CONCURRENCY) {
      const slice = pending.slice(i, i + RENDER_CONCURRENCY);
      renders.push(
        ...(await Promise.all(
          // Removed from the account since the deployment started: no signature for them here.
          slice.map(({ userId, member }) =>
            member ? renderForDeployment(deps, deployment.accountId, userId) : { userId, reason: REASONS.notMember },
          ),
        )),
      );
      await yieldToRequests();
    }
    await writeResults(db, deployment, job, renders);
  }
  // Also on a re-run: emails whose job may not have been queued before a crash.
  const queued = await db
    .select({ userId: deploymentMembers.userId })
    .from(deploymentMembers)
    .where(
      and(
        eq(deploymentMembers.deploymentId, job.deploymentId),
        eq(deploymentMembers.batch, job.batch),
        eq(deploymentMembers.emailStatus, "queued"),
      ),
    );
  await deps.queue.sendMany(
    EMAIL_QUEUE,
    queued.map((q): EmailJob => ({ deploymentId: job.deploymentId, userId: q.userId })),
  );
  await finishIfDone(db, job.deploymentId);
}
