import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, accountUsers } from "../../db/schema";
import type { Role, AccountStatus } from "../../../shared/permissions";

export type Membership = {
  accountId: string;
  role: Role;
  account: {
    id: string;
    name: string;
    website: string | null;
    logoUrl: string | null;
    employeeCount: number | null;
    status: AccountStatus;
    suspensionReason: string | null;
  };
};

// One membership or null (a lookup, not a list: hence not find*).
// A user has an account only when both the membership and its account exist (spec 4).
// A user in several accounts works in the one joined first.
export async function membershipOf(db: Database, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ accountId: accountUsers.accountId, role: accountUsers.role, account: accounts })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.userId, userId))
    .orderBy(asc(accountUsers.createdAt))
    .limit(1);
  if (!row) return null;
  const a = row.account;
  return {
    accountId: row.accountId,
    role: row.role,
    account: {
      id: a.id,
      name: a.name,
      website: a.website,
      logoUrl: a.logoUrl,
      employeeCount: a.employeeCount,
      status: a.status,
      suspensionReason: a.suspensionReason,
    },
  };
}
