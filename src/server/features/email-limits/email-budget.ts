// The per-company budget of emails an admin's actions send (invitations, resends,
// deployment notices): two rate_limits windows per account, an hour and a day, shared
// by every server process. The limits depend on the account (new or pending: probation)
// and a super admin's override (account_email_limits). Numbers: ADMIN_EMAIL_LIMITS.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountEmailLimits, accounts } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { readRateWindows, refundRateLimit, takeRateSlots, type RateWindow } from "../../auth/rate-limit";
import { ADMIN_EMAIL_LIMITS } from "../../../shared/limits";
import type { EmailBudget, EmailLimitTier } from "../../../shared/email-limits/email-limit-schema";

const HOUR = 3600;
const DAY = 24 * HOUR;

export type EmailLimits = { perHour: number; perDay: number; tier: EmailLimitTier; liftedUntil: Date | null };

/** The account's limits now (Infinity while a super admin lifted them). */
export async function emailLimitsOf(db: Database, accountId: string): Promise<EmailLimits> {
  const [row] = await db
    .select({
      isProbation: sql<boolean>`${accounts.status} = 'pending_activation' or ${accounts.createdAt} > now() - make_interval(hours => ${ADMIN_EMAIL_LIMITS.probationHours})`,
      isLifted: sql<boolean>`coalesce(${accountEmailLimits.liftedUntil} > now(), false)`,
      perHour: accountEmailLimits.perHour,
      perDay: accountEmailLimits.perDay,
      liftedUntil: accountEmailLimits.liftedUntil,
    })
    .from(accounts)
    .leftJoin(accountEmailLimits, eq(accountEmailLimits.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row) throw notFound("Account");
  if (row.isLifted) return { perHour: Infinity, perDay: Infinity, tier: "lifted", liftedUntil: row.liftedUntil };
  const base = row.isProbation ? ADMIN_EMAIL_LIMITS.probation : ADMIN_EMAIL_LIMITS.standard;
  if (row.perHour !== null || row.perDay !== null)
    return { perHour: row.perHour ?? base.perHour, perDay: row.perDay ?? base.perDay, tier: "custom", liftedUntil: null };
  return { ...base, tier: row.isProbation ? "probation" : "standard", liftedUntil: null };
}

function windowsOf(accountId: string, limits: Pick<EmailLimits, "perHour" | "perDay">): RateWindow[] {
  return [
    { rule: { name: "admin-email:hour", max: limits.perHour, windowSeconds: HOUR }, subject: accountId },
    { rule: { name: "admin-email:day", max: limits.perDay, windowSeconds: DAY }, subject: accountId },
  ];
}

/**
 * Takes up to `wanted` emails of the account's budget; `granted` may be fewer (0 when
 * spent), and then `retryAfterSeconds` says when more may be sent. Inside the caller's
 * transaction, a rollback gives the slots back.
 */
export async function takeEmailBudget(db: Database, accountId: string, wanted: number) {
  return takeRateSlots(db, windowsOf(accountId, await emailLimitsOf(db, accountId)), wanted);
}

/** Gives back slots taken for emails that were not sent after all (an address invited meanwhile). */
export async function refundEmailBudget(db: Database, accountId: string, slots: number) {
  if (slots <= 0) return;
  for (const { rule, subject } of windowsOf(accountId, { perHour: 0, perDay: 0 })) await refundRateLimit(db, rule, subject, slots);
}

/** What the account has sent and may still send this hour and today. */
export async function emailBudgetOf(db: Database, accountId: string): Promise<EmailBudget> {
  const limits = await emailLimitsOf(db, accountId);
  const [hour, day] = await readRateWindows(db, windowsOf(accountId, limits));
  const window = (limit: number, count: { count: number; resetAt: Date | null }) => ({
    limit: Number.isFinite(limit) ? limit : null,
    used: count.count,
    remaining: Number.isFinite(limit) ? Math.max(0, limit - count.count) : null,
    resetsAt: count.resetAt?.toISOString() ?? null,
  });
  const h = window(limits.perHour, hour);
  const d = window(limits.perDay, day);
  return {
    hour: h,
    day: d,
    remaining: h.remaining === null || d.remaining === null ? null : Math.min(h.remaining, d.remaining),
    tier: limits.tier,
    liftedUntil: limits.liftedUntil?.toISOString() ?? null,
  };
}
