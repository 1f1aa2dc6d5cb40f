// Deletes the caller's user. Everything that is theirs goes with it through the
// foreign keys (profile, memberships, sessions, signatures, campaign selections).
// The current password is asked for first (rate-limited per user like a password change),
// so a session left open on someone's desk cannot delete its user.
// The last admin of an account cannot leave it without an admin.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, accountUsers, users } from "../../db/schema";
import { AppError, badRequest } from "../../lib/errors";
import type { UserScope } from "../../lib/scope";
import { isCurrentPassword } from "../../auth/credential";
import { SETTINGS_MESSAGES, type DeleteOwnUser } from "../../../shared/settings/settings-schema";
import { isAdminRole } from "../../../shared/permissions";
import { forgetUser } from "../../auth/session-cache";

const ADMIN_ROLES = ["admin", "super_admin"] as const;

export async function deleteOwnUser(db: Database, { userId }: UserScope, input: DeleteOwnUser) {
  if (!(await isCurrentPassword(db, userId, input.currentPassword))) {
    throw badRequest(SETTINGS_MESSAGES.currentPasswordWrong, { currentPassword: SETTINGS_MESSAGES.currentPasswordWrong });
  }
  await db.transaction(async (tx) => {
    await ensureAccountsKeepAnAdmin(
      tx,
      userId,
      (accountName) =>
        `You are the last admin of ${accountName}, so you can't delete your user. Make another member an admin first, or delete the whole company in Company Settings.`,
    );
    await tx.delete(users).where(eq(users.id, userId));
  });
  forgetUser(db, userId);
}

/**
 * Refuses (409 last_admin) when the user is the only admin of an account they belong to.
 * Run inside the transaction that removes the user or their admin role: locking each
 * account serializes two admins leaving at the same time. Shared with the super admin panel.
 */
export async function ensureAccountsKeepAnAdmin(tx: Database, userId: string, message: (accountName: string) => string) {
  const memberships = await tx
    .select({ accountId: accountUsers.accountId, role: accountUsers.role })
    .from(accountUsers)
    .where(eq(accountUsers.userId, userId));
  for (const membership of memberships.filter((m) => isAdminRole(m.role))) {
    const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, membership.accountId)).for("update");
    const admins = await tx
      .select({ userId: accountUsers.userId })
      .from(accountUsers)
      .where(and(eq(accountUsers.accountId, membership.accountId), inArray(accountUsers.role, [...ADMIN_ROLES])));
    if (account && !admins.some((a) => a.userId !== userId)) throw new AppError(409, "last_admin", message(account.name));
  }
}
