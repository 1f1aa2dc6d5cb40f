import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { preparedStatement } from "../db/prepared";
import { accounts, accountUsers } from "../db/schema";
import type { Role, AccountStatus } from "../../shared/permissions";
import { checkedMembership } from "./session-cache";

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
    timeZone: string;
  };
};

const membershipStatement = (db: Database, name: string) =>
  db
    .select({ accountId: accountUsers.accountId, role: accountUsers.role, account: accounts })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.userId, sql.placeholder("userId")))
    .orderBy(asc(accountUsers.createdAt))
    .limit(1)
    .prepare(name);

// One membership or null (a lookup, not a list: hence not find*).
// A user has an account only when both the membership and its account exist.
// A user in several accounts works in the one joined first.
// Every guarded request asks this: a found membership is kept a few seconds in the
// session cache (auth/session-cache.ts; a suspension counts within 5 s everywhere, at
// once in this process); "none" is never cached, so a new membership counts at once.
export function membershipOf(db: Database, userId: string): Promise<Membership | null> {
  return checkedMembership(db, userId, () => readMembership(db, userId));
}

async function readMembership(db: Database, userId: string): Promise<Membership | null> {
  const [row] = await preparedStatement(db, "find_membership", membershipStatement).execute({ userId });
  if (!row) return null;
  const a = row.account;
  const membership: Membership = {
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
      timeZone: a.timeZone,
    },
  };
  return membership;
}
