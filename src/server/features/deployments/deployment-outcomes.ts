// A member's latest outcome in a deployment. A retry is a deployment of its own, and its
// results also answer for the runs it retried: a member who failed in a deployment counts
// by their newest result in a later retry of the same family (the deployment a chain of
// retries started from and every retry in it), so after a successful retry nothing is
// failed there any more and "Retry failed" is not offered again. Read-time only: every
// deployment's own rows stay as written (decision 016). A new deployment is a run of its
// own: it never answers for an earlier one.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { deployments } from "../../db/schema";

/** A retry after `target` in its family; rank 0 is the newest. */
export type LaterRetry = { target: string; later: string; rank: number };

/** For each target, the retries of its family created after it, newest first (none: the common case). */
export async function findLaterRetries(db: Database, accountId: string, targets: { id: string; createdAt: Date | string }[]) {
  if (targets.length === 0) return [];
  const retries = await db
    .select({ id: deployments.id, retryOf: deployments.retryOf, createdAt: deployments.createdAt })
    .from(deployments)
    .where(and(eq(deployments.accountId, accountId), eq(deployments.kind, "retry")))
    .orderBy(desc(deployments.createdAt), desc(deployments.id));
  if (retries.length === 0) return [];
  const retryOf = new Map(retries.map((r) => [r.id, r.retryOf]));
  const rootOf = (id: string) => {
    let at = id;
    // Each retry names an earlier deployment, so the chain ends; the bound is only a guard.
    for (let step = 0, up = retryOf.get(at); up && step <= retries.length; step++, up = retryOf.get(at)) at = up;
    return at;
  };
  const withRoot = retries.map((r) => ({ ...r, root: rootOf(r.id), at: new Date(r.createdAt).getTime() }));
  return targets.flatMap((t) => {
    const root = rootOf(t.id);
    const after = new Date(t.createdAt).getTime();
    return withRoot.filter((r) => r.root === root && r.at > after).map((r, rank): LaterRetry => ({ target: t.id, later: r.id, rank }));
  });
}

/** `later` as a table, for the CTE `with later as (...)` that `retriedResult` reads. */
export const laterTable = (later: LaterRetry[]): SQL =>
  sql`select * from jsonb_to_recordset(${JSON.stringify(later)}::jsonb) as l(target uuid, later uuid, rank int)`;

/**
 * Lateral subquery `o`: for a failed row `m` of deployment_members, the newest result a later
 * retry gave that member (a row still pending there is no result yet), else no row. Rows of
 * other statuses skip it at once (a one-time filter).
 */
export const retriedResult: SQL = sql`lateral (
  select r.deployment_id, r.status, r.reason, r.processed_at, r.email_status, r.email_error, r.template_id
    from later l join deployment_members r on r.deployment_id = l.later and r.user_id = m.user_id
  where m.status = 'failed' and l.target = m.deployment_id and r.status <> 'pending'
  order by l.rank
  limit 1
) o`;

export type RetriedCount = { id: string; ownEmail: string; status: string; emailStatus: string; n: number };

/** Per deployment, how many of its failed rows a later retry answers for, by that retry's result. */
export async function countRetriedResults(db: Database, later: LaterRetry[]): Promise<RetriedCount[]> {
  if (later.length === 0) return [];
  const result = await db.execute(sql`
    with later as (${laterTable(later)})
    select m.deployment_id as "id", m.email_status as "ownEmail", o.status, o.email_status as "emailStatus", count(*)::int as "n"
    from deployment_members m cross join ${retriedResult}
    where m.deployment_id in (select distinct target from later) and m.status = 'failed'
    group by 1, 2, 3, 4`);
  return (result as unknown as { rows: RetriedCount[] }).rows;
}

// The failed rows of deployment_members `m` whose member's latest outcome is still failed
// and who are still in the account (needs `later`).
const stillFailed = (accountId: string): SQL => sql`deployment_members m
      join account_users a on a.user_id = m.user_id and a.account_id = ${accountId}
      left join ${retriedResult} on true
    where m.status = 'failed' and coalesce(o.status, m.status) = 'failed'`;

/**
 * Of those, a failure over Gmail's limit (the only failure that keeps its template) where nothing
 * the signature is made of changed since: its template, the company's campaigns (edited, paused,
 * added), the member's profile, the company's details. Running it again renders the same
 * signature, too long again, so "Retry failed" leaves it; the page offers to open the template.
 */
const at = sql`(case when o.status is null then m.processed_at else o.processed_at end)`;
export const waitsForShorterTemplate: SQL = sql`exists (select 1 from company_templates t
      where t.id = (case when o.status is null then m.template_id else o.template_id end) and t.updated_at <= ${at}
        and not exists (select 1 from campaigns c where c.account_id = t.account_id and c.updated_at > ${at})
        and not exists (select 1 from profiles p where p.id = m.user_id and p.updated_at > ${at})
        and not exists (select 1 from accounts ac where ac.id = t.account_id and ac.updated_at > ${at}))`;

/** The members "Retry failed" re-runs in deployment `id`: still failed, still in the account, not waiting for a shorter template. */
export async function findStillFailed(db: Database, accountId: string, deployment: { id: string; createdAt: Date | string }) {
  const later = await findLaterRetries(db, accountId, [deployment]);
  const result = await db.execute(sql`
    with later as (${laterTable(later)})
    select m.user_id as "userId"
    from ${stillFailed(accountId)} and m.deployment_id = ${deployment.id} and not ${waitsForShorterTemplate}
    order by m.batch, m.user_id`);
  return (result as unknown as { rows: { userId: string }[] }).rows.map((r) => r.userId);
}

/**
 * Per deployment of `ids`, how many members "Retry failed" would re-run and how many wait for
 * a shorter template instead (none of either: absent).
 */
export async function countStillFailed(db: Database, accountId: string, ids: string[], later: LaterRetry[]) {
  if (ids.length === 0) return new Map<string, { retryable: number; overLimit: number }>();
  const result = await db.execute(sql`
    with later as (${laterTable(later)})
    select m.deployment_id as "id",
      count(*) filter (where not ${waitsForShorterTemplate})::int as "retryable",
      count(*) filter (where ${waitsForShorterTemplate})::int as "overLimit"
    from ${stillFailed(accountId)} and m.deployment_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by 1`);
  const rows = (result as unknown as { rows: { id: string; retryable: number; overLimit: number }[] }).rows;
  return new Map(rows.map((r) => [r.id, { retryable: r.retryable, overLimit: r.overLimit }]));
}
