// What a save stores, for an account's template and a gallery template alike (decision
// 018): a design's HTML recomputed here with the same pure function the editor previews
// with (the client's HTML is not trusted), else the HTML as sent; then the save pipeline
// (prepare-template-html.ts). No database: callers write the result.
import type { AppDeps } from "../../context";
import { badRequest } from "../../lib/errors";
import { designToHtml } from "../../../shared/templates/design/design-to-html";
import { findUnknownPlaceholders } from "../../../shared/templates/design/design-text";
import { unknownPlaceholdersMessage } from "../../../shared/templates/unknown-placeholders";
import type { TemplateDesign } from "../../../shared/templates/design/design-schema";
import { prepareTemplateHtml, type PreparedHtml } from "./prepare-template-html";

export type TemplateContent = { html: string; design: TemplateDesign | null };

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

export async function prepareTemplateContent(deps: Pick<AppDeps, "storage" | "config">, content: TemplateContent): Promise<PreparedHtml> {
  if (content.design) checkDesignText(content.design);
  const source = content.design ? designToHtml(content.design) : content.html;
  return prepareTemplateHtml(deps, source, content.design ? "design" : "html");
}
