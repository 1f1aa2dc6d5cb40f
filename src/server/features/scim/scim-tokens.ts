// Provisioning tokens: an admin makes one per identity provider (shown once), sees them
// listed by prefix, creator, whether they still work, and last use, and revokes them; each
// change is audit-logged without the token. A token is a bearer token (auth/bearer-tokens.ts):
// only its SHA-256 is stored, and it works only while the admin who made it is still an
// admin of the company, like an API key.
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, scimTokens, users } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import {
  bearerTokenState,
  hashBearerToken,
  isBearerTokenShape,
  isCreatorAdmin,
  isSameHash,
  lookupOf,
  newBearerToken,
} from "../../auth/bearer-tokens";
import { SCIM_TOKEN_MESSAGES, SCIM_TOKENS_MAX, type CreateScimToken, type ScimTokenView } from "../../../shared/scim/scim-token-schema";
import type { AccountStatus } from "../../../shared/permissions";

const TOKEN_PREFIX = "scim_";

function tokenView(row: typeof scimTokens.$inferSelect, creatorIsAdmin: boolean): ScimTokenView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdBy: row.createdByEmail,
    status: creatorIsAdmin ? "active" : "creator_not_admin",
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function findScimTokens(db: Database, scope: Pick<Scope, "accountId">) {
  const rows = await db.select().from(scimTokens).where(eq(scimTokens.accountId, scope.accountId)).orderBy(asc(scimTokens.createdAt));
  return Promise.all(rows.map(async (row) => tokenView(row, await isCreatorAdmin(db, row))));
}

export async function createScimToken(db: Database, actor: AuditActor, input: CreateScimToken) {
  const { token: secret, lookup, hash } = newBearerToken(TOKEN_PREFIX);
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
        prefix: lookup,
        tokenHash: hash,
        createdBy: actor.userId,
        createdByEmail: sql`(${tx.select({ email: users.email }).from(users).where(eq(users.id, actor.userId))})`,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: "provisioning.token_created",
      target: { type: "scim_token", id: row.id, label: row.name },
      details: { prefix: row.prefix },
    });
    return { token: tokenView(row, true), secret };
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
/** Why a presented token doesn't work: unknown (revoked, malformed, never made) or its creator is no longer an admin. */
export type ScimTokenRefusal = "unknown" | "creator_not_admin";

/** The token's row and its company, or why not. Notes its use at most once a minute. */
export async function authenticateScimToken(db: Database, secret: string): Promise<ScimTokenOwner | ScimTokenRefusal> {
  if (!isBearerTokenShape(TOKEN_PREFIX, secret)) return "unknown";
  const hash = hashBearerToken(secret);
  const candidates = await db
    .select({
      id: scimTokens.id,
      name: scimTokens.name,
      hash: scimTokens.tokenHash,
      accountId: scimTokens.accountId,
      createdBy: scimTokens.createdBy,
    })
    .from(scimTokens)
    .where(eq(scimTokens.prefix, lookupOf(secret)));
  const match = candidates.find((row) => isSameHash(row.hash, hash));
  if (!match) return "unknown";
  const state = await bearerTokenState(db, match);
  if (state.state !== "live") return "creator_not_admin";
  await db
    .update(scimTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(eq(scimTokens.id, match.id), sql`(${scimTokens.lastUsedAt} is null or ${scimTokens.lastUsedAt} < now() - interval '1 minute')`),
    );
  return { id: match.id, name: match.name, accountId: match.accountId, accountStatus: state.accountStatus };
}
