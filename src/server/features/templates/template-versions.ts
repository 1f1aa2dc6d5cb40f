// A template's versions: every save keeps one (who, when, a note); restoring one saves
// its content again as a new version, "Restored version N".
import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { templateVersions } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import type { TemplateDetail } from "../../../shared/templates/template-responses";
import { getTemplate, getTemplateRow, type TemplateRow } from "./get-template";
import { writeVersion } from "./template-writes";
import { announceSignatureChange } from "../mailboxes";

type VersionRow = typeof templateVersions.$inferSelect;

function view(row: Pick<VersionRow, "number" | "name" | "note" | "createdAt" | "createdByName">) {
  return { number: row.number, name: row.name, note: row.note, createdAt: row.createdAt.toISOString(), createdByName: row.createdByName };
}

/** A template older than versions has no row for its current version: the template stands in for it. */
function currentAsVersion(template: TemplateRow): VersionRow {
  return {
    id: template.id,
    templateId: template.id,
    accountId: template.accountId,
    number: template.version,
    name: template.name,
    htmlContent: template.htmlContent,
    design: template.design ?? null,
    replyMode: template.replyMode,
    replyHtmlContent: template.replyHtmlContent,
    note: "",
    createdBy: template.updatedBy,
    createdByName: template.updatedByName,
    createdAt: template.updatedAt,
  };
}

export async function findVersions(db: Database, scope: Pick<Scope, "accountId">, id: string) {
  const template = await getTemplateRow(db, scope, id);
  const rows = await db
    .select()
    .from(templateVersions)
    .where(and(eq(templateVersions.templateId, id), eq(templateVersions.accountId, scope.accountId)))
    .orderBy(desc(templateVersions.number));
  if (rows[0]?.number !== template.version) rows.unshift(currentAsVersion(template));
  return rows.map(view);
}

async function versionRow(db: Database, scope: Pick<Scope, "accountId">, id: string, number: number): Promise<VersionRow> {
  const template = await getTemplateRow(db, scope, id);
  const [row] = await db
    .select()
    .from(templateVersions)
    .where(and(eq(templateVersions.templateId, id), eq(templateVersions.accountId, scope.accountId), eq(templateVersions.number, number)));
  if (row) return row;
  if (number === template.version) return currentAsVersion(template);
  throw notFound("Version");
}

export async function getVersion(db: Database, scope: Pick<Scope, "accountId">, input: { id: string; number: number }) {
  const row = await versionRow(db, scope, input.id, input.number);
  return { ...view(row), html: row.htmlContent, design: row.design ?? null };
}

export async function restoreVersion(
  deps: Pick<AppDeps, "db" | "config" | "queue" | "mailboxChannels">,
  actor: AuditActor,
  input: { id: string; number: number },
): Promise<TemplateDetail> {
  await deps.db.transaction(async (tx) => {
    const template = await getTemplateRow(tx, actor, input.id, true);
    const version = await versionRow(tx, actor, input.id, input.number);
    const saved = await writeVersion(tx, actor, template, {
      htmlContent: version.htmlContent,
      design: version.design,
      replyMode: version.replyMode,
      replyHtmlContent: version.replyHtmlContent,
      note: `Restored version ${input.number}`,
      // Cleaned under the rules of its day: sanitized again when compiled, and marked then if it holds.
      sanitizedWith: null,
    });
    await recordAudit(tx, actor, {
      action: "template.restored",
      target: { type: "template", id: template.id, label: template.name },
      details: { restored: input.number, version: saved.version },
    });
    await announceSignatureChange(deps, actor.accountId, { templateId: template.id }, { tx });
  });
  return getTemplate(deps.db, actor, input.id, deps.config.baseUrl);
}
