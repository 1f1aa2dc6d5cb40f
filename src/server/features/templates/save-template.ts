// Saving a template keeps a version. A designed template's HTML is recomputed here from
// the design with the same pure function the editor previews with: the client's HTML is
// not trusted (decision 018). Hand-written HTML (design null) detaches the template from
// any design it had.
import type { AppDeps } from "../../context";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { designToHtml } from "../../../shared/templates/design/design-to-html";
import { findUnknownPlaceholders } from "../../../shared/templates/design/design-text";
import { unknownPlaceholdersMessage } from "../../../shared/templates/unknown-placeholders";
import { badRequest } from "../../lib/errors";
import type { TemplateDesign } from "../../../shared/templates/design/design-schema";
import { getTemplate, getTemplateRow } from "./get-template";
import { prepareTemplateHtml } from "./prepare-template-html";
import { writeVersion } from "./template-writes";

type Deps = Pick<AppDeps, "db" | "storage" | "config">;
export type SaveInput = { id: string; html: string; design: TemplateDesign | null; note: string };

/**
 * designToHtml drops placeholders that don't exist from free text (as the renderer would);
 * a save refuses them instead, naming the block, like it refuses them in HTML.
 */
function checkDesignText(design: TemplateDesign): void {
  for (const [i, block] of design.blocks.entries()) {
    const unknown = findUnknownPlaceholders(block.text ?? "");
    if (unknown.length) {
      const message = unknownPlaceholdersMessage(unknown);
      throw badRequest(message, { [`design.blocks.${i}.text`]: message });
    }
  }
}

export async function saveTemplateContent(deps: Deps, actor: AuditActor, input: SaveInput) {
  // 404 before any image is stored for a template that isn't the account's.
  await getTemplateRow(deps.db, actor, input.id);
  if (input.design) checkDesignText(input.design);
  const source = input.design ? designToHtml(input.design) : input.html;
  const prepared = await prepareTemplateHtml(deps, source, input.design ? "design" : "html");
  await deps.db.transaction(async (tx) => {
    const row = await getTemplateRow(tx, actor, input.id, true);
    const saved = await writeVersion(tx, actor, row, { htmlContent: prepared.html, design: input.design, note: input.note });
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
