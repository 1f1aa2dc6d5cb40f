// The Gmail push queue: one job per member and signature version. The queue retries a push
// Google asked to wait for (429, 5xx) with backoff; a push whose process died is retried
// after its expiry and its row's lease. Concurrency per process is GMAIL_PUSH_CONCURRENCY.
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../../context";
import { GOOGLE_DEFAULTS } from "../../../context";
import type { QueueDefinition } from "../../../lib/queue";
import { createQuota } from "./quota";
import { PUSH_ATTEMPTS, pushSignature, type PushJob } from "./push-signature";

export const PUSH_QUEUE = "gmail-push";
export const PUSH_QUEUE_DEFINITION: QueueDefinition = {
  name: PUSH_QUEUE,
  retryLimit: PUSH_ATTEMPTS,
  retryDelay: 15,
  retryBackoff: true,
  expireInSeconds: 180,
};

export async function defineGmailPushQueue(deps: Pick<AppDeps, "queue">) {
  await deps.queue.define(PUSH_QUEUE_DEFINITION);
}

export async function startGmailPushWorkers(deps: AppDeps) {
  const settings = deps.config.google ?? GOOGLE_DEFAULTS;
  const quota = createQuota(settings.quotaUnitsPerMinute);
  await deps.queue.work<PushJob>(
    PUSH_QUEUE,
    { batchSize: settings.pushConcurrency * 2, workers: 1, concurrency: settings.pushConcurrency },
    (job) => pushSignature({ ...deps, quota }, job),
  );
  await requeueMailboxPushes(deps);
}

/** At start: pushes still queued or held by a process that died (their jobs may be gone). */
export async function requeueMailboxPushes(deps: Pick<AppDeps, "db" | "queue">) {
  const result = await deps.db.execute(sql`
    select account_id as "accountId", user_id as "userId", version from mailbox_pushes where status in ('queued', 'pushing')`);
  await deps.queue.sendMany(PUSH_QUEUE, (result as unknown as { rows: PushJob[] }).rows);
}
