// The emailed link: /auth?mode=reset-password&token=... posts the token and a new password.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { passwordResets } from "../../db/schema";
import type { ResetPassword } from "../../../shared/auth/auth-schema";
import { completePasswordReset, resetError } from "./complete-password-reset";
import { hashLinkToken } from "./reset-secrets";

export async function resetPasswordWithLink(deps: AppDeps, input: ResetPassword) {
  const { db, auth } = deps;
  const { secret } = await auth.$context;
  const [reset] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.kind, "link"),
        eq(passwordResets.secretHash, hashLinkToken(secret, input.token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    );
  if (!reset) throw resetError("invalid_token");
  const done = await completePasswordReset(db, { resetId: reset.id, userId: reset.userId, newPassword: input.newPassword });
  if (!done) throw resetError("invalid_token");
}
