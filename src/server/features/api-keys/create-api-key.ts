// Makes an API key: the whole key is answered once and only its SHA-256 hash is stored.
// The audit entry names the key and its prefix, never the key.
import { and, count, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { apiKeys } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { isUniqueViolation } from "../../lib/db-errors";
import { newApiKey } from "../../auth/api-key-auth";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { findApiKey } from "./find-api-keys";
import { API_KEY_LIMITS, type CreateApiKeySchema } from "../../../shared/api-keys/api-key-schema";
import type { z } from "zod";

type Input = z.output<typeof CreateApiKeySchema>;

const TOO_MANY = `A company can have at most ${API_KEY_LIMITS.perAccount} API keys. Revoke one you no longer use first.`;

async function insertKey(db: Database, actor: AuditActor, input: Input) {
  return db.transaction(async (tx) => {
    const [{ keys }] = await tx
      .select({ keys: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.accountId, actor.accountId), isNull(apiKeys.revokedAt)));
    if (keys >= API_KEY_LIMITS.perAccount) throw new AppError(409, "too_many_api_keys", TOO_MANY);
    const { key, prefix, keyHash } = newApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        accountId: actor.accountId,
        name: input.name,
        prefix,
        keyHash,
        scope: input.scope,
        createdBy: actor.userId,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      })
      .returning({ id: apiKeys.id });
    await recordAudit(tx, actor, {
      action: "api_key.created",
      target: { type: "api_key", id: row.id, label: input.name },
      details: { prefix, scope: input.scope, expiresAt: input.expiresAt },
    });
    return { id: row.id, key };
  });
}

export async function createApiKey(db: Database, actor: AuditActor, input: Input) {
  // The prefix is random too: a repeat (about one in 2^48 per pair of keys) just draws again.
  for (let attempt = 1; ; attempt++) {
    try {
      const { id, key } = await insertKey(db, actor, input);
      return { apiKey: (await findApiKey(db, actor, id))!, key };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
