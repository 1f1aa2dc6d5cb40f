// Admins' list of departments: member counts and the template each uses (null: the
// account default, whose name comes with the list).
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, companyTemplates, departments, profiles, templateDepartments } from "../../db/schema";
import type { Scope } from "../../lib/scope";

export async function findDepartmentSummaries(db: Database, { accountId }: Pick<Scope, "accountId">, only?: { id: string }) {
  const members = db
    .select({ departmentId: profiles.departmentId, members: count().as("members") })
    .from(profiles)
    .innerJoin(accountUsers, and(eq(accountUsers.userId, profiles.id), eq(accountUsers.accountId, accountId)))
    .groupBy(profiles.departmentId)
    .as("members");
  const rows = await db
    .select({
      id: departments.id,
      name: departments.name,
      createdAt: departments.createdAt,
      memberCount: members.members,
      templateId: companyTemplates.id,
      templateName: companyTemplates.name,
    })
    .from(departments)
    .leftJoin(members, eq(members.departmentId, departments.id))
    .leftJoin(templateDepartments, eq(templateDepartments.departmentId, departments.id))
    .leftJoin(companyTemplates, and(eq(companyTemplates.id, templateDepartments.templateId), eq(companyTemplates.accountId, accountId)))
    .where(and(eq(departments.accountId, accountId), only ? eq(departments.id, only.id) : undefined))
    .orderBy(asc(departments.name));
  return rows.map(({ templateId, templateName, memberCount, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    memberCount: Number(memberCount ?? 0),
    template: templateId && templateName ? { id: templateId, name: templateName } : null,
  }));
}

export async function defaultTemplateOf(db: Database, { accountId }: Pick<Scope, "accountId">) {
  const [row] = await db
    .select({ id: companyTemplates.id, name: companyTemplates.name })
    .from(companyTemplates)
    .where(and(eq(companyTemplates.accountId, accountId), eq(companyTemplates.isDefault, true)));
  return row ?? null;
}
