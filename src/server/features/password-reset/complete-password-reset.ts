// The last step of both reset flows: refuse the current password, then in one
// transaction use up the secret, store the new hash, drop every other pending secret
// and revoke every session of the user.
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { authAccounts, passwordResets, sessions } from "../../db/schema";
import { hashPassword } from "../../auth/password";
import { isCurrentPassword } from "../../auth/credential";
import { refuseCommonPassword } from "../../auth/common-passwords";
import { AppError } from "../../lib/errors";
import { AUTH_ERROR_MESSAGES } from "../../../shared/auth/error-catalogue";
import { MAX_WRONG_CODE_ATTEMPTS } from "./reset-secrets";
import { forgetUser } from "../../auth/session-cache";

export function resetError(code: "otp_invalid" | "otp_expired" | "otp_already_used" | "invalid_token" | "same_password", field?: string) {
  const message = AUTH_ERROR_MESSAGES[code];
  return new AppError(400, code, message, field ? { [field]: message } : undefined);
}

/**
 * Returns false when the secret was used (or died) between the caller's check and now:
 * the UPDATE ... WHERE used_at IS NULL lets exactly one of two racing requests through.
 */
export async function completePasswordReset(db: Database, input: { resetId: string; userId: string; newPassword: string }) {
  // Before the secret is used up: the holder of the code or link may try another password.
  refuseCommonPassword(input.newPassword, "newPassword");
  if (await isCurrentPassword(db, input.userId, input.newPassword)) throw resetError("same_password", "newPassword");
  const hash = await hashPassword(input.newPassword);
  const done = await db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.id, input.resetId),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
          lt(passwordResets.failedAttempts, MAX_WRONG_CODE_ATTEMPTS),
        ),
      )
      .returning({ id: passwordResets.id });
    if (used.length === 0) return false;
    const updated = await tx
      .update(authAccounts)
      .set({ password: hash, updatedAt: sql`now()` })
      .where(and(eq(authAccounts.userId, input.userId), eq(authAccounts.providerId, "credential")))
      .returning({ id: authAccounts.id });
    if (updated.length === 0) {
      await tx
        .insert(authAccounts)
        .values({ id: crypto.randomUUID(), accountId: input.userId, providerId: "credential", userId: input.userId, password: hash });
    }
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, input.userId), isNull(passwordResets.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, input.userId));
    return true;
  });
  // After the commit, so no request re-caches a session the transaction is deleting.
  if (done) forgetUser(db, input.userId);
  return done;
}
