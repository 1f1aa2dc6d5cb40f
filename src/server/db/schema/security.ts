// Rate-limit counters and password-reset secrets. Both live in the database so that
// several server copies share them (the server keeps no state of its own).
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

// One fixed window per key ("sign-in:ip:<hash>"); reset_at is when the window ends.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

export const passwordResetKind = pgEnum("password_reset_kind", ["code", "link"]);

// A 6-digit code or a link token, stored only as an HMAC. used_at makes it single use.
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: passwordResetKind("kind").notNull(),
    secretHash: text("secret_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId, t.kind, t.createdAt), index("password_resets_secret_idx").on(t.secretHash)],
);
