// Super admin: users across every account, searched by name or email, filtered by role
// (or "none": signed up, no company yet) and account, one page at a time, newest first.
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, accountUsers, profiles, users } from "../../db/schema";
import type { UserListQuery } from "../../../shared/admin/admin-schema";
import { likePattern } from "./find-accounts";
import { displayName, lastSeenOf } from "./account-details-of";

export async function findUsers(db: Database, query: Partial<UserListQuery> & { limit: number; offset: number }) {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      or(
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        ilike(sql`concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})`, pattern),
      )!,
    );
  }
  if (query.role === "none") filters.push(isNull(accountUsers.userId));
  else if (query.role) filters.push(eq(accountUsers.role, query.role));
  if (query.accountId) filters.push(eq(accountUsers.accountId, query.accountId));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select({
      id: users.id,
      name: displayName,
      email: users.email,
      role: accountUsers.role,
      accountId: accountUsers.accountId,
      accountName: accounts.name,
      createdAt: users.createdAt,
      lastSeenAt: lastSeenOf(users.id),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(accountUsers, eq(accountUsers.userId, users.id))
    .leftJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(accountUsers, eq(accountUsers.userId, users.id))
    .where(where);
  return { users: rows, total };
}
