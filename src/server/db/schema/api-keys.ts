// A company's API keys: scripts and other systems call the API with `Authorization: Bearer
// <key>` for the company, as the admin who made the key. Only a SHA-256 hash of the key is
// stored; `prefix` (its first characters, not secret) finds the row and names it on screen.
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { accounts } from "./accounts";

export const apiKeyScope = pgEnum("api_key_scope", ["read", "write"]);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    // SHA-256 of the whole key, hex; compared in constant time after the prefix found the row.
    keyHash: text("key_hash").notNull(),
    scope: apiKeyScope("scope").notNull(),
    // The key acts as this admin, and stops working when they are no longer an admin of the company.
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by").references(() => users.id, { onDelete: "set null" }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    lastUsedIp: text("last_used_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("api_keys_prefix_uq").on(t.prefix), index("api_keys_account_idx").on(t.accountId, t.createdAt)],
);
