// The template a member's signature uses: their department's template, else the
// account's default. Null when the account has neither.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyTemplates, templateDepartments } from "../../db/schema";
import { notFound } from "../../lib/errors";

const columns = {
  id: companyTemplates.id,
  htmlContent: companyTemplates.htmlContent,
  updatedAt: companyTemplates.updatedAt,
  version: companyTemplates.version,
};
export type MemberTemplate = { id: string; htmlContent: string; updatedAt: Date; version?: number };

export async function memberTemplateOf(db: Database, accountId: string, departmentId: string | null): Promise<MemberTemplate | null> {
  if (departmentId) {
    const [byDepartment] = await db
      .select(columns)
      .from(templateDepartments)
      .innerJoin(companyTemplates, eq(companyTemplates.id, templateDepartments.templateId))
      .where(and(eq(templateDepartments.departmentId, departmentId), eq(companyTemplates.accountId, accountId)));
    if (byDepartment) return byDepartment;
  }
  const [byDefault] = await db
    .select(columns)
    .from(companyTemplates)
    .where(and(eq(companyTemplates.accountId, accountId), eq(companyTemplates.isDefault, true)));
  return byDefault ?? null;
}

/** One template of the caller's account by id; another account's is 404. */
export async function getAccountTemplate(db: Database, accountId: string, id: string): Promise<MemberTemplate> {
  const [row] = await db
    .select(columns)
    .from(companyTemplates)
    .where(and(eq(companyTemplates.id, id), eq(companyTemplates.accountId, accountId)));
  if (!row) throw notFound("Template");
  return row;
}
