// The super admin's view of a company's email limit: usage, the defaults for its age and
// status, and an override (raised or lowered limits, or no limit until a date). Changing
// it is audit-logged in that company's log, with the override it replaced.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountEmailLimits, accounts } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { ADMIN_EMAIL_LIMITS } from "../../../shared/limits";
import type { AccountEmailLimit, UpdateEmailLimit } from "../../../shared/email-limits/email-limit-schema";
import { emailBudgetOf } from "./email-budget";

type Override = typeof accountEmailLimits.$inferSelect;

function overrideOf(row: Override | undefined) {
  if (!row) return null;
  return {
    perHour: row.perHour,
    perDay: row.perDay,
    liftedUntil: row.liftedUntil?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getAccountEmailLimit(db: Database, accountId: string): Promise<AccountEmailLimit> {
  const budget = await emailBudgetOf(db, accountId);
  const [row] = await db.select().from(accountEmailLimits).where(eq(accountEmailLimits.accountId, accountId));
  const defaults = budget.tier === "probation" ? ADMIN_EMAIL_LIMITS.probation : ADMIN_EMAIL_LIMITS.standard;
  return { budget, defaults: { ...defaults }, override: overrideOf(row) };
}

/** Sets (or, all fields null, removes) the account's override. */
export async function setAccountEmailLimit(db: Database, actor: AuditActor, accountId: string, input: UpdateEmailLimit) {
  await db.transaction(async (tx) => {
    const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)).for("update");
    if (!account) throw notFound("Account");
    const [before] = await tx.select().from(accountEmailLimits).where(eq(accountEmailLimits.accountId, accountId));
    const values = {
      perHour: input.perHour,
      perDay: input.perDay,
      liftedUntil: input.liftedUntil ? new Date(input.liftedUntil) : null,
      updatedBy: actor.userId,
      updatedAt: new Date(),
    };
    const isDefault = values.perHour === null && values.perDay === null && values.liftedUntil === null;
    if (isDefault) await tx.delete(accountEmailLimits).where(eq(accountEmailLimits.accountId, accountId));
    else
      await tx
        .insert(accountEmailLimits)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: accountEmailLimits.accountId, set: values });
    const was = overrideOf(before);
    await recordAudit(
      tx,
      { ...actor, accountId },
      {
        action: "account.email_limit_changed",
        target: { type: "account", id: accountId, label: account.name },
        changes: {
          perHour: [was?.perHour ?? null, values.perHour],
          perDay: [was?.perDay ?? null, values.perDay],
          liftedUntil: [was?.liftedUntil ?? null, values.liftedUntil?.toISOString() ?? null],
        },
      },
    );
  });
  return getAccountEmailLimit(db, accountId);
}
