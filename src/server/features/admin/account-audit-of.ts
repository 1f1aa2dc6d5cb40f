// The super admin's page of one account: its audit log, newest first, a page at a time.
// Pages continue after the last entry's (created_at, id), like the company's own Activity
// view, so a page never repeats or skips an entry while new ones are written. Null when
// there is no such account.
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, auditLog } from "../../db/schema";
import { AUDIT_PAGE_SIZE } from "../../../shared/audit/audit-schema";
import type { AccountAuditQuery } from "../../../shared/admin/admin-schema";
import { auditEntriesBefore } from "../audit/find-audit-entries";
import { auditColumns } from "./account-details-of";

export async function accountAuditOf(db: Database, accountId: string, query: AccountAuditQuery) {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) return null;
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const rows = await db
    .select(auditColumns)
    .from(auditLog)
    .where(and(eq(auditLog.accountId, accountId), auditEntriesBefore(db, accountId, query.before)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(eq(auditLog.accountId, accountId));
  const entries = rows.slice(0, limit);
  return {
    entries: entries.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextCursor: rows.length > limit ? String(entries[entries.length - 1].id) : null,
    total,
  };
}
