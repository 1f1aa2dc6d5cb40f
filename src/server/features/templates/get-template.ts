// One template of the caller's account with its HTML and design; another account's is 404.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyTemplates } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import type { TemplateDetail } from "../../../shared/templates/template-responses";
import { findTemplates } from "./find-templates";

export type TemplateRow = typeof companyTemplates.$inferSelect;

/** The row, locked for the transaction when `forUpdate`; 404 when not the account's. */
export async function getTemplateRow(db: Database, scope: Pick<Scope, "accountId">, id: string, forUpdate = false): Promise<TemplateRow> {
  const query = db
    .select()
    .from(companyTemplates)
    .where(and(eq(companyTemplates.id, id), eq(companyTemplates.accountId, scope.accountId)));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("Template");
  return row;
}

/**
 * Locks every template of the account for the transaction: changes that touch more than
 * one (the default, department assignments) wait for each other instead of failing on
 * the unique indexes.
 */
export async function lockAccountTemplates(tx: Database, accountId: string): Promise<void> {
  await tx.select({ id: companyTemplates.id }).from(companyTemplates).where(eq(companyTemplates.accountId, accountId)).for("update");
}

export async function getTemplate(
  db: Database,
  scope: Pick<Scope, "accountId" | "userId">,
  id: string,
  assetBaseUrl: string,
): Promise<TemplateDetail> {
  const [summary] = await findTemplates(db, scope, assetBaseUrl, id);
  if (!summary) throw notFound("Template");
  const row = await getTemplateRow(db, scope, id);
  return { ...summary, html: row.htmlContent, design: row.design ?? null, reply: { mode: row.replyMode, html: row.replyHtmlContent } };
}
