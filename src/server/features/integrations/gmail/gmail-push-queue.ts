// The workers of signatures in Gmail (gmail-queues.ts): pushes, GMAIL_PUSH_CONCURRENCY at a
// time per process within the quota bucket. Two fetches of pushes run at
// once in the same lanes, so the lanes stay busy while one fetch waits for its last push
// and the next is fetched. A push that failed for good queues the member's "copy your
// signature" email (features/mailboxes).
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../../context";
import { GOOGLE_DEFAULTS } from "../../../context";
import { createQuota } from "./quota";
import { PUSH_QUEUE, PUSH_QUEUE_DEFINITION } from "./gmail-queues";
import { pushSignatures, type PushJob } from "./push-signatures";
import { createLanes } from "./lanes";
import { createPushRecorder } from "./record-pushes";

export async function defineGmailPushQueue(deps: Pick<AppDeps, "queue">) {
  await deps.queue.define(PUSH_QUEUE_DEFINITION);
}

export async function startGmailPushWorkers(deps: AppDeps) {
  const settings = deps.config.google ?? GOOGLE_DEFAULTS;
  const pushDeps = {
    ...deps,
    quota: createQuota(settings.quotaUnitsPerMinute),
    lanes: createLanes(settings.pushConcurrency),
    recorder: createPushRecorder(deps),
  };
  await deps.queue.workBatches<PushJob>(PUSH_QUEUE, { batchSize: settings.pushConcurrency, workers: 2 }, (jobs) =>
    pushSignatures(pushDeps, jobs),
  );
  await requeueMailboxPushes(deps);
}

/** At start: pushes still queued or held by a process that died (their jobs may be gone). */
export async function requeueMailboxPushes(deps: Pick<AppDeps, "db" | "queue">) {
  const result = await deps.db.execute(sql`
    select account_id as "accountId", user_id as "userId", version from mailbox_pushes where status in ('queued', 'pushing')`);
  await deps.queue.sendMany(PUSH_QUEUE, (result as unknown as { rows: PushJob[] }).rows);
}
