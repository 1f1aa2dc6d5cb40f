// The account's templates, the default first, each with the departments that use it and
// a rendering for its thumbnail with the caller's own values (preview-data.ts). Each version is
// compiled once, in the renderer's cache of compiled templates (signature/template-cache.ts):
// a list read after a write renders the previews without parsing every template's HTML again.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyTemplates, departments, templateDepartments } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { sanitizeHtml } from "../../lib/sanitize-html";
import type { CompiledTemplate } from "../../../shared/signature/compile-template";
import type { SignatureData } from "../../../shared/signature/fields";
import type { TemplateSummary } from "../../../shared/templates/template-responses";
import { ownPreviewData } from "./preview-data";
import { compiledTemplateFor } from "../signature";

/** A compiled template filled with `data`, sanitized as the final output is. */
export function previewOf(template: CompiledTemplate, data: SignatureData, assetBaseUrl: string): string {
  return sanitizeHtml(template.render(data, { assetBaseUrl }));
}

/** `only`: that one template (an empty list when it is not the account's). */
export async function findTemplates(
  db: Database,
  scope: Pick<Scope, "accountId" | "userId">,
  assetBaseUrl: string,
  only?: string,
): Promise<TemplateSummary[]> {
  const data = await ownPreviewData(db, scope, assetBaseUrl);
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
      htmlContent: companyTemplates.htmlContent,
      sanitizedWith: companyTemplates.sanitizedWith,
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
      // The row names its version (id, version, updatedAt) and carries its HTML and fingerprint.
      previewHtml: previewOf(compiledTemplateFor(r), data, assetBaseUrl),
    };
    if (r.departmentId && r.departmentName) t.departments.push({ id: r.departmentId, name: r.departmentName });
    byId.set(r.id, t);
  }
  return [...byId.values()];
}
