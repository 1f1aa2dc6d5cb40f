// verify-otp-reset-password: email + 6-digit code + new password. Someone without the
// right code always gets otp_invalid, whether the address is registered or not; only the
// holder of a real code learns that it expired or was used.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { passwordResets, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { AUTH_ERROR_MESSAGES } from "../../../shared/auth/error-catalogue";
import type { OtpReset } from "../../../shared/auth/validation";
import { completePasswordReset, resetError } from "./complete-password-reset";
import { MAX_WRONG_CODE_ATTEMPTS, hashCode } from "./reset-secrets";

export async function resetPasswordWithCode(deps: AppDeps, input: OtpReset) {
  const { db, auth } = deps;
  const { secret } = await auth.$context;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  const codeHash = hashCode(secret, user?.id ?? "", input.code);
  if (!user) throw resetError("otp_invalid", "code");

  const [match] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, user.id), eq(passwordResets.kind, "code"), eq(passwordResets.secretHash, codeHash)))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  if (!match) {
    // A wrong guess counts against the live code; after the fifth it is dead.
    await db
      .update(passwordResets)
      .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
      .where(
        and(
          eq(passwordResets.userId, user.id),
          eq(passwordResets.kind, "code"),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      );
    throw resetError("otp_invalid", "code");
  }
  if (match.usedAt) throw resetError("otp_already_used", "code");
  if (match.expiresAt.getTime() <= Date.now()) throw resetError("otp_expired", "code");
  if (match.failedAttempts >= MAX_WRONG_CODE_ATTEMPTS) throw new AppError(429, "too_many_requests", AUTH_ERROR_MESSAGES.too_many_requests);

  const done = await completePasswordReset(db, { resetId: match.id, userId: user.id, newPassword: input.newPassword });
  if (!done) throw resetError("otp_already_used", "code");
}
