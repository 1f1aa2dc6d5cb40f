// Outgoing email, contact messages, the audit log and platform settings.
import { bigserial, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { accounts } from "./accounts";

export const emailStatus = pgEnum("email_status", ["outbox", "sent", "failed"]);

export const outgoingEmails = pgTable("outgoing_emails", {
  id: uuid("id").primaryKey().defaultRandom(),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body"),
  status: emailStatus("status").notNull(),
  error: text("error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    // Kept as written: the entry still says who acted after their user is deleted.
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    targetLabel: text("target_label"),
    // { changes: { field: [before, after] }, ...details }
    data: jsonb("data"),
    ip: text("ip"),
    // The API key the change came through (null: the admin's own session), its name as it was.
    apiKeyId: uuid("api_key_id"),
    apiKeyName: text("api_key_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_account_idx").on(t.accountId, t.createdAt),
    index("audit_log_actor_idx").on(t.accountId, t.actorUserId, t.createdAt),
  ],
);

export const platformSettings = pgTable("platform_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// The alerts emailed to a company's admins (a failed or held directory sync, pushes failing for
// good): one per cause a day, however many runs or members it hits.
export const adminAlerts = pgTable(
  "admin_alerts",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    cause: text("cause").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.cause] })],
);
