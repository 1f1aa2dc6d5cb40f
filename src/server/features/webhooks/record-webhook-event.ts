// Emitting an event: one delivery row per active endpoint of the account that subscribed to
// it, written in the transaction of the change that caused it (so an event exists exactly
// when its change does, like its audit entry), then a delivery job per row once committed
// (dispatchWebhookDeliveries). A process that dies between the two leaves rows unqueued: the
// schedule and the next start queue them (webhook-jobs.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../lib/queue";
import { disableWhenIdle } from "../../lib/async-scopes";
import { webhookDeliveries } from "../../db/schema";
import type { WebhookEventData, WebhookEventType } from "../../../shared/webhooks/webhook-events";

export const DELIVERY_QUEUE = "webhook-delivery";
export type DeliveryJob = { deliveryId: string };

/** A Standard Webhooks message id: the webhook-id header, the same on every attempt. */
export const newMessageId = () => `msg_${crypto.randomUUID().replaceAll("-", "")}`;

export const envelope = (type: string, data: unknown, at: Date) => JSON.stringify({ type, timestamp: at.toISOString(), data });

/**
 * The request under way, told when its changes recorded events: http/after-writes.ts runs every write request
 * in one (an async scope, lib/async-scopes.ts) and dispatches once it answered (after its
 * transactions committed). Jobs dispatch their own.
 */
export const webhookRequestScope = new AsyncLocalStorage<{ recorded: boolean }>();
disableWhenIdle(webhookRequestScope);

/** In the caller's transaction: the event for every endpoint of the account that wants it. */
export async function recordWebhookEvent<T extends WebhookEventType>(
  tx: Database,
  accountId: string,
  type: T,
  data: WebhookEventData<T>,
  at = new Date(),
): Promise<number> {
  const body = envelope(type, data, at);
  const result = await tx.execute(sql`
    insert into webhook_deliveries (account_id, endpoint_id, message_id, event_type, body)
    select account_id, id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), ${type}, ${body}
      from webhook_endpoints
     where account_id = ${accountId} and is_active and ${type} = any(events)
    returning id`);
  const count = (result as unknown as { rows: unknown[] }).rows.length;
  const request = webhookRequestScope.getStore();
  if (count > 0 && request) request.recorded = true;
  return count;
}

/** The types among `types` that an active endpoint of the account subscribed to (none: nothing to record). */
export async function wantedWebhookEvents(tx: Database, accountId: string, types: WebhookEventType[]): Promise<Set<WebhookEventType>> {
  const result = await tx.execute(sql`
    select distinct t as type from webhook_endpoints, unnest(events) as t
     where account_id = ${accountId} and is_active and t in (select jsonb_array_elements_text(${JSON.stringify(types)}::jsonb))`);
  return new Set((result as unknown as { rows: { type: WebhookEventType }[] }).rows.map((r) => r.type));
}

/**
 * In the caller's transaction: many events of one type at once (the members a directory sync
 * changed), a thousand a statement, each for every endpoint of the account that wants it.
 */
export async function recordWebhookEvents<T extends WebhookEventType>(
  tx: Database,
  accountId: string,
  type: T,
  data: WebhookEventData<T>[],
  at = new Date(),
): Promise<number> {
  let count = 0;
  for (let i = 0; i < data.length; i += 1000) {
    const bodies = data.slice(i, i + 1000).map((d) => envelope(type, d, at));
    const result = await tx.execute(sql`
      insert into webhook_deliveries (account_id, endpoint_id, message_id, event_type, body)
      select e.account_id, e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), ${type}, b.body
        from webhook_endpoints e
       cross join jsonb_array_elements_text(${JSON.stringify(bodies)}::jsonb) with ordinality as b(body, n)
       where e.account_id = ${accountId} and e.is_active and ${type} = any(e.events)
       order by b.n
      returning id`);
    count += (result as unknown as { rows: unknown[] }).rows.length;
  }
  const request = webhookRequestScope.getStore();
  if (count > 0 && request) request.recorded = true;
  return count;
}

/**
 * Sends a job for every delivery due now that has none (claimed by setting queued_at, so
 * two processes don't both send it; a duplicate would be harmless: the job claims its row).
 * Without a running queue the rows wait for the schedule or the next start.
 */
export async function dispatchWebhookDeliveries(deps: { db: Database; queue?: JobQueue }, options: { olderThanSeconds?: number } = {}) {
  if (!deps.queue?.isStarted) return 0;
  const age = options.olderThanSeconds
    ? sql`${webhookDeliveries.createdAt} <= now() - make_interval(secs => ${options.olderThanSeconds})`
    : undefined;
  let sent = 0;
  for (;;) {
    const due = deps.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, "pending"), isNull(webhookDeliveries.queuedAt), age))
      .limit(500)
      .for("update", { skipLocked: true });
    const claimed = await deps.db
      .update(webhookDeliveries)
      .set({ queuedAt: sql`now()` })
      .where(inArray(webhookDeliveries.id, due))
      .returning({ id: webhookDeliveries.id });
    if (claimed.length === 0) return sent;
    await deps.queue.sendMany(
      DELIVERY_QUEUE,
      claimed.map((row): DeliveryJob => ({ deliveryId: row.id })),
    );
    sent += claimed.length;
  }
}

/** Outside any transaction (jobs): record, then queue at once. */
export async function emitWebhookEvent<T extends WebhookEventType>(
  deps: { db: Database; queue?: JobQueue },
  accountId: string,
  type: T,
  data: WebhookEventData<T>,
) {
  const count = await recordWebhookEvent(deps.db, accountId, type, data);
  if (count > 0) await dispatchWebhookDeliveries(deps);
}
