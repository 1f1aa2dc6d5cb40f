// Reading deployments: the history, one deployment with its counts. A member counts once,
// by their latest outcome (a later retry's result for a member who failed: deployment-outcomes.ts).
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { deploymentMembers, deployments, departments, profiles } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import type { Deployment } from "../../../shared/deployments/deployment-responses";
import { countRetriedResults, countStillFailed, findLaterRetries } from "./deployment-outcomes";

const HISTORY_LENGTH = 25;

/**
 * Per "Put it in Gmail" deployment, the members whose signature it stored ("id:queued",
 * "id:updated", "id:unchanged", "id:failed"), by their push now: updated, Gmail got it at or
 * after the deployment's start; unchanged, Gmail already held that version (nothing was sent);
 * failed, the latest attempt failed; queued, waiting or being pushed. A member whose signature
 * the deployment could not store is not counted here: nothing of theirs was to push.
 */
async function countGmailStates(db: Database, accountId: string, ids: string[]) {
  const tally = new Map<string, number>();
  if (ids.length === 0) return tally;
  const result = await db.execute(sql`
    select m.deployment_id as "id",
      case when mp.status in ('queued', 'pushing') then 'queued'
           when mp.status = 'failed' then 'failed'
           when mp.pushed_at >= d.created_at then 'updated'
           else 'unchanged' end as "status",
      count(*)::int as "n"
    from deployment_members m
    join deployments d on d.id = m.deployment_id
    join mailbox_pushes mp on mp.account_id = ${accountId} and mp.user_id = m.user_id
    where m.deployment_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)
      and m.status in ('updated', 'skipped')
    group by 1, 2`);
  for (const r of (result as unknown as { rows: { id: string; status: string; n: number }[] }).rows) tally.set(`${r.id}:${r.status}`, r.n);
  return tally;
}
type Row = typeof deployments.$inferSelect;

async function summaries(db: Database, accountId: string, rows: Row[]): Promise<Deployment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const later = await findLaterRetries(db, accountId, rows);
  const pushing = rows.filter((r) => r.pushToMailboxes).map((r) => r.id);
  const [statusCounts, emailCounts, names, people, retried, retryable, gmail] = await Promise.all([
    db
      .select({ id: deploymentMembers.deploymentId, status: deploymentMembers.status, n: count() })
      .from(deploymentMembers)
      .where(inArray(deploymentMembers.deploymentId, ids))
      .groupBy(deploymentMembers.deploymentId, deploymentMembers.status),
    db
      .select({ id: deploymentMembers.deploymentId, status: deploymentMembers.emailStatus, n: count() })
      .from(deploymentMembers)
      .where(and(inArray(deploymentMembers.deploymentId, ids), sql`${deploymentMembers.emailStatus} <> 'none'`))
      .groupBy(deploymentMembers.deploymentId, deploymentMembers.emailStatus),
    db.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.accountId, accountId)),
    db
      .select({ id: profiles.id, first: profiles.firstName, last: profiles.lastName })
      .from(profiles)
      .where(inArray(profiles.id, [...new Set(rows.flatMap((r) => (r.startedBy ? [r.startedBy] : [])))])),
    countRetriedResults(db, later),
    countStillFailed(db, accountId, ids, later),
    countGmailStates(db, accountId, pushing),
  ]);
  // Counts by "id:status" and "id:email status"; a failed row a later retry answers for
  // moves to that retry's result (its status and its email).
  const tally = new Map<string, number>();
  const add = (key: string, n: number) => tally.set(key, (tally.get(key) ?? 0) + n);
  for (const c of statusCounts) add(`${c.id}:${c.status}`, c.n);
  for (const c of emailCounts) add(`${c.id}:email:${c.status}`, c.n);
  for (const c of retried) {
    add(`${c.id}:failed`, -c.n);
    add(`${c.id}:${c.status}`, c.n);
    if (c.ownEmail !== "none") add(`${c.id}:email:${c.ownEmail}`, -c.n);
    if (c.emailStatus !== "none") add(`${c.id}:email:${c.emailStatus}`, c.n);
  }
  const departmentName = new Map(names.map((d) => [d.id, d.name]));
  const personName = new Map(people.map((p) => [p.id, [p.first, p.last].filter(Boolean).join(" ") || null]));
  return rows.map((r) => {
    const by = (status: string) => tally.get(`${r.id}:${status}`) ?? 0;
    const emails = (status: string) => tally.get(`${r.id}:email:${status}`) ?? 0;
    const createdAt = new Date(r.createdAt);
    const finishedAt = r.finishedAt ? new Date(r.finishedAt) : null;
    return {
      id: r.id,
      kind: r.kind,
      retryOf: r.retryOf,
      status: r.status,
      startedBy: { name: r.startedBy ? (personName.get(r.startedBy) ?? null) : null, email: r.startedByEmail },
      createdAt: createdAt.toISOString(),
      finishedAt: finishedAt?.toISOString() ?? null,
      durationMs: finishedAt ? finishedAt.getTime() - createdAt.getTime() : null,
      departments: r.departmentIds ? r.departmentIds.map((id) => ({ id, name: departmentName.get(id) ?? "Deleted department" })) : null,
      templates: r.templates,
      emailMembers: r.emailMembers,
      pushToMailboxes: r.pushToMailboxes,
      counts: {
        total: r.total,
        updated: by("updated"),
        skipped: by("skipped"),
        failed: by("failed"),
        retryable: retryable.get(r.id)?.retryable ?? 0,
        overLimit: retryable.get(r.id)?.overLimit ?? 0,
        pending: by("pending"),
        emailsSent: emails("sent"),
        emailsFailed: emails("failed"),
        emailsQueued: emails("queued") + emails("sending"),
        gmail: r.pushToMailboxes
          ? {
              queued: gmail.get(`${r.id}:queued`) ?? 0,
              updated: gmail.get(`${r.id}:updated`) ?? 0,
              unchanged: gmail.get(`${r.id}:unchanged`) ?? 0,
              failed: gmail.get(`${r.id}:failed`) ?? 0,
            }
          : null,
      },
    };
  });
}

/** The latest deployments, newest first, and the running one. */
export async function findDeployments(db: Database, scope: Scope) {
  const rows = await db
    .select()
    .from(deployments)
    .where(eq(deployments.accountId, scope.accountId))
    .orderBy(desc(deployments.createdAt))
    .limit(HISTORY_LENGTH);
  const list = await summaries(db, scope.accountId, rows);
  const running = list.find((d) => d.status === "running") ?? (await runningDeploymentOf(db, scope.accountId));
  return { deployments: list, running };
}

export async function runningDeploymentOf(db: Database, accountId: string): Promise<Deployment | null> {
  const rows = await db
    .select()
    .from(deployments)
    .where(and(eq(deployments.accountId, accountId), eq(deployments.status, "running")));
  return (await summaries(db, accountId, rows))[0] ?? null;
}

export async function getDeployment(db: Database, scope: Scope, id: string): Promise<Deployment> {
  const rows = await db
    .select()
    .from(deployments)
    .where(and(eq(deployments.id, id), eq(deployments.accountId, scope.accountId)));
  const [found] = await summaries(db, scope.accountId, rows);
  if (!found) throw notFound("Deployment");
  return found;
}
