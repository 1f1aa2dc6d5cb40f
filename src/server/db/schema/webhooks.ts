// Webhooks: a company's endpoints, every message each was sent (with its attempts so far),
// and the campaign transitions the schedule has announced.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { accounts } from "./accounts";
import { campaigns } from "./campaigns";

export const webhookDisabledReason = pgEnum("webhook_disabled_reason", ["gone", "failing"]);

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: text("events").array().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    // The signing secret (whsec_...), sealed with SECRETS_KEY and this row's id (lib/secrets.ts).
    secret: text("secret").notNull(),
    // The secret before the last rotation, sealed likewise: deliveries carry its signature too until it expires.
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true }),
    // Set when the server switched the endpoint off; cleared when an admin switches it on.
    disabledReason: webhookDisabledReason("disabled_reason"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    // The first failed attempt since the last success: three days of failures switch it off.
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_account_idx").on(t.accountId)],
);

export const webhookDeliveryStatus = pgEnum("webhook_delivery_status", ["pending", "delivering", "succeeded", "failed"]);

/**
 * One message to one endpoint: the exact body signed on every attempt, the message id (the
 * webhook-id header, kept by redeliveries), and the latest attempt's outcome. `queuedAt` is
 * null until a job was sent for its next attempt (the row is written in the transaction of
 * the change that caused it; the job is sent after the commit).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    body: text("body").notNull(),
    status: webhookDeliveryStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    // The hourly clean-up deletes finished deliveries past their retention by age.
    index("webhook_deliveries_created_idx").on(t.createdAt),
    index("webhook_deliveries_unqueued_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending' and ${t.queuedAt} is null`),
  ],
);

/** A campaign's start or end time that passed and was announced: each (campaign, kind, time) once. */
export const webhookCampaignTransitions = pgTable(
  "webhook_campaign_transitions",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"started" | "ended">().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    emittedAt: timestamp("emitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.kind, t.at] })],
);

/** When the campaign schedule last looked (one row): it announces what passed since. */
export const webhookScheduleChecks = pgTable("webhook_schedule_checks", {
  name: text("name").primaryKey(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
});
