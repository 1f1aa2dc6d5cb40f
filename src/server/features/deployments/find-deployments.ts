// Reading deployments: the history, one deployment with its counts, its per-member results.
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { deploymentMembers, deployments, departments, profiles } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import type { Deployment, DeploymentMember } from "../../../shared/deployments/deployment-responses";

const HISTORY_LENGTH = 25;
type Row = typeof deployments.$inferSelect;

async function summaries(db: Database, accountId: string, rows: Row[]): Promise<Deployment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [statusCounts, emailCounts, names, people] = await Promise.all([
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
  ]);
  const departmentName = new Map(names.map((d) => [d.id, d.name]));
  const personName = new Map(people.map((p) => [p.id, [p.first, p.last].filter(Boolean).join(" ") || null]));
  return rows.map((r) => {
    const by = (status: string) => statusCounts.find((c) => c.id === r.id && c.status === status)?.n ?? 0;
    const emails = (status: string) => emailCounts.find((c) => c.id === r.id && c.status === status)?.n ?? 0;
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
      counts: {
        total: r.total,
        updated: by("updated"),
        skipped: by("skipped"),
        failed: by("failed"),
        pending: by("pending"),
        emailsSent: emails("sent"),
        emailsFailed: emails("failed"),
        emailsQueued: emails("queued") + emails("sending"),
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

/** Per-member results: failures first, then by name. */
export async function findDeploymentMembers(
  db: Database,
  scope: Scope,
  id: string,
  query: { status?: DeploymentMember["status"]; offset: number; limit: number },
) {
  await getDeployment(db, scope, id);
  const where = and(eq(deploymentMembers.deploymentId, id), query.status ? eq(deploymentMembers.status, query.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        userId: deploymentMembers.userId,
        first: profiles.firstName,
        last: profiles.lastName,
        email: profiles.email,
        status: deploymentMembers.status,
        reason: deploymentMembers.reason,
        processedAt: deploymentMembers.processedAt,
        emailStatus: deploymentMembers.emailStatus,
        emailError: deploymentMembers.emailError,
      })
      .from(deploymentMembers)
      .leftJoin(profiles, eq(profiles.id, deploymentMembers.userId))
      .where(where)
      .orderBy(sql`${deploymentMembers.status} = 'failed' desc`, asc(profiles.lastName), asc(profiles.firstName), asc(profiles.email))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(deploymentMembers).where(where),
  ]);
  const members: DeploymentMember[] = rows.map((r) => ({
    userId: r.userId,
    name: [r.first, r.last].filter(Boolean).join(" ") || null,
    email: r.email,
    status: r.status,
    reason: r.reason,
    processedAt: r.processedAt ? new Date(r.processedAt).toISOString() : null,
    emailStatus: r.emailStatus,
    emailError: r.emailError,
  }));
  return { members, total };
}
