// Company accounts, their members, offices and departments.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const accountStatus = pgEnum("account_status", ["active", "pending_activation", "suspended"]);
export const memberRole = pgEnum("member_role", ["user", "admin", "super_admin"]);

export const accounts = pgTable("accounts", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  website: text("website"),
  logoUrl: text("logo_url"),
  // The stored logo's pixel size: signatures give its <img> a height that keeps its shape.
  // Null until measured (logos stored before these columns are measured at start).
  logoWidth: integer("logo_width"),
  logoHeight: integer("logo_height"),
  employeeCount: integer("employee_count"),
  status: accountStatus("status").notNull().default("active"),
  suspensionReason: text("suspension_reason"),
  // "Deploy to team" emails each member whose signature changed, unless the admins turn it off.
  deploymentEmails: boolean("deployment_emails").notNull().default(true),
  // Changed signatures go into the connected mailboxes by themselves, unless the admins turn it off.
  updateMailboxesAutomatically: boolean("update_mailboxes_automatically").notNull().default(true),
  // The company's IANA time zone: statistics days and campaign schedules are in it.
  timeZone: text("time_zone").notNull().default("UTC"),
  // The directory (google, microsoft, scim) the admins made the source of truth for members: only
  // it may take up members no directory manages without a preview (SCIM), or move members
  // another directory manages. Null: each member stays with the directory that manages them.
  directorySource: text("directory_source").$type<"google" | "microsoft" | "scim">(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const accountUsers = pgTable(
  "account_users",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    role: memberRole("role").notNull().default("user"),
    // This admin hid the getting-started checklist (a preference of the membership).
    gettingStartedDismissedAt: timestamp("getting_started_dismissed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] }), index("account_users_account_idx").on(t.accountId, t.createdAt)],
);

export const companyOffices = pgTable("company_offices", {
  id: uuid("id").primaryKey().defaultRandom(),
  accountId: uuid("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  locationName: text("location_name").notNull(),
  address: text("address"),
  phoneNumber: text("phone_number"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const departments = pgTable(
  "departments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("departments_account_name_uq").on(t.accountId, sql`lower(${t.name})`)],
);
