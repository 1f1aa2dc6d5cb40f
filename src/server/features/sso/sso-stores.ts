// The two stores every server process shares (decision 035): sign-ins under way, made when the
// browser leaves for the identity provider and taken once when it comes back, and keys
// remembered once (a state, a nonce, a SAML assertion id or InResponseTo) until they expire,
// so an answer replayed to this or another process is refused.
import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ssoLoginStates, ssoReplays } from "../../db/schema";

/** How long a person has at their identity provider before the sign-in expires. */
export const LOGIN_STATE_SECONDS = 10 * 60;

export type LoginState = typeof ssoLoginStates.$inferSelect;
export type NewLoginState = Pick<LoginState, "providerId" | "returnTo"> &
  Partial<Pick<LoginState, "nonce" | "codeVerifier" | "samlRequestId" | "testBy">>;

export const randomToken = () => randomBytes(32).toString("base64url");

/** Stores a sign-in under way under a fresh random state, which it returns with the row. */
export async function createLoginState(db: Database, input: NewLoginState): Promise<LoginState> {
  const [row] = await db
    .insert(ssoLoginStates)
    .values({ ...input, state: randomToken(), expiresAt: sql`now() + make_interval(secs => ${LOGIN_STATE_SECONDS})` })
    .returning();
  return row;
}

/**
 * Takes (deletes) the sign-in under way for `state`: "missing" when there is none or it
 * expired, "replayed" when it was taken before (its key is remembered until it would have expired).
 */
export async function takeLoginState(db: Database, state: string): Promise<LoginState | "missing" | "replayed"> {
  const [row] = await db.delete(ssoLoginStates).where(eq(ssoLoginStates.state, state)).returning();
  if (row) {
    await rememberOnce(db, `state:${state}`, row.expiresAt);
    return row.expiresAt.getTime() > Date.now() ? row : "missing";
  }
  const [seen] = await db
    .select({ key: ssoReplays.key })
    .from(ssoReplays)
    .where(and(eq(ssoReplays.key, `state:${state}`), gt(ssoReplays.expiresAt, sql`now()`)));
  return seen ? "replayed" : "missing";
}

/** The sign-in under way whose SAML AuthnRequest had this ID, without taking it. */
export async function findLoginStateByRequestId(db: Database, requestId: string): Promise<LoginState | null> {
  const [row] = await db.select().from(ssoLoginStates).where(eq(ssoLoginStates.samlRequestId, requestId));
  return row ?? null;
}

/**
 * Remembers `key` until `expiresAt`. True the first time; false while it is remembered (a
 * replay). An expired key is forgotten and may be remembered again.
 */
export async function rememberOnce(db: Database, key: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(ssoReplays)
    .values({ key, expiresAt })
    .onConflictDoUpdate({ target: ssoReplays.key, set: { expiresAt }, setWhere: lt(ssoReplays.expiresAt, sql`now()`) })
    .returning({ key: ssoReplays.key });
  return rows.length > 0;
}

/** Drops expired sign-ins under way and expired remembered keys. */
export async function pruneSsoStores(db: Database) {
  await db.delete(ssoLoginStates).where(lt(ssoLoginStates.expiresAt, sql`now()`));
  await db.delete(ssoReplays).where(lt(ssoReplays.expiresAt, sql`now()`));
}
