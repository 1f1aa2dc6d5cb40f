// An endpoint's delivery log (newest first), "Send test event" and "Redeliver". Both write a
// delivery row and queue its job at once; a redelivery keeps the message's id and body (the
// webhook-id a receiver de-duplicates by) and is signed anew when sent.
import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { webhookDeliveries } from "../../db/schema";
import { AppError, conflict } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES as M } from "../../../shared/webhooks/webhook-schema";
import { TEST_EVENT } from "../../../shared/webhooks/webhook-events";
import type { WebhookDelivery } from "../../../shared/webhooks/webhook-responses";
import { endpointOf } from "./manage-endpoints";
import { dispatchWebhookDeliveries, envelope, newMessageId } from "./record-webhook-event";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function deliveryAnswer(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    statusCode: row.statusCode,
    durationMs: row.durationMs,
    error: row.error,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findDeliveries(db: Database, scope: Pick<Scope, "accountId">, endpointId: string) {
  await endpointOf(db, scope, endpointId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.accountId, scope.accountId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_LIMITS.deliveriesShown);
  return rows.map(deliveryAnswer);
}

async function queueNow(deps: Pick<AppDeps, "db" | "queue">, values: typeof webhookDeliveries.$inferInsert) {
  const [row] = await deps.db.insert(webhookDeliveries).values(values).returning();
  await dispatchWebhookDeliveries(deps);
  const [now] = await deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, row.id));
  return deliveryAnswer(now ?? row);
}

export async function sendTestEvent(deps: Pick<AppDeps, "db" | "queue">, scope: Pick<Scope, "accountId">, endpointId: string) {
  const endpoint = await endpointOf(deps.db, scope, endpointId);
  const data = { endpoint: { id: endpoint.id }, message: "This is a test event from Signet. Your endpoint received it." };
  return queueNow(deps, {
    accountId: scope.accountId,
    endpointId,
    messageId: newMessageId(),
    eventType: TEST_EVENT.type,
    body: envelope(TEST_EVENT.type, data, new Date()),
  });
}

export async function redeliver(
  deps: Pick<AppDeps, "db" | "queue">,
  scope: Pick<Scope, "accountId">,
  endpointId: string,
  deliveryId: string,
) {
  const endpoint = await endpointOf(deps.db, scope, endpointId);
  const [original] = await deps.db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.endpointId, endpoint.id),
        eq(webhookDeliveries.accountId, scope.accountId),
      ),
    );
  if (!original) throw new AppError(404, "not_found", M.deliveryNotFound);
  if (!endpoint.isActive) throw conflict(M.endpointOff);
  return queueNow(deps, {
    accountId: scope.accountId,
    endpointId,
    messageId: original.messageId,
    eventType: original.eventType,
    body: original.body,
  });
}
