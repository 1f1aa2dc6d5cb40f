// Every server process that runs the queue works on deployments: it defines the queues,
// starts its workers and, once at start, re-queues what a killed process may have left
// (pending batches of running deployments, emails still queued). Re-queued work that
// was in fact done is a no-op: the handlers claim member rows, not jobs.
import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { deploymentMembers, deployments } from "../../db/schema";
import { BATCH_QUEUE, EMAIL_QUEUE, QUEUES, type BatchJob, type EmailJob } from "./deployment-queues";
import { finishIfDone, runDeploymentBatch } from "./run-deployment-batch";
import { sendDeploymentEmail } from "./send-deployment-email";
import { emptiesReads, forgetReads } from "../../lib/read-cache";

export type WorkerOptions = { batchWorkers?: number };

export async function defineDeploymentQueues(deps: Pick<AppDeps, "queue">) {
  for (const queue of QUEUES) await deps.queue.define(queue);
}

export async function startDeploymentWorkers(deps: AppDeps, options: WorkerOptions = {}) {
  // Both write what the read cache keeps (the team's signature states, the deployment's figures).
  const batches = emptiesReads<BatchJob>(deps.db, (job) => runDeploymentBatch(deps, job));
  await deps.queue.work<BatchJob>(BATCH_QUEUE, { batchSize: 1, workers: options.batchWorkers ?? 1 }, batches);
  await deps.queue.work<EmailJob>(
    EMAIL_QUEUE,
    { batchSize: 20, workers: 1 },
    emptiesReads(deps.db, (job) => sendDeploymentEmail(deps, job)),
  );
  await requeueUnfinished(deps);
}

export async function requeueUnfinished(deps: Pick<AppDeps, "db" | "queue">) {
  const { db } = deps;
  // Every batch done but the process died before marking the deployment finished.
  const running = await db.select({ id: deployments.id }).from(deployments).where(eq(deployments.status, "running"));
  for (const { id } of running) await finishIfDone(db, id);
  if (running.length) forgetReads(db);
  const batches = await db
    .selectDistinct({ deploymentId: deploymentMembers.deploymentId, batch: deploymentMembers.batch })
    .from(deploymentMembers)
    .innerJoin(deployments, eq(deployments.id, deploymentMembers.deploymentId))
    .where(and(eq(deployments.status, "running"), eq(deploymentMembers.status, "pending")));
  await deps.queue.sendMany(BATCH_QUEUE, batches satisfies BatchJob[]);
  const emails = await db
    .select({ deploymentId: deploymentMembers.deploymentId, userId: deploymentMembers.userId })
    .from(deploymentMembers)
    .where(inArray(deploymentMembers.emailStatus, ["queued"]));
  await deps.queue.sendMany(EMAIL_QUEUE, emails satisfies EmailJob[]);
}
