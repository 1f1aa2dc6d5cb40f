import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { accounts, companyOffices, departments, memberRole } from "./accounts";

// Whether the invitation's email went out: a failed one is marked and can be resent.
export const invitationEmailStatus = pgEnum("invitation_email_status", ["sending", "sent", "failed"]);
export const invitationStatus = pgEnum("invitation_status", ["pending", "accepted", "revoked", "expired"]);

export const userInvitations = pgTable(
  "user_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    // Always stored lower-cased; a check constraint keeps it so.
    email: text("email").notNull(),
    role: memberRole("role").notNull().default("user"),
    token: text("token").notNull().unique(),
    status: invitationStatus("status").notNull().default("pending"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    jobTitle: text("job_title"),
    departmentId: uuid("department_id").references(() => departments.id, { onDelete: "set null" }),
    officeId: uuid("office_id").references(() => companyOffices.id, { onDelete: "set null" }),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    emailStatus: invitationEmailStatus("email_status").notNull().default("sending"),
    emailError: text("email_error"),
    emailSentAt: timestamp("email_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_invitations_pending_email_uq")
      .on(t.accountId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index("user_invitations_account_idx").on(t.accountId, t.createdAt),
    check("user_invitations_email_lower_ck", sql`${t.email} = lower(${t.email})`),
  ],
);
