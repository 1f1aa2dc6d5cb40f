import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { accounts, departments } from "./accounts";

export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    imageUrl: text("image_url"),
    landingPageUrl: text("landing_page_url"),
    ctaText: text("cta_text"),
    // The banner's alt text (the name stands in when empty).
    altText: text("alt_text"),
    // A/B test: a second banner, call to action, alt text and landing page; each member gets
    // one variant by hash. Empty B fields fall back to A's (alt text only when B has no banner).
    imageUrlB: text("image_url_b"),
    ctaTextB: text("cta_text_b"),
    altTextB: text("alt_text_b"),
    landingPageUrlB: text("landing_page_url_b"),
    // Required: in the signature of every targeted member, locked on in their picker.
    isRequired: boolean("is_required").notNull().default(false),
    // is_active false: a draft (never published) or paused (paused_at set).
    isActive: boolean("is_active").notNull().default(true),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    // The IANA zone the admin scheduled in; start and end are stored as instants.
    timeZone: text("time_zone").notNull().default("UTC"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("campaigns_account_idx").on(t.accountId)],
);

// Empty means every department.
export const campaignDepartments = pgTable(
  "campaign_departments",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    departmentId: uuid("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.departmentId] })],
);

export const userCampaignSelections = pgTable(
  "user_campaign_selections",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.campaignId] })],
);

export const campaignEventKind = pgEnum("campaign_event_kind", ["click", "impression"]);

// One row per campaign, kind, day, variant, member and unique visitor (a hash of the client's
// network, day and campaign, never the raw IP); a repeat adds to `count` instead of a new row,
// so a flood of the same visitor can't grow the table. The cap on counted repeats per visitor,
// campaign, kind and day sums `count` over one visitor's rows (campaign_visitor_idx).
export const campaignEvents = pgTable(
  "campaign_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: campaignEventKind("kind").notNull(),
    day: date("day")
      .notNull()
      .default(sql`current_date`),
    variant: text("variant").notNull().default("a"),
    visitor: text("visitor").notNull().default(""),
    count: integer("count").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("campaign_events_campaign_visitor_idx").on(t.campaignId, t.day, t.kind, t.visitor),
    index("campaign_events_account_day_idx").on(t.accountId, t.day),
    uniqueIndex("campaign_events_visitor_uq").on(t.campaignId, t.kind, t.day, t.variant, t.userId, t.visitor),
  ],
);

// The daily roll-up of campaign_events, maintained as events arrive (same statement), so
// statistics over 90 days read thousands of rows, not millions. `events` sums the counts,
// `visitors` counts the unique visitors of the day, `discarded` the repeats past the cap per
// visitor (counted nowhere else). user_id null: a member since deleted.
export const campaignEventDays = pgTable(
  "campaign_event_days",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    kind: campaignEventKind("kind").notNull(),
    variant: text("variant").notNull().default("a"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    events: integer("events").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
    discarded: integer("discarded").notNull().default(0),
  },
  (t) => [
    uniqueIndex("campaign_event_days_uq").on(t.campaignId, t.day, t.kind, t.variant, t.userId),
    index("campaign_event_days_account_day_idx").on(t.accountId, t.day),
  ],
);

// A deleted campaign's landing page, so links in emails already sent still land there
// (recording nothing). No foreign key to campaigns: the campaign row is gone.
export const deletedCampaigns = pgTable("deleted_campaigns", {
  campaignId: uuid("campaign_id").primaryKey(),
  accountId: uuid("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  landingPageUrl: text("landing_page_url"),
  landingPageUrlB: text("landing_page_url_b"),
  deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
});
