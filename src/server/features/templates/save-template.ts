// Saving a template keeps a version. What is stored comes from prepareTemplateContent (a
// design's HTML recomputed on the server, then the save pipeline, decision 018), shared
// with the gallery's editor. Hand-written HTML (design null) detaches the template from
// any design it had.
import type { AppDeps } from "../../context";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import type { TemplateDesign } from "../../../shared/templates/design/design-schema";
import { getTemplate, getTemplateRow } from "./get-template";
import { prepareTemplateContent, requireTemplateFiles } from "./prepare-template-content";
import { writeVersion } from "./template-writes";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";

type Deps = Pick<AppDeps, "db" | "storage" | "config">;
export type SaveInput = { id: string; html: string; design: TemplateDesign | null; note: string };

export async function saveTemplateContent(deps: Deps, actor: AuditActor, input: SaveInput) {
  // 404 before any image is stored for a template that isn't the account's.
  await getTemplateRow(deps.db, actor, input.id);
  const prepared = await prepareTemplateContent(deps, actor, input);
  await deps.db.transaction(async (tx) => {
    const row = await getTemplateRow(tx, actor, input.id, true);
    await requireTemplateFiles(tx, deps.config.baseUrl, actor.accountId, input, prepared.html);
    const saved = await writeVersion(tx, actor, row, { htmlContent: prepared.html, design: input.design, note: input.note });
    await recordWebhookEvent(tx, actor.accountId, "template.saved", { template: { id: row.id, name: row.name, version: saved.version } });
    await recordAudit(tx, actor, {
      action: "template.saved",
      target: { type: "template", id: row.id, label: row.name },
      details: {
        version: saved.version,
        designed: input.design !== null,
        ...(prepared.removed.length ? { removed: prepared.removed.map((r) => `${r.name} (${r.where})`) } : {}),
        ...(prepared.changed.length ? { changed: prepared.changed } : {}),
      },
    });
  });
  const template = await getTemplate(deps.db, actor, input.id, deps.config.baseUrl);
  return { template, removed: prepared.removed, changed: prepared.changed };
}
