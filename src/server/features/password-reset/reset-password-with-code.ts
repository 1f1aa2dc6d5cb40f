// verify-otp-reset-password: email + 6-digit code + new password. Someone without the
// right code always gets otp_invalid, whether the address is registered or not; only the
// holder of a real code learns that it expired or was used. A registered and an unknown
// address cost the same: one statement that finds the code and, on a miss, counts the
// wrong guess against the live code (after the fifth it is dead).
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { passwordResets, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { AUTH_ERROR_MESSAGES } from "../../../shared/auth/error-catalogue";
import type { OtpReset } from "../../../shared/auth/auth-schema";
import { completePasswordReset, resetError } from "./complete-password-reset";
import { MAX_WRONG_CODE_ATTEMPTS, hashCode } from "./reset-secrets";

type CodeMatch = { id: string; user_id: string; used: boolean; expired: boolean; failed_attempts: number };

async function matchCode(db: Database, email: string, codeHash: string): Promise<CodeMatch | null> {
  // A data-modifying WITH runs whether or not the outer select reads it.
  const result = await db.execute(sql`
    with target as (select ${users.id} as id from ${users} where ${users.email} = ${email}),
    hit as (
      select pr.id, pr.user_id, pr.used_at is not null as used, pr.expires_at <= now() as expired, pr.failed_attempts
      from ${passwordResets} pr
      where pr.user_id = (select id from target) and pr.kind = 'code' and pr.secret_hash = ${codeHash}
      order by pr.created_at desc
      limit 1
    ),
    miss as (
      update ${passwordResets} set failed_attempts = failed_attempts + 1
      where user_id = (select id from target) and kind = 'code' and used_at is null and expires_at > now()
        and not exists (select 1 from hit)
      returning 1
    )
    select * from hit`);
  // Both drivers (node-postgres and PGlite) answer { rows }.
  return (result as unknown as { rows: CodeMatch[] }).rows[0] ?? null;
}

export async function resetPasswordWithCode(deps: AppDeps, input: OtpReset) {
  const { db, auth } = deps;
  const { secret } = await auth.$context;
  const match = await matchCode(db, input.email, hashCode(secret, input.email, input.code));
  if (!match) throw resetError("otp_invalid", "code");
  if (match.used) throw resetError("otp_already_used", "code");
  if (match.expired) throw resetError("otp_expired", "code");
  if (match.failed_attempts >= MAX_WRONG_CODE_ATTEMPTS) throw new AppError(429, "too_many_requests", AUTH_ERROR_MESSAGES.too_many_requests);

  const done = await completePasswordReset(db, { resetId: match.id, userId: match.user_id, newPassword: input.newPassword });
  if (!done) throw resetError("otp_already_used", "code");
}
