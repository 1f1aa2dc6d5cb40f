// Super admin: accounts one page at a time, searched by name, website or a member's
// email, filtered by status, sorted. The super admin sees every account: the scope
// says who asks, not what is visible. Member counts are counted for the page's rows only
// (on the account_users index), except when the list is sorted by them.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Scope } from "../../lib/scope";
import { accounts, accountUsers, storedFiles, users } from "../../db/schema";
import type { AccountListQuery } from "../../../shared/admin/admin-schema";

export function likePattern(search: string) {
  return `%${search.replace(/[%_\\]/g, "\\$&")}%`;
}

const memberCount = sql<number>`(select count(*) from ${accountUsers} where ${accountUsers.accountId} = ${accounts.id})`.mapWith(Number);

/** Bytes of the account's stored files (on the stored_files account index). */
export const storedBytes =
  sql<number>`(select coalesce(sum(${storedFiles.byteSize}), 0) from ${storedFiles} where ${storedFiles.accountId} = ${accounts.id})`.mapWith(
    Number,
  );

export const accountRowColumns = {
  id: accounts.id,
  name: accounts.name,
  website: accounts.website,
  status: accounts.status,
  createdAt: accounts.createdAt,
  members: memberCount,
  storageBytes: storedBytes,
};

export async function findAccounts(db: Database, _scope: Scope, query: Partial<AccountListQuery> & { limit: number; offset: number }) {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    const byMember = db
      .select({ accountId: accountUsers.accountId })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(ilike(users.email, pattern));
    filters.push(or(ilike(accounts.name, pattern), ilike(accounts.website, pattern), inArray(accounts.id, byMember))!);
  }
  if (query.status) filters.push(eq(accounts.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const order = {
    newest: [desc(accounts.createdAt), desc(accounts.id)],
    oldest: [asc(accounts.createdAt), asc(accounts.id)],
    name: [asc(sql`lower(${accounts.name})`), asc(accounts.id)],
    members: [desc(memberCount), desc(accounts.createdAt), desc(accounts.id)],
  }[query.sort ?? "newest"];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(accountRowColumns)
      .from(accounts)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(accounts)
      .where(where),
  ]);
  return { accounts: rows, total };
}
