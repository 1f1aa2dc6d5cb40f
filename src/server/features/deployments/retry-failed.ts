// "Retry failed": a new deployment of the members still failed in an earlier one (their
// latest outcome, deployment-outcomes.ts), started like any deployment (start-deployment.ts).
// For a "Put it in Gmail" deployment it also queues again the pushes that failed for its
// members; when those are all that failed, no deployment is started.
import { and, eq, sql } from "drizzle-orm";
import { deployments } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { DEPLOYMENT_MESSAGES } from "../../../shared/deployments/deployment-schema";
import type { AuditActor } from "../audit/record-audit";
import type { Deployment } from "../../../shared/deployments/deployment-responses";
import { countStillFailed, findLaterRetries, findStillFailed } from "./deployment-outcomes";
import { getDeployment, runningDeploymentOf } from "./find-deployments";
import { connectedChannels, pushToMailboxes } from "../mailboxes";
import {
  accountEmailsMembers,
  alreadyRunning,
  createDeployment,
  nothingFailed,
  type StartDeps,
  type StartOptions,
} from "./start-deployment";

/**
 * Re-runs the members whose latest outcome in deployment `id` is failed (and who are still
 * members). While a retry of this very deployment runs, answers that one (`created: false`):
 * a second click, another tab or another admin starts nothing, and sees the retry's progress.
 */
/** The deployment's members whose push into Gmail failed (their current push). */
async function findFailedPushes(db: StartDeps["db"], accountId: string, deploymentId: string) {
  const result = await db.execute(sql`
    select m.user_id as "userId" from deployment_members m
    join mailbox_pushes mp on mp.account_id = ${accountId} and mp.user_id = m.user_id and mp.status = 'failed'
    where m.deployment_id = ${deploymentId}`);
  return (result as unknown as { rows: { userId: string }[] }).rows.map((r) => r.userId);
}

export async function retryFailed(
  deps: StartDeps,
  actor: AuditActor,
  id: string,
  options: StartOptions = {},
): Promise<{ deployment: Deployment; created: boolean; pushesRequeued: number }> {
  const { db } = deps;
  const [earlier] = await db
    .select({
      id: deployments.id,
      departmentIds: deployments.departmentIds,
      createdAt: deployments.createdAt,
      pushToMailboxes: deployments.pushToMailboxes,
    })
    .from(deployments)
    .where(and(eq(deployments.id, id), eq(deployments.accountId, actor.accountId)));
  if (!earlier) throw notFound("Deployment");
  const runningRetry = async () => {
    const running = await runningDeploymentOf(db, actor.accountId);
    if (running && running.kind === "retry" && running.retryOf === id) return running;
    if (running) throw alreadyRunning();
    return null;
  };
  const inProgress = await runningRetry();
  if (inProgress) return { deployment: inProgress, created: false, pushesRequeued: 0 };
  const failed = await findStillFailed(db, actor.accountId, earlier);
  const pushes = earlier.pushToMailboxes ? await findFailedPushes(db, actor.accountId, id) : [];
  if (failed.length === 0 && pushes.length === 0) {
    const counts = await countStillFailed(db, actor.accountId, [id], await findLaterRetries(db, actor.accountId, [earlier]));
    if (counts.get(id)?.overLimit) throw new AppError(409, "template_too_long", DEPLOYMENT_MESSAGES.onlyOverLimit);
    throw nothingFailed();
  }
  const pushesRequeued = pushes.length ? (await pushToMailboxes(deps, actor.accountId, pushes)).length : 0;
  if (failed.length === 0) return { deployment: await getDeployment(db, { ...actor, role: "admin" }, id), created: false, pushesRequeued };
  try {
    const deployment = await createDeployment(
      deps,
      actor,
      {
        kind: "retry",
        retryOf: id,
        departmentIds: earlier.departmentIds,
        userIds: failed,
        emailMembers: await accountEmailsMembers(db, actor.accountId),
        pushToMailboxes: earlier.pushToMailboxes && (await connectedChannels(deps, db, actor.accountId)).length > 0,
        rememberEmailChoice: false,
        confirmMembers: (tx) => findStillFailed(tx, actor.accountId, earlier),
      },
      options,
    );
    return { deployment, created: true, pushesRequeued };
  } catch (error) {
    // Two clicks at once: the other click's retry took the account's running slot first.
    if (error instanceof AppError && error.code === "deployment_running") {
      const other = await runningRetry();
      if (other) return { deployment: other, created: false, pushesRequeued };
    }
    throw error;
  }
}
