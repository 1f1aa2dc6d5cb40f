import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts, departments } from "./accounts";

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

// The gallery of pre-designed templates that super admins curate. Shown by position; a
// retired template is hidden from new picks (accounts that copied it keep their copy).
export const galleryTemplates = pgTable("gallery_templates", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  htmlContent: text("html_content").notNull(),
  position: integer("position").notNull().default(0),
  retiredAt: timestamp("retired_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
