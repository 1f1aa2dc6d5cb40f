// An endpoint's secret, for its company's admins: revealed again (the company must be able to
// verify, as Standard Webhooks providers allow), or rotated: a new secret now, the previous
// one still signing beside it for the overlap, so receivers can switch without missing a
// delivery. Never logged; the audit entry of a rotation names no secret.
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { webhookEndpoints } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { ROTATION_OVERLAP_HOURS } from "../../../shared/webhooks/webhook-schema";
import { endpointAnswer, endpointOf } from "./manage-endpoints";
import { newWebhookSecret } from "./webhook-secret";
import { webhookNow } from "./deliver-webhook";

export async function revealSecret(deps: Pick<AppDeps, "db" | "secrets">, scope: Pick<Scope, "accountId">, id: string) {
  const row = await endpointOf(deps.db, scope, id);
  return { endpoint: endpointAnswer(row), secret: deps.secrets.open(row.secret, row.id) };
}

export async function rotateSecret(deps: Pick<AppDeps, "db" | "secrets" | "config">, actor: AuditActor, id: string) {
  const secret = newWebhookSecret();
  const now = webhookNow(deps);
  const expires = new Date(now.getTime() + ROTATION_OVERLAP_HOURS * 3_600_000);
  const row = await deps.db.transaction(async (tx) => {
    const before = await endpointOf(tx, actor, id, true);
    const [after] = await tx
      .update(webhookEndpoints)
      .set({ secret: deps.secrets.seal(secret, id), previousSecret: before.secret, previousSecretExpiresAt: expires, updatedAt: now })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: "webhook.secret_rotated",
      target: { type: "webhook", id, label: before.url },
      details: { previousSecretExpiresAt: expires.toISOString() },
    });
    return after;
  });
  return { endpoint: endpointAnswer(row), secret };
}
