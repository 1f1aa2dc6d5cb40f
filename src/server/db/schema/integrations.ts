// Connected outside services (Google Workspace, Microsoft 365), the members a directory
// manages (SCIM provisioning's too), its sync history, what a directory last said about each
// person (for providers that send only changes), what was pushed into each member's mailbox,
// the tokens an identity provider provisions with (SCIM), and the company's Outlook add-in.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { accounts } from "./accounts";

export const integrationProvider = pgEnum("integration_provider", ["google", "scim", "microsoft"]);

/** What a provider's page shows and needs; never a secret (those are in `credentials`, sealed). */
export type GoogleIntegrationSettings = { clientEmail: string; clientId: string; adminEmail: string; domain: string; tokenUri: string };
/** Microsoft 365: the Entra tenant (id or domain) and the app registration's client id. */
export type MicrosoftIntegrationSettings = { tenantId: string; clientId: string };
export type IntegrationSettings = GoogleIntegrationSettings | MicrosoftIntegrationSettings;

export const integrations = pgTable(
  "integrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    provider: integrationProvider("provider").notNull(),
    // The secret the company handed over, sealed with SECRETS_KEY and this row's id (lib/secrets.ts).
    credentials: text("credentials").notNull(),
    settings: jsonb("settings").$type<IntegrationSettings>().notNull(),
    // A scheduled sync every this many hours; 0 turns the schedule off.
    syncIntervalHours: integer("sync_interval_hours").notNull().default(6),
    connectedBy: text("connected_by").references(() => users.id, { onDelete: "set null" }),
    lastSyncAt: timestamp("last_sync_at", { withTimezone: true }),
    // Where the directory's next read starts (Microsoft Graph: the users delta link); null:
    // read everything. Not a credential: it opens nothing without the sealed secret's token.
    directoryCursor: text("directory_cursor"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("integrations_account_provider_uq").on(t.accountId, t.provider)],
);

/**
 * A member a directory manages: the person's id there, when last synced, and whether the
 * directory has them suspended, archived or gone (deactivated: kept, but no signature is
 * pushed and deployments skip them). Such a member may never sign in: their users row has
 * no password until they accept an invitation.
 */
export const directoryMembers = pgTable(
  "directory_members",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: integrationProvider("provider").notNull(),
    externalId: text("external_id").notNull(),
    // SCIM: the identity provider's userName for this person (unique per company), which it
    // looks people up by; it may differ from the member's address. Null for other providers.
    userName: text("user_name"),
    // The directory's employee number (SCIM's enterprise extension), kept as sent.
    employeeNumber: text("employee_number"),
    syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    // The directory made this member (not linked to one who was there before). Only such a
    // member, while they have never signed in, takes a new address from the directory at once.
    createdByDirectory: boolean("created_by_directory").notNull().default(false),
    // Their first single sign-on (a password is seen by its credential row).
    signedInAt: timestamp("signed_in_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    uniqueIndex("directory_members_external_uq").on(t.accountId, t.provider, t.externalId),
    uniqueIndex("directory_members_user_name_uq")
      .on(t.accountId, sql`lower(${t.userName})`)
      .where(sql`${t.userName} is not null`),
  ],
);

/**
 * A sign-in address a directory gave a member that waits for the member to confirm it from
 * the new mailbox (one at a time per member): a code is emailed there when the member asks,
 * only its SHA-256 is kept, and confirming it while signed in moves the address.
 */
export const emailChanges = pgTable("email_changes", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  accountId: uuid("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  /** The new address, lower case. */
  email: text("email").notNull(),
  provider: integrationProvider("provider").notNull(),
  codeHash: text("code_hash"),
  codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
  /** Wrong codes tried against the current one; past the limit it stops working. */
  attempts: integer("attempts").notNull().default(0),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a directory that sends only changes (Microsoft Graph's delta query) last said about
 * each person: the provider's own properties, merged page by page. The sync engine always
 * compares the whole directory with the members, so a delta is applied to these rows first.
 */
export const directoryPeople = pgTable(
  "directory_people",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    provider: integrationProvider("provider").notNull(),
    externalId: text("external_id").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.provider, t.externalId] })],
);

export const directorySyncStatus = pgEnum("directory_sync_status", ["preview", "applying", "applied", "held", "discarded", "failed"]);

export type DirectorySyncCounts = { created: number; updated: number; deactivated: number; unchanged: number; departments: number };

export const directorySyncs = pgTable(
  "directory_syncs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    provider: integrationProvider("provider").notNull(),
    // Who asked (null: the schedule); their email kept as written, like the audit log.
    startedBy: text("started_by").references(() => users.id, { onDelete: "set null" }),
    startedByEmail: text("started_by_email"),
    status: directorySyncStatus("status").notNull(),
    // The changes computed from the directory (directory-plan.ts): what a preview shows and
    // what applying it writes. Held: the deactivations the brake kept back.
    plan: jsonb("plan").notNull(),
    counts: jsonb("counts").$type<DirectorySyncCounts>().notNull(),
    directoryUsers: integer("directory_users").notNull().default(0),
    durationMs: integer("duration_ms").notNull().default(0),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [index("directory_syncs_account_idx").on(t.accountId, t.createdAt)],
);

export const mailboxPushStatus = pgEnum("mailbox_push_status", ["queued", "pushing", "pushed", "failed"]);

/**
 * The signature pushed into a member's mailbox, one row per member: `version` is the hash
 * of the HTML it is for. A push job claims the row for its version, so a member gets each
 * signature version once, whatever the queue redelivers.
 */
export const mailboxPushes = pgTable(
  "mailbox_pushes",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: integrationProvider("provider").notNull(),
    version: text("version").notNull(),
    status: mailboxPushStatus("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
    error: text("error"),
    changedByProvider: boolean("changed_by_provider").notNull().default(false),
    aliases: integer("aliases").notNull().default(0),
    // The version whose failed push sent the member the "copy your signature" email: once per version.
    noticeVersion: text("notice_version"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    index("mailbox_pushes_status_idx")
      .on(t.accountId, t.status)
      .where(sql`${t.status} in ('queued', 'pushing')`),
  ],
);

/**
 * A bearer token an identity provider calls /scim/v2 with. Only its SHA-256 is kept; the
 * prefix (the first characters, not secret) finds the row and is what the admin sees.
 * Revoking deletes the row, so the token stops working at once.
 */
export const scimTokens = pgTable(
  "scim_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    // Kept as written, like the audit log: the list still says who made it after they left.
    createdByEmail: text("created_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("scim_tokens_prefix_idx").on(t.prefix), index("scim_tokens_account_idx").on(t.accountId, t.createdAt)],
);

/**
 * The company's Outlook add-in: the key in its manifest's addresses, which the add-in sends
 * when it asks for a member's signature. Rotating it (a new key, `version` + 1) makes every
 * manifest made before stop working; the version is the manifest's, so Microsoft 365 takes
 * the re-uploaded one as an update.
 */
export const outlookAddins = pgTable("outlook_addins", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  key: text("key").notNull().unique(),
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  rotatedAt: timestamp("rotated_at", { withTimezone: true }),
});

/** When the add-in last fetched a member's signature: the member's "In Outlook" status. */
export const outlookFetches = pgTable(
  "outlook_fetches",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] })],
);
