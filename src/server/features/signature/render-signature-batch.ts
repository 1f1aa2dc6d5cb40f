// Members' signatures as a deployment stores them: a batch's data in one query
// (load-batch-signature-data.ts), each member rendered by the one render path
// (renderLoadedSignature), or the reason one can't be (no template; over Gmail's limit, only
// for a deployment that puts signatures in Gmail). A member that fails doesn't stop the others.
import { AppError } from "../../lib/errors";
import { renderLoadedSignature, type RenderDeps } from "./render-signature";
import { loadBatchSignatureData } from "./load-batch-signature-data";
import { GMAIL_SIGNATURE_LIMIT, gmailLimitReason } from "../../../shared/templates/gmail-limit";

/** A member's signature, and the template's reply version rendered for them (null: it has none). */
export type DeploymentRender =
  | { userId: string; html: string; replyHtml: string | null; templateId: string }
  | { userId: string; reason: string; isOverLimit?: true; templateId?: string };

export const REASONS = {
  noTemplate: "No template: the member's department has none and the account has no default template.",
  noProfile: "The member has no profile.",
  notMember: "No longer a member of the account.",
  tooLong: gmailLimitReason,
  failed: "The signature could not be rendered.",
} as const;

// Rendering is synchronous: let requests in every so many members (PGlite shares the thread).
const YIELD_EVERY = 100;

export const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/**
 * `member: false`: no longer in the account (no signature for them here). `forGmail`: the
 * signatures go into Gmail, so one over Gmail's limit fails; otherwise its length is no reason.
 */
export async function renderDeploymentBatch(
  deps: RenderDeps,
  accountId: string,
  members: { userId: string; member: boolean }[],
  { forGmail }: { forGmail: boolean },
): Promise<DeploymentRender[]> {
  const inAccount = members.filter((m) => m.member).map((m) => m.userId);
  const loaded = await loadBatchSignatureData(deps.db, accountId, inAccount, deps.config.baseUrl);
  const renders: DeploymentRender[] = [];
  for (const [i, { userId, member }] of members.entries()) {
    if (i > 0 && i % YIELD_EVERY === 0) await yieldToRequests();
    const data = loaded.get(userId);
    if (!member) renders.push({ userId, reason: REASONS.notMember });
    else if (!data) renders.push({ userId, reason: REASONS.noProfile });
    else renders.push(renderOne(deps, accountId, userId, data, forGmail));
  }
  return renders;
}

function renderOne(
  deps: RenderDeps,
  accountId: string,
  userId: string,
  data: Parameters<typeof renderLoadedSignature>[2],
  forGmail: boolean,
): DeploymentRender {
  try {
    const scope = { accountId, userId, role: "user" as const };
    const { html, templateId } = renderLoadedSignature(deps, scope, data);
    if (forGmail && html.length > GMAIL_SIGNATURE_LIMIT)
      return { userId, reason: REASONS.tooLong(html.length), isOverLimit: true, templateId };
    const replyHtml = data.template?.reply ? renderLoadedSignature(deps, scope, data, { reply: true }).html : null;
    return { userId, html, replyHtml, templateId };
  } catch (error) {
    if (error instanceof AppError && error.code === "no_template") return { userId, reason: REASONS.noTemplate };
    deps.logger.error({ err: error instanceof Error ? error.message : String(error), userId, accountId }, "deployment render failed");
    return { userId, reason: REASONS.failed };
  }
}
