// Rename, delete (never the default: its departments fall back to it) and make default
// (one default per account, kept by a partial unique index). Each writes its audit entry.
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { companyTemplates, departments, templateDepartments } from "../../db/schema";
import { conflict } from "../../lib/errors";
import { changesOf, recordAudit, type AuditActor } from "../audit/record-audit";
import { TEMPLATE_MESSAGES } from "../../../shared/templates/template-schema";
import type { TemplateDetail } from "../../../shared/templates/template-responses";
import { getTemplate, getTemplateRow, lockAccountTemplates } from "./get-template";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { announceSignatureChange, type AnnounceDeps } from "../mailboxes";

type Deps = Pick<AppDeps, "db" | "config">;
type ChangeDeps = Deps & AnnounceDeps;
const target = (row: { id: string; name: string }) => ({ type: "template", id: row.id, label: row.name });

export async function renameTemplate(deps: Deps, actor: AuditActor, input: { id: string; name: string }): Promise<TemplateDetail> {
  await deps.db.transaction(async (tx) => {
    const row = await getTemplateRow(tx, actor, input.id, true);
    if (row.name === input.name) return;
    // The content is unchanged: updated_at stays (it means "last edited").
    await tx.update(companyTemplates).set({ name: input.name }).where(eq(companyTemplates.id, row.id));
    await recordAudit(tx, actor, {
      action: "template.renamed",
      target: target({ id: row.id, name: input.name }),
      changes: changesOf({ name: row.name }, { name: input.name }),
    });
  });
  return getTemplate(deps.db, actor, input.id, deps.config.baseUrl);
}

export async function deleteTemplate(db: Database, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await getTemplateRow(tx, actor, id, true);
    if (row.isDefault) throw conflict(TEMPLATE_MESSAGES.defaultCannotBeDeleted);
    const moved = await tx
      .select({ id: departments.id, name: departments.name })
      .from(templateDepartments)
      .innerJoin(departments, eq(departments.id, templateDepartments.departmentId))
      .where(eq(templateDepartments.templateId, row.id));
    // template_departments rows go with it (on delete cascade): those departments get the default.
    await tx.delete(companyTemplates).where(and(eq(companyTemplates.id, row.id), eq(companyTemplates.accountId, actor.accountId)));
    await recordAudit(tx, actor, {
      action: "template.deleted",
      target: target(row),
      ...(moved.length ? { details: { departmentsMovedToDefault: moved.map((d) => d.name) } } : {}),
    });
  });
}

export async function setDefaultTemplate(deps: ChangeDeps, actor: AuditActor, id: string): Promise<TemplateDetail> {
  await deps.db.transaction(async (tx) => {
    await lockAccountTemplates(tx, actor.accountId);
    const row = await getTemplateRow(tx, actor, id);
    if (row.isDefault) return;
    const [previous] = await tx
      .update(companyTemplates)
      .set({ isDefault: false })
      .where(and(eq(companyTemplates.accountId, actor.accountId), eq(companyTemplates.isDefault, true)))
      .returning({ id: companyTemplates.id, name: companyTemplates.name });
    await tx.update(companyTemplates).set({ isDefault: true }).where(eq(companyTemplates.id, row.id));
    await recordWebhookEvent(tx, actor.accountId, "template.set_default", { template: { id: row.id, name: row.name } });
    await recordAudit(tx, actor, {
      action: "template.default_set",
      target: target(row),
      changes: { default: [previous?.name ?? null, row.name] },
    });
    await announceSignatureChange(deps, actor.accountId, { everyone: true }, { tx });
  });
  return getTemplate(deps.db, actor, id, deps.config.baseUrl);
}
