// A member's signature as a deployment stores it: rendered by the one render service
// (render-signature.ts), or the reason it can't be (no template, over Gmail's limit).
import { AppError } from "../../lib/errors";
import { renderSignature, type RenderDeps } from "../signatures/render-signature";
import { GMAIL_SIGNATURE_LIMIT } from "../../../shared/deployments/deployment-schema";

export type DeploymentRender = { userId: string; html: string; templateId: string } | { userId: string; reason: string };

export const REASONS = {
  noTemplate: "No template: the member's department has none and the account has no default template.",
  noProfile: "The member has no profile.",
  notMember: "No longer a member of the account.",
  tooLong: (length: number) =>
    `The signature has ${length.toLocaleString("en-US")} characters, over Gmail's limit of ${GMAIL_SIGNATURE_LIMIT.toLocaleString("en-US")}.`,
  failed: "The signature could not be rendered.",
} as const;

export async function renderForDeployment(deps: RenderDeps, accountId: string, userId: string): Promise<DeploymentRender> {
  try {
    const { html, templateId } = await renderSignature(deps, { accountId, userId, role: "user" });
    if (html.length > GMAIL_SIGNATURE_LIMIT) return { userId, reason: REASONS.tooLong(html.length) };
    return { userId, html, templateId };
  } catch (error) {
    if (error instanceof AppError && error.code === "no_template") return { userId, reason: REASONS.noTemplate };
    if (error instanceof AppError && error.status === 404) return { userId, reason: REASONS.noProfile };
    deps.logger.error({ err: error instanceof Error ? error.message : String(error), userId, accountId }, "deployment render failed");
    return { userId, reason: REASONS.failed };
  }
}

export const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));
