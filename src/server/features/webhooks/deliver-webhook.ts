// One delivery attempt, the job of the webhook-delivery queue. The job claims its row first
// (pending, or delivering under a lease that ran out because its process died), so a job the
// queue delivers twice sends nothing twice while the first is under way. After the attempt:
// success; or the next attempt on the Standard Webhooks schedule, queued with its delay; or,
// when the endpoint answered 410 Gone or has failed every attempt for three days, the endpoint
// is switched off and the company's admins are emailed.
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { accounts, accountUsers, profiles, users, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { FAILING_DAYS_BEFORE_OFF, RETRY_SCHEDULE_SECONDS } from "../../../shared/webhooks/webhook-schema";
import { TEST_EVENT } from "../../../shared/webhooks/webhook-events";
import { DELIVERY_QUEUE, type DeliveryJob } from "./record-webhook-event";
import { sendWebhookRequest, type AttemptResult } from "./send-webhook-request";
import { signedHeaders, signingSecrets } from "./webhook-secret";
import { endpointOffEmail } from "./endpoint-off-email";

export type DeliveryDeps = Pick<AppDeps, "db" | "queue" | "secrets" | "config" | "mailer" | "logger">;

/** A claim older than this belongs to a process that died mid-attempt (an attempt takes at most 15 s). */
export const DELIVERY_LEASE_SECONDS = 60;
const DAY_MS = 86_400_000;

export const webhookNow = (deps: Pick<AppDeps, "config">) => deps.config.webhooks?.now?.() ?? new Date();

export async function deliverWebhook(deps: DeliveryDeps, job: DeliveryJob): Promise<void> {
  const { db } = deps;
  const now = webhookNow(deps);
  const leaseEnd = new Date(now.getTime() - DELIVERY_LEASE_SECONDS * 1000);
  const [delivery] = await db
    .update(webhookDeliveries)
    .set({ status: "delivering", claimedAt: now, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(
      and(
        eq(webhookDeliveries.id, job.deliveryId),
        or(
          eq(webhookDeliveries.status, "pending"),
          and(eq(webhookDeliveries.status, "delivering"), lt(webhookDeliveries.claimedAt, leaseEnd)),
        ),
      ),
    )
    .returning();
  if (!delivery) return; // done, failed for good, or another worker holds it
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
  if (!endpoint) return; // deleted: its deliveries went with it
  const record = (values: Partial<typeof webhookDeliveries.$inferInsert>, executor: Pick<typeof db, "update"> = db) =>
    executor
      .update(webhookDeliveries)
      .set({ claimedAt: null, ...values })
      .where(eq(webhookDeliveries.id, delivery.id));
  if (!endpoint.isActive && delivery.eventType !== TEST_EVENT.type) {
    await record({ status: "failed", error: "The endpoint is switched off.", attempts: delivery.attempts - 1 });
    return;
  }

  const headers = signedHeaders(signingSecrets(deps.secrets, endpoint, now), delivery.messageId, delivery.body, now);
  const result = await sendWebhookRequest(endpoint.url, delivery.body, headers, deps.config);
  const outcome = {
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    error: result.error?.slice(0, 1000) ?? null,
    lastAttemptAt: now,
  };

  if (result.ok) {
    // One transaction: no reader sees the delivery succeeded while its endpoint still reads failing.
    await db.transaction(async (tx) => {
      await record({ ...outcome, status: "succeeded" }, tx);
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(and(eq(webhookEndpoints.id, endpoint.id), sql`${webhookEndpoints.failingSince} is not null`));
    });
    return;
  }
  const offReason = await failureVerdict(deps, endpoint.id, result, now);
  if (offReason) {
    await record({ ...outcome, status: "failed" });
    await switchOff(deps, endpoint.id, offReason, now);
    return;
  }
  const delay = RETRY_SCHEDULE_SECONDS[delivery.attempts];
  if (delay === undefined || delivery.eventType === TEST_EVENT.type) {
    await record({ ...outcome, status: "failed" });
    return;
  }
  // The next attempt: its job is queued now with the schedule's delay.
  await record({ ...outcome, status: "pending", nextAttemptAt: new Date(now.getTime() + delay * 1000), queuedAt: now });
  if (deps.queue.isStarted) await deps.queue.sendMany(DELIVERY_QUEUE, [{ deliveryId: delivery.id }], { startAfterSeconds: delay });
}

/** After a failed attempt: whether the endpoint must be switched off, and why. */
async function failureVerdict(
  deps: DeliveryDeps,
  endpointId: string,
  result: AttemptResult,
  now: Date,
): Promise<"gone" | "failing" | null> {
  if (result.statusCode === 410) return "gone";
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ failingSince: webhookEndpoints.failingSince });
  const since = row?.failingSince;
  return since && now.getTime() - since.getTime() >= FAILING_DAYS_BEFORE_OFF * DAY_MS ? "failing" : null;
}

/** Switches the endpoint off (once: only the attempt that turns it off emails the admins). */
export async function switchOff(deps: DeliveryDeps, endpointId: string, reason: "gone" | "failing", now: Date) {
  const [off] = await deps.db
    .update(webhookEndpoints)
    .set({ isActive: false, disabledReason: reason, disabledAt: now, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.isActive, true)))
    .returning({ accountId: webhookEndpoints.accountId, url: webhookEndpoints.url });
  if (!off) return;
  const admins = await deps.db
    .select({ email: users.email, firstName: profiles.firstName, companyName: accounts.name })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .leftJoin(profiles, eq(profiles.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, off.accountId), inArray(accountUsers.role, ["admin", "super_admin"])));
  const link = `${deps.config.baseUrl}/company-settings?tab=webhooks`;
  for (const admin of admins) {
    try {
      await deps.mailer.send(
        endpointOffEmail({ to: admin.email, firstName: admin.firstName, companyName: admin.companyName, url: off.url, reason, link }),
      );
    } catch (error) {
      // Recorded as failed by the mailer; the endpoint stays off whatever the mail did.
      deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "webhook switch-off email failed");
    }
  }
}
