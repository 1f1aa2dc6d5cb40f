// The caller's signed-in sessions, newest activity first. Read from the session table
// directly: better-auth's list endpoint refuses sessions older than a day ("not fresh"),
// which would hide the list from anyone who stays signed in.
import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema";
import { describeUserAgent } from "./describe-user-agent";

export async function findSessions(
  db: Database,
  { userId }: { userId: string },
  { currentSessionId }: { currentSessionId: string | null },
) {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  const list = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress || null,
    createdAt: row.createdAt,
    lastActiveAt: row.updatedAt,
    isCurrent: row.id === currentSessionId,
  }));
  // This device first, then the others by last activity.
  return list.sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
}

export type SessionView = Awaited<ReturnType<typeof findSessions>>[number];
