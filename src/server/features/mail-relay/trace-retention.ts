// The message trace is kept 30 days: a daily job (pg-boss, on whichever process takes it) deletes older rows.
import type { AppDeps } from "../../context";
import type { QueueDefinition } from "../../lib/queue";
import { pruneTrace } from "./message-trace";

export const TRACE_PRUNE_QUEUE = "mail-relay-trace-prune";
const DEFINITION: QueueDefinition = { name: TRACE_PRUNE_QUEUE, retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 3600 };

export async function defineTraceRetention(deps: Pick<AppDeps, "queue">) {
  await deps.queue.define(DEFINITION);
  await deps.queue.schedule(TRACE_PRUNE_QUEUE, "41 3 * * *");
}

export async function startTraceRetention(deps: Pick<AppDeps, "queue" | "db">) {
  await deps.queue.work(TRACE_PRUNE_QUEUE, { batchSize: 1, workers: 1 }, () => pruneTrace(deps.db));
}
