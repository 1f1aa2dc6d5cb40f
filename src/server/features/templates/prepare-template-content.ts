// What a save stores, for an account's template and a gallery template alike (decision
// 018): a design's HTML recomputed here with the same pure function the editor previews
// with (the client's HTML is not trusted), else the HTML as sent; then the save pipeline
// (prepare-template-html.ts). No database: callers write the result.
import type { AppDeps } from "../../context";
import { badRequest } from "../../lib/errors";
import { whereText } from "./template-lines";
import { designToHtml } from "../../../shared/templates/design/design-to-html";
import { findUnknownPlaceholders } from "../../../shared/templates/design/design-text";
import { unknownPlaceholdersMessage } from "../../../shared/templates/unknown-placeholders";
import type { TemplateDesign } from "../../../shared/templates/design/design-schema";
import type { ReplyVersion } from "../../../shared/templates/template-schema";
import { REPLY_MESSAGES, replyDesign } from "../../../shared/templates/reply-version";
import { prepareTemplateHtml, type PreparedHtml } from "./prepare-template-html";
import { requireOwnFiles, type FileReference } from "../files/own-files";
import type { FileOwner } from "../files/store-file";
import type { Database } from "../../db/client";

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

export async function prepareTemplateContent(
  deps: Pick<AppDeps, "db" | "storage" | "config">,
  owner: FileOwner,
  content: TemplateContent,
): Promise<PreparedHtml> {
  if (content.design) checkDesignText(content.design);
  const source = content.design ? designToHtml(content.design) : content.html;
  return prepareTemplateHtml(deps, owner, source, content.design ? "design" : "html");
}

/**
 * The reply version a save stores, through the same pipeline: the design's Compact reply made
 * here (never the client's HTML), or its own HTML; null for none. Refusals name `reply.html`
 * (`reply.mode` for a Compact reply of a template with no design).
 */
export async function prepareReplyContent(
  deps: Pick<AppDeps, "db" | "storage" | "config">,
  owner: FileOwner,
  design: TemplateDesign | null,
  reply: ReplyVersion,
): Promise<PreparedHtml | null> {
  if (reply.mode === "none") return null;
  if (reply.mode === "compact") {
    if (!design) throw badRequest(REPLY_MESSAGES.compactNeedsDesign, { "reply.mode": REPLY_MESSAGES.compactNeedsDesign });
    return prepareTemplateHtml(deps, owner, designToHtml(replyDesign(design)), "reply.mode");
  }
  return prepareTemplateHtml(deps, owner, reply.html, "reply.html");
}

/**
 * In the transaction that saves the template: it may point only to its company's files and
 * the platform's (a gallery template: the platform's only); the 400 says where.
 */
export async function requireTemplateFiles(
  tx: Database,
  baseUrl: string,
  accountId: string | null,
  content: TemplateContent,
  html: string,
) {
  const reference: FileReference = {
    field: content.design ? "design" : "html",
    value: html,
    message: (path) => {
      const where = whereText(content.design ? html : content.html, path);
      const whose = accountId ? "your company's" : "the gallery's own";
      return `The template points to a file that is not ${whose}${where ? ` (${where})` : ""}: ${path}. Upload the image again, or use an address outside Signet`;
    },
  };
  await requireOwnFiles(tx, baseUrl, accountId, [reference]);
}
