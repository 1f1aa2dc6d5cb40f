// Deployments ("Deploy to team"): one row per run, one row per targeted member with its
// result. The member rows are the source of truth for exactly-once: a batch job claims
// only rows still `pending` (FOR UPDATE), so a job run twice (a retry after a crash)
// changes nothing the first run did. Jobs themselves live in pg-boss's own schema.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { accounts } from "./accounts";
import { companyTemplates } from "./templates";

export const deploymentStatus = pgEnum("deployment_status", ["running", "finished"]);
export const deploymentKind = pgEnum("deployment_kind", ["deploy", "retry"]);
export const deploymentMemberStatus = pgEnum("deployment_member_status", ["pending", "updated", "skipped", "failed"]);
// none: no email (unchanged, failed, or the account turned emails off). sending: handed to
// SMTP; if the process died there, the outcome is unknown and it is never sent again.
export const deploymentEmailStatus = pgEnum("deployment_email_status", ["none", "queued", "sending", "sent", "failed"]);

export type DeploymentTemplateVersion = { id: string; name: string; updatedAt: string };

export const deployments = pgTable(
  "deployments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    kind: deploymentKind("kind").notNull().default("deploy"),
    retryOf: uuid("retry_of"),
    status: deploymentStatus("status").notNull().default("running"),
    startedBy: text("started_by").references(() => users.id, { onDelete: "set null" }),
    // Kept as written, like the audit log: the history still says who after the user is gone.
    startedByEmail: text("started_by_email"),
    // Null: every member of the account.
    departmentIds: jsonb("department_ids").$type<string[] | null>(),
    templates: jsonb("templates").$type<DeploymentTemplateVersion[]>().notNull(),
    emailMembers: boolean("email_members").notNull(),
    // "Put it in Gmail": each member's signature is pushed into their mailbox once written.
    pushToMailboxes: boolean("push_to_mailboxes").notNull().default(false),
    total: integer("total").notNull(),
    batchCount: integer("batch_count").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    // One deployment per account at a time, even when two admins click at once.
    uniqueIndex("deployments_one_running_uq")
      .on(t.accountId)
      .where(sql`${t.status} = 'running'`),
    index("deployments_account_idx").on(t.accountId, t.createdAt),
  ],
);

export const deploymentMembers = pgTable(
  "deployment_members",
  {
    deploymentId: uuid("deployment_id")
      .notNull()
      .references(() => deployments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    batch: integer("batch").notNull(),
    status: deploymentMemberStatus("status").notNull().default("pending"),
    reason: text("reason"),
    templateId: uuid("template_id").references(() => companyTemplates.id, { onDelete: "set null" }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    // Which server process did the member ("host:pid"): shows how processes shared the work.
    processedBy: text("processed_by"),
    emailStatus: deploymentEmailStatus("email_status").notNull().default("none"),
    emailError: text("email_error"),
    emailAttempts: integer("email_attempts").notNull().default(0),
    emailSentAt: timestamp("email_sent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.deploymentId, t.userId] }),
    index("deployment_members_batch_idx").on(t.deploymentId, t.batch),
    index("deployment_members_status_idx").on(t.deploymentId, t.status),
  ],
);
