// Revokes a key: it stops working at once in this process and within a few seconds on every
// other (the key cache, auth/session-cache.ts). The row stays, so the key is refused as revoked.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { apiKeys } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { forgetApiKey } from "../../auth/session-cache";
import { recordAudit, type AuditActor } from "../audit/record-audit";

export async function revokeApiKey(db: Database, actor: AuditActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()`, revokedBy: actor.userId })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, actor.accountId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix });
    if (!row) throw notFound("API key");
    await recordAudit(tx, actor, {
      action: "api_key.revoked",
      target: { type: "api_key", id: row.id, label: row.name },
      details: { prefix: row.prefix },
    });
  });
  forgetApiKey(db, id);
}
