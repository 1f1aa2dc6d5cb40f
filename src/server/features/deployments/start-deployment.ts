// Starts a deployment: stores it with one pending row per targeted member (numbered into
// batches), audit-logs it in the same transaction, then queues one job per batch. A retry
// is a new deployment of the failed members of an earlier one.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, accountUsers, companyTemplates, deploymentMembers, deployments, users } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { JobQueue } from "../../lib/queue";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { DEPLOYMENT_BATCH_SIZE, DEPLOYMENT_MESSAGES, type StartDeployment } from "../../../shared/deployments/deployment-schema";
import { checkDepartments, findTargetMembers, templateVersions } from "./deployment-targets";
import { getDeployment, runningDeploymentOf } from "./find-deployments";
import { BATCH_QUEUE, type BatchJob } from "./deployment-queues";

export type StartDeps = { db: Database; queue: JobQueue };
export type StartOptions = { batchSize?: number };

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

const alreadyRunning = () => new AppError(409, "deployment_running", DEPLOYMENT_MESSAGES.running);

async function refuseWhileRunning(db: Database, accountId: string) {
  if (await runningDeploymentOf(db, accountId)) throw alreadyRunning();
}

type NewDeployment = {
  kind: "deploy" | "retry";
  retryOf: string | null;
  departmentIds: string[] | null;
  userIds: string[];
  emailMembers: boolean;
  rememberEmailChoice: boolean;
};

async function createDeployment(deps: StartDeps, actor: AuditActor, input: NewDeployment, options: StartOptions) {
  const { db } = deps;
  const batchSize = options.batchSize ?? DEPLOYMENT_BATCH_SIZE;
  const templates = await templateVersions(db, actor.accountId, input.departmentIds);
  const batchCount = Math.ceil(input.userIds.length / batchSize);
  const id = await db
    .transaction(async (tx) => {
      const [email] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
      const [row] = await tx
        .insert(deployments)
        .values({
          accountId: actor.accountId,
          kind: input.kind,
          retryOf: input.retryOf,
          startedBy: actor.userId,
          startedByEmail: email?.email ?? null,
          departmentIds: input.departmentIds,
          templates,
          emailMembers: input.emailMembers,
          total: input.userIds.length,
          batchCount,
        })
        .returning({ id: deployments.id });
      for (let i = 0; i < input.userIds.length; i += 1000) {
        await tx
          .insert(deploymentMembers)
          .values(
            input.userIds.slice(i, i + 1000).map((userId, j) => ({ deploymentId: row.id, userId, batch: Math.floor((i + j) / batchSize) })),
          );
      }
      // "Changed since the last deployment" clears for the templates this deployment renders.
      if (templates.length)
        await tx
          .update(companyTemplates)
          .set({ deployedVersion: sql`${companyTemplates.version}` })
          .where(
            and(
              eq(companyTemplates.accountId, actor.accountId),
              inArray(
                companyTemplates.id,
                templates.map((t) => t.id),
              ),
            ),
          );
      if (input.rememberEmailChoice)
        await tx.update(accounts).set({ deploymentEmails: input.emailMembers }).where(eq(accounts.id, actor.accountId));
      await recordAudit(tx, actor, {
        action: input.kind === "retry" ? "deployment.retried" : "deployment.started",
        target: { type: "deployment", id: row.id },
        details: {
          members: input.userIds.length,
          departmentIds: input.departmentIds,
          emailMembers: input.emailMembers,
          retryOf: input.retryOf,
        },
      });
      return row.id;
    })
    .catch((error: unknown) => {
      // Two admins at once: the partial unique index lets one deployment run.
      if (isUniqueViolation(error)) throw alreadyRunning();
      throw error;
    });
  // After the commit: a job must never name a deployment that was rolled back. If the
  // process dies before this, the workers' start-up sweep queues the pending batches.
  const jobs: BatchJob[] = Array.from({ length: batchCount }, (_, batch) => ({ deploymentId: id, batch }));
  await deps.queue.sendMany(BATCH_QUEUE, jobs);
  return getDeployment(db, { ...actor, role: "admin" }, id);
}

export async function accountEmailsMembers(db: Database, accountId: string): Promise<boolean> {
  const [row] = await db.select({ on: accounts.deploymentEmails }).from(accounts).where(eq(accounts.id, accountId));
  return row?.on ?? true;
}

export async function startDeployment(deps: StartDeps, actor: AuditActor, input: StartDeployment, options: StartOptions = {}) {
  const { db } = deps;
  const departmentIds = await checkDepartments(db, actor.accountId, input.departmentIds);
  await refuseWhileRunning(db, actor.accountId);
  const members = await findTargetMembers(db, actor.accountId, departmentIds);
  if (members.length === 0) throw badRequest(DEPLOYMENT_MESSAGES.noMembers, { departmentIds: DEPLOYMENT_MESSAGES.noMembers });
  const emailMembers = input.emailMembers ?? (await accountEmailsMembers(db, actor.accountId));
  return createDeployment(
    deps,
    actor,
    {
      kind: "deploy",
      retryOf: null,
      departmentIds,
      userIds: members.map((m) => m.userId),
      emailMembers,
      rememberEmailChoice: input.emailMembers !== undefined,
    },
    options,
  );
}

/** Re-runs only the members that failed in deployment `id` (and are still members). */
export async function retryFailed(deps: StartDeps, actor: AuditActor, id: string, options: StartOptions = {}) {
  const { db } = deps;
  const [earlier] = await db
    .select({ id: deployments.id, departmentIds: deployments.departmentIds, status: deployments.status })
    .from(deployments)
    .where(and(eq(deployments.id, id), eq(deployments.accountId, actor.accountId)));
  if (!earlier) throw notFound("Deployment");
  await refuseWhileRunning(db, actor.accountId);
  const failed = await db
    .select({ userId: deploymentMembers.userId })
    .from(deploymentMembers)
    .innerJoin(accountUsers, and(eq(accountUsers.userId, deploymentMembers.userId), eq(accountUsers.accountId, actor.accountId)))
    .where(and(eq(deploymentMembers.deploymentId, id), eq(deploymentMembers.status, "failed")));
  if (failed.length === 0) throw new AppError(409, "nothing_failed", DEPLOYMENT_MESSAGES.nothingFailed);
  return createDeployment(
    deps,
    actor,
    {
      kind: "retry",
      retryOf: id,
      departmentIds: earlier.departmentIds,
      userIds: failed.map((f) => f.userId),
      emailMembers: await accountEmailsMembers(db, actor.accountId),
      rememberEmailChoice: false,
    },
    options,
  );
}
