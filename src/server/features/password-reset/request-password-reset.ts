// send-otp: emails a fresh code and link to a registered address. The caller answers at
// once and identically whether or not the address is registered; the lookup and the
// email happen afterwards, so not even the answer's timing tells them apart, and the
// lookup itself is the same single statement for both.
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { passwordResets, users } from "../../db/schema";
import { passwordResetEmail } from "./reset-email";
import { CODE_LIFETIME_SECONDS, LINK_LIFETIME_SECONDS, generateCode, generateLinkToken, hashCode, hashLinkToken } from "./reset-secrets";

export async function deliverPasswordReset(deps: AppDeps, email: string) {
  const { db, auth, mailer, config } = deps;
  const { secret } = await auth.$context;
  const code = generateCode();
  const token = generateLinkToken();
  const user = await storeSecrets(db, email.toLowerCase(), { code: hashCode(secret, email, code), link: hashLinkToken(secret, token) });
  if (!user) return false;
  const link = `${config.baseUrl}/auth?mode=reset-password&token=${encodeURIComponent(token)}`;
  await mailer.send(passwordResetEmail({ to: user.email, code, link }));
  return true;
}

/**
 * One statement for a registered and an unknown address alike: finds the user, drops their
 * unused code and link (only the newest email works) and stores the new ones. Every part
 * of a WITH sees the same snapshot, so the delete cannot touch the rows inserted beside it.
 */
async function storeSecrets(db: Database, email: string, hashes: { code: string; link: string }) {
  const result = await db.execute(sql`
    with target as (select ${users.id} as id, ${users.email} as email from ${users} where ${users.email} = ${email}),
    dropped as (
      delete from ${passwordResets} where user_id = (select id from target) and used_at is null
    ),
    added as (
      insert into ${passwordResets} (user_id, kind, secret_hash, expires_at)
      select target.id, secret.kind::password_reset_kind, secret.hash, now() + make_interval(secs => secret.lifetime)
      from target, (values ('code', ${hashes.code}, ${CODE_LIFETIME_SECONDS}::int), ('link', ${hashes.link}, ${LINK_LIFETIME_SECONDS}::int))
        as secret(kind, hash, lifetime)
    )
    select email from target`);
  return (result as unknown as { rows: { email: string }[] }).rows[0] ?? null;
}

/** Starts the delivery without waiting for it; failures are logged, never shown. */
export function requestPasswordReset(deps: AppDeps, email: string): void {
  deliverPasswordReset(deps, email).catch((error: unknown) => {
    deps.logger.error({ err: error instanceof Error ? error.message : String(error) }, "password reset email failed");
  });
}
