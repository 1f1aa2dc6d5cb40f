// Super admin: every account with its member count, newest first.
import { count, desc, eq, ilike } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Scope } from "../../lib/scope";
import { accounts, accountUsers } from "../../db/schema";

// The super admin sees every account: the scope says who asks, not what is visible.
export async function findAccounts(db: Database, _scope: Scope, options: { search?: string; limit: number; offset: number }) {
  const where = options.search ? ilike(accounts.name, `%${options.search.replace(/[%_\\]/g, "\\$&")}%`) : undefined;
  const rows = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      status: accounts.status,
      createdAt: accounts.createdAt,
      members: count(accountUsers.userId),
    })
    .from(accounts)
    .leftJoin(accountUsers, eq(accountUsers.accountId, accounts.id))
    .where(where)
    .groupBy(accounts.id)
    .orderBy(desc(accounts.createdAt))
    .limit(options.limit)
    .offset(options.offset);
  const [{ total }] = await db.select({ total: count() }).from(accounts).where(where);
  return { accounts: rows, total };
}
