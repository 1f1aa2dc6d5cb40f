// Direct session-table writes better-auth has no option for: the absolute cap, the
// slide on use and the client's explicit refresh, and revoking every session of a user
// after a password reset. Each write also drops this process's cached copy
// (auth/session-cache.ts); other processes drop theirs within SESSION_CACHE_SECONDS.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { sessions } from "../db/schema";
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from "./session-policy";
import { cachedSessionById, forgetSession, forgetUser } from "./session-cache";

const absoluteLimit = sql`${sessions.createdAt} + make_interval(secs => ${SESSION_ABSOLUTE_SECONDS})`;

export async function capSessionExpiry(db: Database, sessionId: string) {
  await db
    .update(sessions)
    .set({ expiresAt: sql`least(${sessions.expiresAt}, ${absoluteLimit})` })
    .where(eq(sessions.id, sessionId));
  forgetSession(db, sessionId);
}

/** Moves a live session's end to now + idle (never past its absolute limit); null if it is gone. */
export async function extendSession(db: Database, sessionId: string) {
  const [row] = await db
    .update(sessions)
    .set({ expiresAt: sql`least(now() + make_interval(secs => ${SESSION_IDLE_SECONDS}), ${absoluteLimit})`, updatedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)))
    .returning({ expiresAt: sessions.expiresAt, createdAt: sessions.createdAt });
  forgetSession(db, sessionId);
  return row ?? null;
}

export async function sessionTimesOf(db: Database, sessionId: string) {
  const cached = cachedSessionById(db, sessionId);
  if (cached) return { expiresAt: cached.expiresAt, createdAt: cached.createdAt };
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt, createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}

export async function deleteSession(db: Database, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  forgetSession(db, sessionId);
}

export async function deleteUserSessions(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  forgetUser(db, userId);
}
