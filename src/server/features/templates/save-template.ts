// Saving a template keeps a version. What is stored comes from prepareTemplateContent (a
// design's HTML recomputed on the server, then the save pipeline, decision 018), shared
// with the gallery's editor. Hand-written HTML (design null) detaches the template from
// any design it had.
import type { AppDeps } from "../../context";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import type { TemplateDesign } from "../../../shared/templates/design/design-schema";
import { getTemplate, getTemplateRow } from "./get-template";
import { prepareReplyContent, prepareTemplateContent, requireTemplateFiles } from "./prepare-template-content";
import type { ReplyVersion } from "../../../shared/templates/template-schema";
import { writeVersion } from "./template-writes";
import { SANITIZER_RULES } from "../../lib/sanitizer-rules";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { announceSignatureChange } from "../mailboxes";

type Deps = Pick<AppDeps, "db" | "storage" | "config" | "queue" | "mailboxChannels">;
/** `reply` absent: the template keeps its reply version (remade from the new design when it is Compact). */
export type SaveInput = { id: string; html: string; design: TemplateDesign | null; note: string; reply?: ReplyVersion };

export async function saveTemplateContent(deps: Deps, actor: AuditActor, input: SaveInput) {
  // 404 before any image is stored for a template that isn't the account's.
  const current = await getTemplateRow(deps.db, actor, input.id);
  const prepared = await prepareTemplateContent(deps, actor, input);
  const reply = input.reply ?? keptReply(current, input.design);
  const preparedReply = await prepareReplyContent(deps, actor, input.design, reply);
  await deps.db.transaction(async (tx) => {
    const row = await getTemplateRow(tx, actor, input.id, true);
    await requireTemplateFiles(tx, deps.config.baseUrl, actor.accountId, input, prepared.html);
    if (preparedReply)
      await requireTemplateFiles(
        tx,
        deps.config.baseUrl,
        actor.accountId,
        { html: reply.mode === "html" ? reply.html : "", design: input.design },
        preparedReply.html,
      );
    const saved = await writeVersion(tx, actor, row, {
      htmlContent: prepared.html,
      design: input.design,
      note: input.note,
      replyMode: reply.mode,
      replyHtmlContent: preparedReply?.html ?? null,
      sanitizedWith: SANITIZER_RULES,
    });
    await recordWebhookEvent(tx, actor.accountId, "template.saved", { template: { id: row.id, name: row.name, version: saved.version } });
    await recordAudit(tx, actor, {
      action: "template.saved",
      target: { type: "template", id: row.id, label: row.name },
      details: {
        version: saved.version,
        designed: input.design !== null,
        ...(prepared.removed.length ? { removed: prepared.removed.map((r) => `${r.name} (${r.where})`) } : {}),
        ...(prepared.changed.length ? { changed: prepared.changed } : {}),
        ...(reply.mode !== "none" ? { reply: reply.mode } : {}),
      },
    });
    await announceSignatureChange(deps, actor.accountId, { templateId: row.id }, { tx });
  });
  const template = await getTemplate(deps.db, actor, input.id, deps.config.baseUrl);
  const removed = [...prepared.removed, ...(preparedReply?.removed ?? []).map((r) => ({ ...r, where: `${r.where} (reply version)` }))];
  const changed = [...prepared.changed, ...(preparedReply?.changed ?? []).map((c) => `${c} (reply version)`)];
  return { template, removed, changed };
}

/** The reply the template has, when a save doesn't say: a Compact one follows the new design, and goes with it. */
function keptReply(row: { replyMode: ReplyVersion["mode"]; replyHtmlContent: string | null }, design: TemplateDesign | null): ReplyVersion {
  if (row.replyMode === "compact") return design ? { mode: "compact" } : { mode: "none" };
  if (row.replyMode === "html" && row.replyHtmlContent) return { mode: "html", html: row.replyHtmlContent };
  return { mode: "none" };
}
