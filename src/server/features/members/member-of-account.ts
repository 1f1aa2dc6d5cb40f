// One member of an account, as an admin action on them checks and logs them: their role and
// email. A user of another account is not found (404), like a missing one.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, users } from "../../db/schema";
import { notFound } from "../../lib/errors";

export async function memberOfAccount(tx: Database, accountId: string, userId: string) {
  const [member] = await tx
    .select({ role: accountUsers.role, email: users.email })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
  if (!member) throw notFound("Member");
  return member;
}
