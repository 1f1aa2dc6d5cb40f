// send-otp: emails a fresh code and link to a registered address. The caller answers at
// once and identically whether or not the address is registered; the lookup and the
// email happen afterwards, so not even the answer's timing tells them apart.
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { passwordResets, users } from "../../db/schema";
import { passwordResetEmail } from "./reset-email";
import { CODE_LIFETIME_SECONDS, LINK_LIFETIME_SECONDS, generateCode, generateLinkToken, hashCode, hashLinkToken } from "./reset-secrets";

export async function deliverPasswordReset(deps: AppDeps, email: string) {
  const { db, auth, mailer, config } = deps;
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) return false;
  const { secret } = await auth.$context;
  const code = generateCode();
  const token = generateLinkToken();
  const now = Date.now();
  await db.transaction(async (tx) => {
    // Only the newest code and link work: an older email is worthless once a new one is asked for.
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values([
      {
        userId: user.id,
        kind: "code",
        secretHash: hashCode(secret, user.id, code),
        expiresAt: new Date(now + CODE_LIFETIME_SECONDS * 1000),
      },
      { userId: user.id, kind: "link", secretHash: hashLinkToken(secret, token), expiresAt: new Date(now + LINK_LIFETIME_SECONDS * 1000) },
    ]);
  });
  const link = `${config.baseUrl}/auth?mode=reset-password&token=${encodeURIComponent(token)}`;
  await mailer.send(passwordResetEmail({ to: user.email, code, link }));
  return true;
}

/** Starts the delivery without waiting for it; failures are logged, never shown. */
export function requestPasswordReset(deps: AppDeps, email: string): void {
  deliverPasswordReset(deps, email).catch((error: unknown) => {
    deps.logger.error({ err: error instanceof Error ? error.message : String(error) }, "password reset email failed");
  });
}
