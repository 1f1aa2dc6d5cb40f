// A deployment's per-member results: failures first, then by name. Each member shows their
// latest outcome: a member who failed and whom a later retry did shows that retry's result
// and names it (`retriedIn`); see deployment-outcomes.ts. For a "Put it in Gmail" deployment,
// each member's signature in Gmail now (queued, pushed, failed and why).
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Scope } from "../../lib/scope";
import type { DeploymentMember } from "../../../shared/deployments/deployment-responses";
import { findLaterRetries, laterTable, retriedResult, waitsForShorterTemplate } from "./deployment-outcomes";
import { getDeployment } from "./find-deployments";
import { signatureVersionSql } from "../mailboxes";

type Row = {
  userId: string;
  first: string | null;
  last: string | null;
  email: string | null;
  status: DeploymentMember["status"];
  reason: string | null;
  processedAt: Date | string | null;
  emailStatus: DeploymentMember["emailStatus"];
  emailError: string | null;
  retriedIn: string | null;
  overLimitId: string | null;
  overLimitName: string | null;
  gmailStatus: NonNullable<DeploymentMember["gmail"]>["status"] | null;
  gmailError: string | null;
  gmailPushedAt: Date | string | null;
  gmailAt: Date | string | null;
  gmailChanged: boolean | null;
  gmailCurrent: boolean | null;
};

export async function findDeploymentMembers(
  db: Database,
  scope: Scope,
  id: string,
  query: { status?: DeploymentMember["status"]; offset: number; limit: number },
) {
  const deployment = await getDeployment(db, scope, id);
  const later = await findLaterRetries(db, scope.accountId, [deployment]);
  const status = sql`coalesce(o.status, m.status)`;
  // A member now `status` was that already, or failed and retried since (lets the status index serve).
  const filter = query.status ? sql`and m.status in (${query.status}, 'failed') and ${status} = ${query.status}` : sql``;
  const from = sql`deployment_members m left join ${retriedResult} on true`;
  const where = sql`where m.deployment_id = ${id} ${filter}`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`with later as (${laterTable(later)})
      select m.user_id as "userId", p.first_name as "first", p.last_name as "last", p.email,
        ${status} as "status",
        case when o.status is null then m.reason else o.reason end as "reason",
        case when o.status is null then m.processed_at else o.processed_at end as "processedAt",
        case when o.status is null then m.email_status else o.email_status end as "emailStatus",
        case when o.status is null then m.email_error else o.email_error end as "emailError",
        o.deployment_id as "retriedIn",
        ot.id as "overLimitId", ot.name as "overLimitName",
        mp.status as "gmailStatus", mp.error as "gmailError", mp.pushed_at as "gmailPushedAt", mp.updated_at as "gmailAt",
        mp.changed_by_provider as "gmailChanged", ${signatureVersionSql(sql`cs.html_content`)} = mp.version as "gmailCurrent"
      from ${from} left join profiles p on p.id = m.user_id
      left join company_templates ot on ${status} = 'failed' and ${waitsForShorterTemplate}
        and ot.id = (case when o.status is null then m.template_id else o.template_id end)
      left join mailbox_pushes mp on ${deployment.pushToMailboxes} and mp.account_id = ${scope.accountId} and mp.user_id = m.user_id
      left join user_signatures cs on mp.user_id is not null and cs.user_id = m.user_id and cs.account_id = ${scope.accountId} and cs.is_active
      ${where}
      order by ${status} = 'failed' desc, coalesce(mp.status = 'failed', false) desc, p.last_name, p.first_name, p.email, m.user_id
      offset ${query.offset} limit ${query.limit}`),
    db.execute(sql`with later as (${laterTable(later)}) select count(*)::int as "total" from ${from} ${where}`),
  ]);
  const members: DeploymentMember[] = (rows as unknown as { rows: Row[] }).rows.map((r) => ({
    userId: r.userId,
    name: [r.first, r.last].filter(Boolean).join(" ") || null,
    email: r.email,
    status: r.status,
    reason: r.reason,
    processedAt: r.processedAt ? new Date(r.processedAt).toISOString() : null,
    emailStatus: r.emailStatus,
    emailError: r.emailError,
    retriedIn: r.retriedIn,
    overLimitTemplate: r.overLimitId ? { id: r.overLimitId, name: r.overLimitName ?? "" } : null,
    gmail: r.gmailStatus
      ? {
          provider: "google" as const,
          status: r.gmailStatus,
          error: r.gmailError,
          pushedAt: r.gmailPushedAt ? new Date(r.gmailPushedAt).toISOString() : null,
          at: new Date(r.gmailAt!).toISOString(),
          changedByProvider: Boolean(r.gmailChanged),
          isCurrent: Boolean(r.gmailCurrent),
        }
      : null,
  }));
  return { members, total: (counted as unknown as { rows: { total: number }[] }).rows[0].total };
}
