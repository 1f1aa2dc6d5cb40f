// The Activity view: the account's audit log, newest first, filtered by person and kind,
// one page at a time. The cursor is the last entry's id; pages continue after that entry's
// (created_at, id), so a page never repeats or skips an entry while new ones are written,
// and the scan runs on the (account_id, created_at) indexes.
import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { auditLog, profiles } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { AUDIT_ACTIONS, type AuditAction } from "../../../shared/audit/audit-actions";
import { AUDIT_PAGE_SIZE, type AuditQuery } from "../../../shared/audit/audit-schema";

const fullName = sql<string | null>`nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), '')`;

type Data = { changes?: Record<string, [unknown, unknown]> } & Record<string, unknown>;

/**
 * The account's entries older than the entry `before` (a cursor from an earlier page); an id
 * of another account's entry matches nothing, so it shows nothing of that account.
 */
export function auditEntriesBefore(db: Database, accountId: string, before: string | undefined) {
  if (!before) return undefined;
  const last = alias(auditLog, "last");
  return sql`(${auditLog.createdAt}, ${auditLog.id}) < (${db
    .select({ createdAt: last.createdAt, id: last.id })
    .from(last)
    .where(and(eq(last.id, Number(before)), eq(last.accountId, accountId)))})`;
}

export async function findAuditEntries(db: Database, { accountId }: Pick<Scope, "accountId">, query: AuditQuery) {
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const after = auditEntriesBefore(db, accountId, query.before);
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      actorEmail: auditLog.actorEmail,
      actorName: fullName,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetLabel: auditLog.targetLabel,
      data: auditLog.data,
      ip: auditLog.ip,
      apiKeyId: auditLog.apiKeyId,
      apiKeyName: auditLog.apiKeyName,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.accountId, accountId),
        query.actor ? eq(auditLog.actorUserId, query.actor) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        after,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => {
      const { changes, ...details } = (row.data ?? {}) as Data;
      return {
        id: String(row.id),
        action: row.action,
        label: AUDIT_ACTIONS[row.action as AuditAction] ?? row.action,
        actor: { userId: row.actorUserId, email: row.actorEmail, name: row.actorName },
        target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
        changes: changes ?? {},
        details,
        ip: row.ip,
        apiKey: row.apiKeyId && row.apiKeyName ? { id: row.apiKeyId, name: row.apiKeyName } : null,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    nextCursor: rows.length > limit ? String(page[page.length - 1].id) : null,
  };
}

/** Everyone who has an entry in the account's log, for the person filter. */
export async function findAuditActors(db: Database, { accountId }: Pick<Scope, "accountId">) {
  const rows = await db
    .selectDistinctOn([auditLog.actorUserId], { userId: auditLog.actorUserId, email: auditLog.actorEmail, name: fullName })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorUserId))
    .where(and(eq(auditLog.accountId, accountId), sql`${auditLog.actorUserId} is not null`))
    .orderBy(auditLog.actorUserId, desc(auditLog.id));
  return rows
    .map((row) => ({ userId: row.userId as string, email: row.email, name: row.name }))
    .sort((a, b) => (a.name ?? a.email ?? "").localeCompare(b.name ?? b.email ?? ""));
}
