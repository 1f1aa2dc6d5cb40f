// The signing mail relay: each company's settings (mode, return hop, credential, networks)
// and a trace of every message it handled, without content.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { users } from "./auth";

/** sign: signatures added; shadow: passed through untouched, what would have been done recorded; off: refused. */
export const mailRelayMode = pgEnum("mail_relay_mode", ["sign", "shadow", "off"]);
/** When Signet cannot sign (database, render error, timeout): deliver the message unsigned, or ask the sender to retry (4xx). */
export const mailRelayFailurePolicy = pgEnum("mail_relay_failure_policy", ["deliver_unsigned", "defer"]);
/** Sign every message, or only those with a recipient outside the company's verified domains. */
export const mailRelaySignRule = pgEnum("mail_relay_sign_rule", ["everyone", "outside"]);
export const mailRelayProvider = pgEnum("mail_relay_provider", ["google", "microsoft", "smtp"]);

export const mailRelaySettings = pgTable(
  "mail_relay_settings",
  {
    accountId: uuid("account_id")
      .primaryKey()
      .references(() => accounts.id, { onDelete: "cascade" }),
    mode: mailRelayMode("mode").notNull().default("off"),
    provider: mailRelayProvider("provider").notNull().default("google"),
    failurePolicy: mailRelayFailurePolicy("failure_policy").notNull().default("deliver_unsigned"),
    signRule: mailRelaySignRule("sign_rule").notNull().default("everyone"),
    /** Where signed mail goes back for delivery (smtp-relay.gmail.com:587, the inbound connector, a smart host). */
    returnHost: text("return_host"),
    returnPort: integer("return_port").notNull().default(587),
    /** SMTP AUTH user name of the company's relay credential (unique, not secret). */
    relayUsername: text("relay_username"),
    /** The credential's password, sealed with SECRETS_KEY (lib/secrets.ts; the account id is the context). */
    relayPasswordSealed: text("relay_password_sealed"),
    /** Source networks (CIDR) that may relay for the company without AUTH. */
    allowedNetworks: jsonb("allowed_networks").$type<string[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("mail_relay_settings_username_uq")
      .on(t.relayUsername)
      .where(sql`${t.relayUsername} is not null`),
  ],
);

/** signed, signed_reply: the signature was added; passed: relayed untouched (reason says why); refused: 4xx/5xx to the sender. */
export const mailRelayOutcome = pgEnum("mail_relay_outcome", ["signed", "signed_reply", "passed", "refused"]);

/** One row per message the relay handled: no subject, no body, no full recipient addresses. Kept 30 days. */
export const mailRelayMessages = pgTable(
  "mail_relay_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    /** The member who sent it, when the sender is one. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    sender: text("sender").notNull(),
    recipientDomains: jsonb("recipient_domains").$type<string[]>().notNull(),
    sizeBytes: integer("size_bytes").notNull().default(0),
    mode: mailRelayMode("mode"),
    outcome: mailRelayOutcome("outcome").notNull(),
    /** Why, in words: "S/MIME signed", "unknown sender", "shadow: would sign", "return hop: 451 ...". */
    reason: text("reason").notNull(),
    /** The return hop's answer ("250 2.0.0 OK ..."), or the error. */
    returnResponse: text("return_response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_relay_messages_account_idx").on(t.accountId, t.createdAt),
    index("mail_relay_messages_user_idx").on(t.userId, t.createdAt),
    index("mail_relay_messages_created_idx").on(t.createdAt),
  ],
);
