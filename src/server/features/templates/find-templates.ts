// The account's templates, the default first, each with the departments that use it.
import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyTemplates, departments, templateDepartments } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import type { TemplateSummary } from "../../../shared/templates/template-responses";

export async function findTemplates(db: Database, scope: Pick<Scope, "accountId">): Promise<TemplateSummary[]> {
  const rows = await db
    .select({
      id: companyTemplates.id,
      name: companyTemplates.name,
      isDefault: companyTemplates.isDefault,
      updatedAt: companyTemplates.updatedAt,
      departmentId: departments.id,
      departmentName: departments.name,
    })
    .from(companyTemplates)
    .leftJoin(templateDepartments, eq(templateDepartments.templateId, companyTemplates.id))
    .leftJoin(departments, eq(departments.id, templateDepartments.departmentId))
    .where(eq(companyTemplates.accountId, scope.accountId))
    .orderBy(desc(companyTemplates.isDefault), asc(companyTemplates.name), asc(departments.name));
  const byId = new Map<string, TemplateSummary>();
  for (const r of rows) {
    const t = byId.get(r.id) ?? {
      id: r.id,
      name: r.name,
      isDefault: r.isDefault,
      departments: [],
      updatedAt: new Date(r.updatedAt).toISOString(),
    };
    if (r.departmentId && r.departmentName) t.departments.push({ id: r.departmentId, name: r.departmentName });
    byId.set(r.id, t);
  }
  return [...byId.values()];
}
