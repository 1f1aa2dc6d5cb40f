// A company's webhook endpoints (admins): list, read, create, change, delete. The secret is
// made here, sealed with the row's id and answered only by creation (and by rotation and the
// reveal route, webhook-secrets.ts); every change is audit-logged without it.
import { and, count, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { webhookEndpoints } from "../../db/schema";
import { AppError, badRequest, conflict } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import { changesOf, recordAudit, type AuditActor } from "../audit/record-audit";
import {
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES as M,
  CreateWebhookEndpointSchema,
  type UpdateWebhookEndpoint,
} from "../../../shared/webhooks/webhook-schema";
import type { WebhookEndpoint } from "../../../shared/webhooks/webhook-responses";
import type { WebhookEventType } from "../../../shared/webhooks/webhook-events";
import { outboundPolicy, urlRefusal } from "../../lib/outbound/outbound-policy";
import { newWebhookSecret } from "./webhook-secret";
import { z } from "zod";

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export const endpointNotFound = () => new AppError(404, "not_found", M.endpointNotFound);

export function endpointAnswer(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    isActive: row.isActive,
    disabledReason: row.disabledReason,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    previousSecretExpiresAt: row.previousSecret ? (row.previousSecretExpiresAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The account's endpoint, locked for the caller's transaction when asked. */
export async function endpointOf(db: Database, scope: Pick<Scope, "accountId">, id: string, lock = false) {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, scope.accountId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw endpointNotFound();
  return row;
}

function requireReachableUrl(deps: Pick<AppDeps, "config">, url: string) {
  const refusal = urlRefusal(new URL(url), outboundPolicy(deps.config));
  if (!refusal) return;
  const message = refusal === "not_https" ? M.urlNotHttps : M.urlPrivate;
  throw badRequest(message, { url: message });
}

/** The audited view of an endpoint: no secret. */
const audited = (row: Pick<EndpointRow, "url" | "description" | "events" | "isActive">) => ({
  url: row.url,
  description: row.description,
  events: row.events,
  isActive: row.isActive,
});

export async function findEndpoints(db: Database, scope: Pick<Scope, "accountId">) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, scope.accountId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(endpointAnswer);
}

export async function createEndpoint(
  deps: Pick<AppDeps, "db" | "secrets" | "config">,
  actor: AuditActor,
  input: z.output<typeof CreateWebhookEndpointSchema>,
) {
  requireReachableUrl(deps, input.url);
  const id = crypto.randomUUID();
  const secret = newWebhookSecret();
  const row = await deps.db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.accountId, actor.accountId));
    if (n >= WEBHOOK_LIMITS.endpointsPerAccount) throw conflict(M.tooMany);
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ id, accountId: actor.accountId, ...input, secret: deps.secrets.seal(secret, id), createdBy: actor.userId })
      .returning();
    await recordAudit(tx, actor, {
      action: "webhook.created",
      target: { type: "webhook", id, label: input.url },
      details: audited(created),
    });
    return created;
  });
  return { endpoint: endpointAnswer(row), secret };
}

export async function updateEndpoint(
  deps: Pick<AppDeps, "db" | "config">,
  actor: AuditActor,
  id: string,
  input: Omit<UpdateWebhookEndpoint, "events"> & { events?: WebhookEventType[] },
) {
  if (input.url !== undefined) requireReachableUrl(deps, input.url);
  const row = await deps.db.transaction(async (tx) => {
    const before = await endpointOf(tx, actor, id, true);
    const changes = changesOf(audited(before), input);
    if (Object.keys(changes).length === 0) return before;
    // Switching it on again forgets why the server switched it off, and the failures before.
    const reopened = input.isActive === true && !before.isActive ? { disabledReason: null, disabledAt: null, failingSince: null } : {};
    const [after] = await tx
      .update(webhookEndpoints)
      .set({ ...input, ...reopened, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordAudit(tx, actor, { action: "webhook.updated", target: { type: "webhook", id, label: after.url }, changes });
    return after;
  });
  return endpointAnswer(row);
}

export async function deleteEndpoint(db: Database, actor: AuditActor, id: string) {
  await db.transaction(async (tx) => {
    const before = await endpointOf(tx, actor, id, true);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await recordAudit(tx, actor, {
      action: "webhook.deleted",
      target: { type: "webhook", id, label: before.url },
      details: audited(before),
    });
  });
}
