// API keys: `Authorization: Bearer <key>` on an /api request (decision 031). A key is a bearer
// token (bearer-tokens.ts: its shape, hash, expiry and the rule that it works only while the
// admin who made it is still an admin of its company). A request with a key is the key's
// alone: its session cookie is not read. The guards decide which routes take a key (guards.ts).
import type { Context, MiddlewareHandler, Next } from "hono";
import { eq, sql } from "drizzle-orm";
import type { AppEnv, ApiKeyUse } from "../context";
import type { Database } from "../db/client";
import { apiKeys } from "../db/schema";
import { AppError } from "../lib/errors";
import { checkedApiKey, type CachedApiKey } from "./session-cache";
import { bearerTokenState, hashBearerToken, isBearerTokenShape, isSameHash, lookupOf, newBearerToken } from "./bearer-tokens";
import { requestIp } from "./rate-limit";
import { limitCaller } from "./request-limits";

export const API_KEY_PREFIX = "sgnt_";

/** A new key, the prefix that finds and names it, and the hash that is stored. */
export function newApiKey() {
  const { token, lookup, hash } = newBearerToken(API_KEY_PREFIX);
  return { key: token, prefix: lookup, keyHash: hash };
}

/** The key of an `Authorization: Bearer` header; undefined without one (other schemes are not ours). */
export function bearerKey(header: string | undefined): string | undefined {
  const match = header ? /^Bearer[ \t]+(\S*)[ \t]*$/i.exec(header) : null;
  return match ? match[1] : undefined;
}

const refused = (code: string, message: string) => new AppError(401, code, message);
const UNKNOWN = "This API key is not valid. Check that it was copied whole, or create a new one in Company Settings → API.";

async function readKey(db: Database, prefix: string): Promise<CachedApiKey | null> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      accountId: apiKeys.accountId,
      name: apiKeys.name,
      scope: apiKeys.scope,
      createdBy: apiKeys.createdBy,
      keyHash: apiKeys.keyHash,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.prefix, prefix));
  return row ?? null;
}

/** The key's row when it is ours, live, and its creator still manages its company; else 401. */
export async function checkApiKey(db: Database, key: string): Promise<ApiKeyUse> {
  if (!isBearerTokenShape(API_KEY_PREFIX, key)) throw refused("api_key_invalid", UNKNOWN);
  const keyHash = hashBearerToken(key);
  const row = await checkedApiKey(db, keyHash, () => readKey(db, lookupOf(key)));
  if (!row || !isSameHash(row.keyHash, keyHash)) throw refused("api_key_invalid", UNKNOWN);
  const state = await bearerTokenState(db, row);
  if (state.state === "revoked")
    throw refused("api_key_revoked", `This API key ("${row.name}") was revoked. Create a new one in Company Settings → API.`);
  if (state.state === "expired")
    throw refused(
      "api_key_expired",
      `This API key ("${row.name}") expired on ${state.expiresAt.toISOString()}. Create a new one in Company Settings → API.`,
    );
  if (state.state === "creator_not_admin")
    throw refused(
      "api_key_creator_gone",
      `This API key ("${row.name}") stopped working: the admin who created it no longer manages this company. Create a new key.`,
    );
  return {
    id: row.id,
    name: row.name,
    accountId: row.accountId,
    scope: row.scope,
    createdBy: row.createdBy,
    accountStatus: state.accountStatus,
  };
}

// When each key's last use was written by this process, and from where: written again after a
// minute or from another address, so a busy key costs one write a minute, not one per request.
const lastUses = new WeakMap<Database, Map<string, { at: number; ip: string }>>();
const LAST_USE_EVERY_MS = 60_000;

async function recordUse(db: Database, keyId: string, ip: string) {
  let uses = lastUses.get(db);
  if (!uses) lastUses.set(db, (uses = new Map()));
  const last = uses.get(keyId);
  const now = Date.now();
  if (last && last.ip === ip && now - last.at < LAST_USE_EVERY_MS) return;
  uses.set(keyId, { at: now, ip });
  if (uses.size > 10_000) uses.delete(uses.keys().next().value as string);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()`, lastUsedIp: ip })
    .where(eq(apiKeys.id, keyId));
}

/** Forgets this process's note of a key's last use (a test that clears the column). */
export function forgetApiKeyUses(db: Database) {
  lastUses.delete(db);
}

/**
 * Reads the request's API key, if any. A bad one is 401 (counted against the caller's IP
 * address first, so guessing is limited like any other anonymous request).
 */
export const apiKeyMiddleware: MiddlewareHandler<AppEnv> = (c, next) => {
  const key = bearerKey(c.req.header("authorization"));
  if (key !== undefined) return withApiKey(c, next, key);
  c.set("apiKey", null);
  return next();
};

async function withApiKey(c: Context<AppEnv>, next: Next, key: string) {
  const { db } = c.get("deps");
  let use: ApiKeyUse;
  try {
    use = await checkApiKey(db, key);
  } catch (error) {
    if (error instanceof AppError) await limitCaller(c, "anonymous", requestIp(c));
    throw error;
  }
  c.set("apiKey", use);
  await recordUse(db, use.id, requestIp(c));
  await next();
}

export const hasApiKey = (c: Context<AppEnv>) => Boolean(c.get("apiKey"));
