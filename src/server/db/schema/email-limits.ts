// A super admin's override of a company's email limits (ADMIN_EMAIL_LIMITS): raised
// limits, or no limit until a date. No row: the defaults. The counts themselves are
// rate_limits windows (features/email-limits/email-budget.ts).
import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { accounts } from "./accounts";

export const accountEmailLimits = pgTable("account_email_limits", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  // Null: the default for the account's age and status.
  perHour: integer("per_hour"),
  perDay: integer("per_day"),
  liftedUntil: timestamp("lifted_until", { withTimezone: true }),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
