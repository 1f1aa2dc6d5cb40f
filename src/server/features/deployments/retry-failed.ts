// "Retry failed": a new deployment of the members still failed in an earlier one (their
// latest outcome, deployment-outcomes.ts), started like any deployment (start-deployment.ts).
import { and, eq } from "drizzle-orm";
import { deployments } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import type { AuditActor } from "../audit/record-audit";
import type { Deployment } from "../../../shared/deployments/deployment-responses";
import { findStillFailed } from "./deployment-outcomes";
import { runningDeploymentOf } from "./find-deployments";
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
export async function retryFailed(
  deps: StartDeps,
  actor: AuditActor,
  id: string,
  options: StartOptions = {},
): Promise<{ deployment: Deployment; created: boolean }> {
  const { db } = deps;
  const [earlier] = await db
    .select({ id: deployments.id, departmentIds: deployments.departmentIds, createdAt: deployments.createdAt })
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
  if (inProgress) return { deployment: inProgress, created: false };
  const failed = await findStillFailed(db, actor.accountId, earlier);
  if (failed.length === 0) throw nothingFailed();
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
        rememberEmailChoice: false,
        confirmMembers: (tx) => findStillFailed(tx, actor.accountId, earlier),
      },
      options,
    );
    return { deployment, created: true };
  } catch (error) {
    // Two clicks at once: the other click's retry took the account's running slot first.
    if (error instanceof AppError && error.code === "deployment_running") {
      const other = await runningRetry();
      if (other) return { deployment: other, created: false };
    }
    throw error;
  }
}
