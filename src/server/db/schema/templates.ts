import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { accounts, departments } from "./accounts";

/** A template's short version for replies and forwards: none, the design in the Compact layout, or its own HTML. */
export const templateReplyMode = pgEnum("template_reply_mode", ["none", "compact", "html"]);

export const companyTemplates = pgTable(
  "company_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    htmlContent: text("html_content").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    gallerySlug: text("gallery_slug"),
    // The designer's state (src/shared/templates/design): null for a template written in
    // HTML, or one detached from its design. html_content is always what members get.
    design: jsonb("design").$type<unknown>(),
    // The reply version, sanitized on save like html_content (null: replies get the full signature).
    replyMode: templateReplyMode("reply_mode").notNull().default("none"),
    replyHtmlContent: text("reply_html_content"),
    // The fingerprint of the sanitizer rules that cleaned html_content and reply_html_content
    // (lib/sanitizer-rules.ts). When it is today's, the template compiles without being sanitized
    // again; null or another fingerprint: it is sanitized again when compiled.
    sanitizedWith: text("sanitized_with"),
    // The number of the newest row in template_versions; deployed_version is the version
    // the last deployment used (null: never deployed), so "Changed since the last
    // deployment" is version <> deployed_version.
    version: integer("version").notNull().default(1),
    deployedVersion: integer("deployed_version"),
    // Kept as written, like the audit log: the card still says who after the user is gone.
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedByName: text("updated_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // At most one default template per account.
  (t) => [
    uniqueIndex("company_templates_one_default_uq")
      .on(t.accountId)
      .where(sql`${t.isDefault}`),
  ],
);

// A department uses at most one template; members of it get that template, else the default.
export const templateDepartments = pgTable(
  "template_departments",
  {
    templateId: uuid("template_id")
      .notNull()
      .references(() => companyTemplates.id, { onDelete: "cascade" }),
    departmentId: uuid("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.departmentId] }), uniqueIndex("template_departments_department_uq").on(t.departmentId)],
);

// Every save of a template keeps a version (who, when, a note); restoring one is a new
// version. Numbered from 1 per template.
export const templateVersions = pgTable(
  "template_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    templateId: uuid("template_id")
      .notNull()
      .references(() => companyTemplates.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    name: text("name").notNull(),
    htmlContent: text("html_content").notNull(),
    design: jsonb("design").$type<unknown>(),
    replyMode: templateReplyMode("reply_mode").notNull().default("none"),
    replyHtmlContent: text("reply_html_content"),
    note: text("note").notNull().default(""),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdByName: text("created_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("template_versions_number_uq").on(t.templateId, t.number)],
);

// The gallery of pre-designed templates that super admins curate. Shown by position; a
// retired template is hidden from new picks (accounts that copied it keep their copy).
export const galleryTemplates = pgTable("gallery_templates", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  htmlContent: text("html_content").notNull(),
  design: jsonb("design").$type<unknown>(),
  position: integer("position").notNull().default(0),
  retiredAt: timestamp("retired_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
