// Deletes the caller's user. Everything that is theirs goes with it through the
// foreign keys (profile, memberships, sessions, signatures, campaign selections).
// The current password is asked for first (rate-limited per user like a password change),
// so a session left open on someone's desk cannot delete its user.
// The last admin of an account can't leave it without an admin, nor the platform's last super
// admin the platform without one (auth/member-policy.ts).
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import type { UserScope } from "../../lib/scope";
import { isCurrentPassword } from "../../auth/credential";
import { SETTINGS_MESSAGES, type DeleteOwnUser } from "../../../shared/settings/settings-schema";
import { forgetUser } from "../../auth/session-cache";
import { highestRoleOf, requireMemberAction } from "../../auth/member-policy";

export async function deleteOwnUser(db: Database, { userId }: UserScope, input: DeleteOwnUser) {
  if (!(await isCurrentPassword(db, userId, input.currentPassword))) {
    throw badRequest(SETTINGS_MESSAGES.currentPasswordWrong, { currentPassword: SETTINGS_MESSAGES.currentPasswordWrong });
  }
  await db.transaction(async (tx) => {
    const you = { userId, role: await highestRoleOf(tx, userId) };
    await requireMemberAction(tx, you, you, { kind: "delete_own_user" });
    await tx.delete(users).where(eq(users.id, userId));
  });
  forgetUser(db, userId);
}
