// Webhooks on the job queue (decision 016): one delivery job per attempt (at least once; the
// job claims its row, deliver-webhook.ts), and a schedule every minute that announces campaign
// starts and ends, and queues what a process that died left behind: rows written but never
// queued, attempts whose job was lost, attempts a dead worker held; and, hourly, deletes
// finished deliveries older than 30 days.
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { webhookDeliveries } from "../../db/schema";
import type { QueueDefinition } from "../../lib/queue";
import { DELIVERY_QUEUE, dispatchWebhookDeliveries, type DeliveryJob } from "./record-webhook-event";
import { DELIVERY_LEASE_SECONDS, deliverWebhook, webhookNow } from "./deliver-webhook";
import { announceCampaignTransitions } from "./campaign-transitions";

export const WEBHOOK_TICK_QUEUE = "webhook-tick";
const TICK_CRON = "* * * * *";
/** Deliveries in flight at once per process: each mostly waits on the receiver (at most 15 s). */
const DELIVERY_CONCURRENCY = 10;
/** How long the delivery log keeps a finished delivery. */
export const DELIVERY_RETENTION_DAYS = 30;
/** An attempt this late (its job lost) is queued again by the schedule. */
const LOST_AFTER_MS = 10 * 60_000;

const QUEUES: QueueDefinition[] = [
  // Retries are ours (the Standard Webhooks schedule, queued as new jobs); the queue's only
  // cover a worker that died mid-attempt (expiry), and the row's lease decides.
  { name: DELIVERY_QUEUE, retryLimit: 2, retryDelay: DELIVERY_LEASE_SECONDS, retryBackoff: false, expireInSeconds: DELIVERY_LEASE_SECONDS },
  { name: WEBHOOK_TICK_QUEUE, retryLimit: 1, retryDelay: 30, retryBackoff: false, expireInSeconds: 120 },
];

export async function defineWebhookQueues(deps: Pick<AppDeps, "queue">) {
  for (const queue of QUEUES) await deps.queue.define(queue);
  await deps.queue.schedule(WEBHOOK_TICK_QUEUE, TICK_CRON);
}

/** Deliveries whose attempt is overdue (lost job, dead worker): made queueable again. */
export async function releaseStuckDeliveries(deps: Pick<AppDeps, "db" | "config">) {
  const now = webhookNow(deps);
  await deps.db
    .update(webhookDeliveries)
    .set({ queuedAt: null })
    .where(
      and(
        eq(webhookDeliveries.status, "pending"),
        isNotNull(webhookDeliveries.queuedAt),
        lt(webhookDeliveries.nextAttemptAt, new Date(now.getTime() - LOST_AFTER_MS)),
      ),
    );
  await deps.db
    .update(webhookDeliveries)
    .set({ status: "pending", queuedAt: null, claimedAt: null })
    .where(and(eq(webhookDeliveries.status, "delivering"), lt(webhookDeliveries.claimedAt, new Date(now.getTime() - LOST_AFTER_MS))));
}

/** Finished deliveries older than the retention are deleted, a bounded number at a time. */
export async function deleteOldDeliveries(deps: Pick<AppDeps, "db">) {
  await deps.db.execute(sql`
    delete from webhook_deliveries where id in (
      select id from webhook_deliveries
       where created_at < now() - make_interval(days => ${DELIVERY_RETENTION_DAYS}) and status in ('succeeded', 'failed')
       limit 10000)`);
}

export async function runWebhookTick(deps: AppDeps) {
  const now = webhookNow(deps);
  await announceCampaignTransitions(deps.db, now);
  await releaseStuckDeliveries(deps);
  await dispatchWebhookDeliveries(deps);
  if (now.getUTCMinutes() === 0) await deleteOldDeliveries(deps);
}

export async function startWebhookWorkers(deps: AppDeps) {
  await deps.queue.work<DeliveryJob>(
    DELIVERY_QUEUE,
    { batchSize: DELIVERY_CONCURRENCY, workers: 1, concurrency: DELIVERY_CONCURRENCY },
    (job) => deliverWebhook(deps, job),
  );
  await deps.queue.work(WEBHOOK_TICK_QUEUE, { batchSize: 1, workers: 1 }, () => runWebhookTick(deps));
  // What a process that stopped left unqueued.
  await releaseStuckDeliveries(deps);
  await dispatchWebhookDeliveries(deps);
}
