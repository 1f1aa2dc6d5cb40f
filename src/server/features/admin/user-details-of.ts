// Super admin: one user with profile, account and role, signed-in sessions and the
// newest audit entries they wrote or that name them. Null when there is no such user.
import { and, countDistinct, desc, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, accountUsers, auditLog, profiles, users } from "../../db/schema";
import { findSessions } from "../settings/find-sessions";
import { auditColumns } from "./account-details-of";

export const USER_AUDIT_LIMIT = 30;

export async function userDetailsOf(db: Database, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      jobTitle: profiles.jobTitle,
      phone: profiles.personalPhone,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!user) return null;
  const [membership] = await db
    .select({
      accountId: accountUsers.accountId,
      accountName: accounts.name,
      accountStatus: accounts.status,
      role: accountUsers.role,
      joinedAt: accountUsers.createdAt,
    })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.userId, userId))
    .orderBy(accountUsers.createdAt)
    .limit(1);
  const sessions = await findSessions(db, { userId }, { currentSessionId: null });
  const audit = await db
    .select(auditColumns)
    .from(auditLog)
    .where(
      or(
        eq(auditLog.actorUserId, userId),
        and(inArray(auditLog.targetType, ["user", "member", "invitation"]), eq(auditLog.targetId, userId)),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(USER_AUDIT_LIMIT);
  // For the page to disable what the last super admin can't do (the server still decides).
  const [{ superAdmins }] = await db
    .select({ superAdmins: countDistinct(accountUsers.userId) })
    .from(accountUsers)
    .where(eq(accountUsers.role, "super_admin"));
  return { user, membership: membership ?? null, sessions, audit, superAdmins };
}
