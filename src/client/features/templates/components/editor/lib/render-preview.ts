// The live preview runs the server's steps in the browser, in the same order and with the
// same shared code: sanitize the template (template mode), compile it once, render a member
// with their data and campaigns, then the final sanitizing that /signature runs before
// showing. Compiling is per HTML change; rendering is per member, campaign or HTML change.
import { compileTemplate, type CompiledTemplate } from "../../../../../../shared/signature/compile-template";
import type { CampaignData, SignatureData } from "../../../../../../shared/signature/fields";
import { sanitizeSignature, sanitizeTemplateInBrowser } from "../../../../../components/signature/sanitize-signature";

/** GET /api/templates/preview-data: the server's base URL makes default and /static images absolute as for members. */
export type PreviewData = { data: SignatureData; campaigns: CampaignData[]; assetBaseUrl: string };

export function compilePreview(html: string): CompiledTemplate {
  return compileTemplate(sanitizeTemplateInBrowser(html).html);
}

export function renderPreview(compiled: CompiledTemplate, preview: PreviewData): string {
  return sanitizeSignature(compiled.render(preview.data, { assetBaseUrl: preview.assetBaseUrl, campaigns: preview.campaigns }));
}
