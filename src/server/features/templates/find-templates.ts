// The account's templates, the default first, each with the departments that use it and
// a sample-data rendering for its thumbnail.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyTemplates, departments, templateDepartments } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { sanitizeHtml } from "../../lib/sanitize-html";
import { compileTemplate } from "../../../shared/signature/compile-template";
import { SAMPLE_PREVIEW_DATA } from "../../../shared/signature/sample-data";
import type { TemplateSummary } from "../../../shared/templates/template-responses";

/** The template filled with sample data, sanitized as the final output is. */
export function samplePreview(html: string, assetBaseUrl: string): string {
  return sanitizeHtml(compileTemplate(html).render(SAMPLE_PREVIEW_DATA, { assetBaseUrl }));
}

/** `only`: that one template (an empty list when it is not the account's). */
export async function findTemplates(
  db: Database,
  scope: Pick<Scope, "accountId">,
  assetBaseUrl: string,
  only?: string,
): Promise<TemplateSummary[]> {
  const rows = await db
    .select({
      id: companyTemplates.id,
      name: companyTemplates.name,
      isDefault: companyTemplates.isDefault,
      updatedAt: companyTemplates.updatedAt,
      updatedByName: companyTemplates.updatedByName,
      version: companyTemplates.version,
      deployedVersion: companyTemplates.deployedVersion,
      designed: sql<boolean>`${companyTemplates.design} is not null`,
      html: companyTemplates.htmlContent,
      departmentId: departments.id,
      departmentName: departments.name,
    })
    .from(companyTemplates)
    .leftJoin(templateDepartments, eq(templateDepartments.templateId, companyTemplates.id))
    .leftJoin(departments, eq(departments.id, templateDepartments.departmentId))
    .where(and(eq(companyTemplates.accountId, scope.accountId), only ? eq(companyTemplates.id, only) : undefined))
    .orderBy(desc(companyTemplates.isDefault), asc(companyTemplates.name), asc(departments.name));
  const byId = new Map<string, TemplateSummary>();
  for (const r of rows) {
    const t = byId.get(r.id) ?? {
      id: r.id,
      name: r.name,
      isDefault: r.isDefault,
      departments: [],
      updatedAt: new Date(r.updatedAt).toISOString(),
      updatedByName: r.updatedByName,
      version: r.version,
      changedSinceDeployment: r.deployedVersion !== r.version,
      designed: r.designed,
      previewHtml: samplePreview(r.html, assetBaseUrl),
    };
    if (r.departmentId && r.departmentName) t.departments.push({ id: r.departmentId, name: r.departmentName });
    byId.set(r.id, t);
  }
  return [...byId.values()];
}
