// The message trace: one row per message, without content (no subject, no body, recipients'
// domains only). Written after the answer is known; kept 30 days.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailRelayMessages, users } from "../../db/schema";

export const TRACE_RETENTION_DAYS = 30;

export type TraceEntry = Omit<typeof mailRelayMessages.$inferInsert, "id" | "createdAt">;

export async function recordTrace(db: Database, entry: TraceEntry) {
  await db.insert(mailRelayMessages).values(entry);
}

/** The company's messages of the last 30 days; one member's when `userId` is given. */
const recent = (scope: { accountId: string }, filter: { userId?: string }) =>
  and(
    eq(mailRelayMessages.accountId, scope.accountId),
    filter.userId ? eq(mailRelayMessages.userId, filter.userId) : undefined,
    sql`${mailRelayMessages.createdAt} > now() - make_interval(days => ${TRACE_RETENTION_DAYS})`,
  );

/** The company's messages of the last 30 days, newest first; one member's when `userId` is given. */
export async function findTrace(db: Database, scope: { accountId: string }, filter: { userId?: string; limit?: number } = {}) {
  return db
    .select()
    .from(mailRelayMessages)
    .where(recent(scope, filter))
    .orderBy(desc(mailRelayMessages.createdAt))
    .limit(filter.limit ?? 100);
}

/** The trace as the Mail flow tab and /signature show it: with the sending member's name, dates as ISO text. */
export async function findTraceAnswers(db: Database, scope: { accountId: string }, filter: { userId?: string; limit: number }) {
  const rows = await db
    .select({ message: mailRelayMessages, memberName: users.name })
    .from(mailRelayMessages)
    .leftJoin(users, eq(users.id, mailRelayMessages.userId))
    .where(recent(scope, filter))
    .orderBy(desc(mailRelayMessages.createdAt))
    .limit(filter.limit);
  return rows.map(({ message: m, memberName }) => ({
    id: m.id,
    createdAt: m.createdAt.toISOString(),
    sender: m.sender,
    userId: m.userId,
    memberName,
    recipientDomains: m.recipientDomains,
    sizeBytes: m.sizeBytes,
    outcome: m.outcome,
    reason: m.reason,
    returnResponse: m.returnResponse,
  }));
}

/** Deletes rows older than the retention. */
export async function pruneTrace(db: Database, now = new Date()) {
  const cutoff = new Date(now.getTime() - TRACE_RETENTION_DAYS * 86_400_000);
  await db.delete(mailRelayMessages).where(lt(mailRelayMessages.createdAt, cutoff));
}

/** The distinct domains of the recipients, lower case. */
export const recipientDomains = (recipients: string[]) =>
  [...new Set(recipients.map((r) => r.slice(r.lastIndexOf("@") + 1).toLowerCase()))].sort();
