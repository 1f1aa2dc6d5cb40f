// Provisioning tokens: an admin makes one per identity provider (shown once), sees them
// listed by prefix, creator and last use, and revokes them; each change is audit-logged
// without the token. Only the token's SHA-256 is stored: 32 random bytes can't be guessed,
// so a fast hash is enough, and the comparison takes the same time whatever matches.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, scimTokens, users } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { SCIM_TOKEN_MESSAGES, SCIM_TOKENS_MAX, type CreateScimToken, type ScimTokenView } from "../../../shared/scim/scim-token-schema";
import type { AccountStatus } from "../../../shared/permissions";

const TOKEN_PREFIX = "scim_";
/** "scim_" and 8 characters of the random part: shown in the list, and how a call finds its row. */
const PREFIX_LENGTH = TOKEN_PREFIX.length + 8;
const TOKEN_PATTERN = /^scim_[A-Za-z0-9_-]{43}$/;

const sha256 = (value: string) => createHash("sha256").update(value).digest();

function tokenView(row: typeof scimTokens.$inferSelect): ScimTokenView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdBy: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function findScimTokens(db: Database, scope: Pick<Scope, "accountId">) {
  const rows = await db.select().from(scimTokens).where(eq(scimTokens.accountId, scope.accountId)).orderBy(asc(scimTokens.createdAt));
  return rows.map(tokenView);
}

export async function createScimToken(db: Database, actor: AuditActor, input: CreateScimToken) {
  const secret = TOKEN_PREFIX + randomBytes(32).toString("base64url");
  return db.transaction(async (tx) => {
    // The account row is locked so two admins at once can't pass the cap together.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, actor.accountId)).for("update");
    const [{ n }] = await tx.select({ n: count() }).from(scimTokens).where(eq(scimTokens.accountId, actor.accountId));
    if (n >= SCIM_TOKENS_MAX) throw conflict(SCIM_TOKEN_MESSAGES.tooMany);
    const [row] = await tx
      .insert(scimTokens)
      .values({
        accountId: actor.accountId,
        name: input.name,
        prefix: secret.slice(0, PREFIX_LENGTH),
        tokenHash: sha256(secret).toString("hex"),
        createdBy: actor.userId,
        createdByEmail: sql`(${tx.select({ email: users.email }).from(users).where(eq(users.id, actor.userId))})`,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: "provisioning.token_created",
      target: { type: "scim_token", id: row.id, label: row.name },
      details: { prefix: row.prefix },
    });
    return { token: tokenView(row), secret };
  });
}

export async function revokeScimToken(db: Database, actor: AuditActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(scimTokens)
      .where(and(eq(scimTokens.id, id), eq(scimTokens.accountId, actor.accountId)))
      .returning();
    if (!row) throw notFound("Token");
    await recordAudit(tx, actor, {
      action: "provisioning.token_revoked",
      target: { type: "scim_token", id: row.id, label: row.name },
      details: { prefix: row.prefix },
    });
  });
}

export type ScimTokenOwner = { id: string; name: string; accountId: string; accountStatus: AccountStatus };

/** The token's row and its company, or null (unknown, revoked, malformed). Notes its use at most once a minute. */
export async function authenticateScimToken(db: Database, secret: string): Promise<ScimTokenOwner | null> {
  if (!TOKEN_PATTERN.test(secret)) return null;
  const hash = sha256(secret);
  const candidates = await db
    .select({
      id: scimTokens.id,
      name: scimTokens.name,
      hash: scimTokens.tokenHash,
      accountId: scimTokens.accountId,
      status: accounts.status,
    })
    .from(scimTokens)
    .innerJoin(accounts, eq(accounts.id, scimTokens.accountId))
    .where(eq(scimTokens.prefix, secret.slice(0, PREFIX_LENGTH)));
  const match = candidates.find((row) => timingSafeEqual(Buffer.from(row.hash, "hex"), hash));
  if (!match) return null;
  await db
    .update(scimTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(eq(scimTokens.id, match.id), sql`(${scimTokens.lastUsedAt} is null or ${scimTokens.lastUsedAt} < now() - interval '1 minute')`),
    );
  return { id: match.id, name: match.name, accountId: match.accountId, accountStatus: match.status };
}
