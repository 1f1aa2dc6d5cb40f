// Starts a deployment: stores it with one pending row per targeted member (numbered into
// batches), audit-logs it in the same transaction, then queues one job per batch. A retry
// is a new deployment of the members still failed in an earlier one (retry-failed.ts).
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, companyTemplates, deploymentMembers, deployments, users } from "../../db/schema";
import { AppError, badRequest } from "../../lib/errors";
import { isUniqueViolation } from "../../lib/db-errors";
import type { JobQueue } from "../../lib/queue";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { DEPLOYMENT_BATCH_SIZE, DEPLOYMENT_MESSAGES, type StartDeployment } from "../../../shared/deployments/deployment-schema";
import { checkDepartments, findTargetMembers, templateVersions } from "./deployment-targets";
import { getDeployment, runningDeploymentOf } from "./find-deployments";
import { BATCH_QUEUE, type BatchJob } from "./deployment-queues";
import { connectedChannels } from "../mailboxes";
import type { AppDeps } from "../../context";

export type StartDeps = { db: Database; queue: JobQueue } & Pick<AppDeps, "mailboxChannels">;
export type StartOptions = { batchSize?: number };

export const alreadyRunning = () => new AppError(409, "deployment_running", DEPLOYMENT_MESSAGES.running);
export const nothingFailed = () => new AppError(409, "nothing_failed", DEPLOYMENT_MESSAGES.nothingFailed);

async function refuseWhileRunning(db: Database, accountId: string) {
  if (await runningDeploymentOf(db, accountId)) throw alreadyRunning();
}

type NewDeployment = {
  kind: "deploy" | "retry";
  retryOf: string | null;
  departmentIds: string[] | null;
  userIds: string[];
  emailMembers: boolean;
  pushToMailboxes?: boolean;
  rememberEmailChoice: boolean;
  /**
   * Reads the members again once this deployment holds the account's one running slot (its
   * row is written): a retry must not redo members another retry fixed after `userIds` was read.
   */
  confirmMembers?: (tx: Database) => Promise<string[]>;
};

export async function createDeployment(deps: StartDeps, actor: AuditActor, input: NewDeployment, options: StartOptions) {
  const { db } = deps;
  const batchSize = options.batchSize ?? DEPLOYMENT_BATCH_SIZE;
  const templates = await templateVersions(db, actor.accountId, input.departmentIds);
  const { id, batchCount } = await db
    .transaction(async (tx) => {
      let userIds = input.userIds;
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
          pushToMailboxes: input.pushToMailboxes ?? false,
          total: userIds.length,
          batchCount: Math.ceil(userIds.length / batchSize),
        })
        .returning({ id: deployments.id });
      if (input.confirmMembers) {
        userIds = await input.confirmMembers(tx);
        if (userIds.length === 0) throw nothingFailed();
        if (userIds.length !== input.userIds.length)
          await tx
            .update(deployments)
            .set({ total: userIds.length, batchCount: Math.ceil(userIds.length / batchSize) })
            .where(eq(deployments.id, row.id));
      }
      // One statement for every member (the ids as one array parameter, cheaper to take apart
      // than a JSON document), numbered into batches in order.
      await tx.execute(sql`insert into ${deploymentMembers} (deployment_id, user_id, batch)
        select ${row.id}::uuid, m.user_id, (m.n - 1) / ${batchSize}
        from unnest(${sql.param(userIds)}::text[]) with ordinality as m(user_id, n)`);
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
          members: userIds.length,
          departmentIds: input.departmentIds,
          emailMembers: input.emailMembers,
          retryOf: input.retryOf,
        },
      });
      return { id: row.id, batchCount: Math.ceil(userIds.length / batchSize) };
    })
    .catch((error: unknown) => {
      // Two admins at once: the partial unique index lets one deployment run.
      if (isUniqueViolation(error)) throw alreadyRunning();
      throw error;
    });
  // After the commit: a job must never name a deployment that was rolled back. If the
  // process dies before this, the workers' start-up sweep queues the pending batches.
  // Fresh statistics for the rows just written, else the planner (which saw none of them)
  // reads a batch's members through the status index, scanning every pending member of a
  // large deployment for each batch.
  if (batchCount > 1) await db.execute(sql`analyze ${deploymentMembers}`);
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
  const pushToMailboxes = (input.pushToMailboxes ?? true) && (await connectedChannels(deps, db, actor.accountId)).length > 0;
  return createDeployment(
    deps,
    actor,
    {
      kind: "deploy",
      retryOf: null,
      departmentIds,
      userIds: members.map((m) => m.userId),
      emailMembers,
      pushToMailboxes,
      rememberEmailChoice: input.emailMembers !== undefined,
    },
    options,
  );
}
