// How many emails an admin's actions may still send for a company (invitations, resends,
// deployment notices), and the super admin's override of its limits. The numbers are
// ADMIN_EMAIL_LIMITS in limits.ts.
import { z } from "zod";
import { ADMIN_EMAIL_LIMITS } from "../limits";

export const EMAIL_LIMIT_TIERS = ["standard", "probation", "custom", "lifted"] as const;
export type EmailLimitTier = (typeof EMAIL_LIMIT_TIERS)[number];

const EmailWindowSchema = z.object({
  /** Null: no limit (a super admin lifted it). */
  limit: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  /** When this window's count starts again; null while nothing was sent in it. */
  resetsAt: z.string().nullable(),
});

export const EmailBudgetSchema = z.object({
  hour: EmailWindowSchema,
  day: EmailWindowSchema,
  /** What may still be sent now: the smaller of the two windows; null when there is no limit. */
  remaining: z.number().int().nullable(),
  /** standard; probation (younger than a day or pending activation); custom or lifted (by a super admin). */
  tier: z.enum(EMAIL_LIMIT_TIERS),
  liftedUntil: z.string().nullable(),
});
export type EmailBudget = z.infer<typeof EmailBudgetSchema>;
export const EmailBudgetResponseSchema = z.object({ budget: EmailBudgetSchema });

// An empty form field means "the default" (null), so the panel's form parses with this schema too.
const emptyIsNull = (value: unknown) => (value === "" || value === undefined ? null : value);
const limitField = (what: string) =>
  z.preprocess(
    (value) => {
      const v = emptyIsNull(value);
      return typeof v === "string" ? Number(v) : v;
    },
    z
      .number({ error: `${what} must be a whole number` })
      .int(`${what} must be a whole number`)
      .min(1, `${what} must be at least 1`)
      .max(ADMIN_EMAIL_LIMITS.maxOverride, `${what} must be at most ${ADMIN_EMAIL_LIMITS.maxOverride.toLocaleString("en-US")}`)
      .nullable(),
  );

/** A super admin's override; null fields keep the default. */
export const UpdateEmailLimitSchema = z.object({
  perHour: limitField("Emails per hour"),
  perDay: limitField("Emails per day"),
  liftedUntil: z.preprocess(
    emptyIsNull,
    z
      .string({ error: "Give a date and time" })
      .max(40, "Give a date and time")
      .pipe(z.iso.datetime({ offset: true, error: "Give a date and time" }))
      .nullable(),
  ),
});
export type UpdateEmailLimit = z.infer<typeof UpdateEmailLimitSchema>;

export const EmailLimitOverrideSchema = z.object({
  perHour: z.number().int().nullable(),
  perDay: z.number().int().nullable(),
  liftedUntil: z.string().nullable(),
  updatedAt: z.string(),
});
export const AccountEmailLimitResponseSchema = z.object({
  budget: EmailBudgetSchema,
  defaults: z.object({ perHour: z.number().int(), perDay: z.number().int() }),
  override: EmailLimitOverrideSchema.nullable(),
});
export type AccountEmailLimit = z.infer<typeof AccountEmailLimitResponseSchema>;

function inWords(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.round(minutes / 60);
  return `about ${hours} hours`;
}

export const EMAIL_LIMIT_MESSAGES = {
  notSent: "Not sent: limit reached",
  overBudget: (retryAfterSeconds: number) =>
    `Your company has reached its email limit, so no invitation was sent. More can be sent in ${inWords(retryAfterSeconds)}; a Signet super admin can raise the limit.`,
  resendTooSoon: (retryAfterSeconds: number) =>
    `This invitation was sent less than ${ADMIN_EMAIL_LIMITS.resendEveryMinutes} minutes ago. It can be resent in ${inWords(retryAfterSeconds)}.`,
  deploymentNotSent: "Not sent: limit reached. The signature was updated; the company's email limit was reached.",
  passwordResets: (retryAfterSeconds: number) =>
    `This user was sent ${ADMIN_EMAIL_LIMITS.adminPasswordResetsPerUserPerHour} password resets in the last hour. Another can be sent in ${inWords(retryAfterSeconds)}.`,
};
