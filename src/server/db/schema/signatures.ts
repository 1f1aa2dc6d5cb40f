import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { accounts } from "./accounts";
import { companyTemplates } from "./templates";

export const userSignatures = pgTable(
  "user_signatures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    templateId: uuid("template_id").references(() => companyTemplates.id, { onDelete: "set null" }),
    htmlContent: text("html_content").notNull(),
    // A deployment's render of the template's reply version, next to the signature (null: none).
    replyHtmlContent: text("reply_html_content"),
    isActive: boolean("is_active").notNull().default(true),
    lastCopiedAt: timestamp("last_copied_at", { withTimezone: true }),
    deployedAt: timestamp("deployed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Exactly one active signature per member and account, even when two requests race.
  (t) => [
    uniqueIndex("user_signatures_one_active_uq")
      .on(t.userId, t.accountId)
      .where(sql`${t.isActive}`),
    index("user_signatures_account_idx").on(t.accountId),
  ],
);
