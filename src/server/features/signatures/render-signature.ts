// The one way a signature's HTML is produced: preview, copy, open-in-tab, and later
// deployment and exports all call this. Loads the member's data, their template and
// their selected campaigns (one query), and renders with the shared renderer.
import type { AppDeps } from "../../context";
import type { CampaignData } from "../../../shared/signature/fields";
import type { Scope } from "../campaigns/campaign-availability";
import { absoluteAssetUrl, loadSignatureData } from "./load-signature-data";
import { compiledTemplateFor } from "./template-cache";
import { noTemplate } from "./no-template-error";
import { notFound } from "../../lib/errors";

export type RenderDeps = Pick<AppDeps, "db" | "logger"> & { config: Pick<AppDeps["config"], "baseUrl"> };

/** templateId: render with that template of the account (404 if not one); default: the member's. */
export async function renderSignature(deps: RenderDeps, scope: Scope, options: { templateId?: string } = {}) {
  const { db, logger, config } = deps;
  const { data, template, campaigns: selected } = await loadSignatureData(db, scope, config.baseUrl, options);
  if (!template) throw options.templateId ? notFound("Template") : noTemplate();

  const campaigns: CampaignData[] = selected.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    image_url: absoluteAssetUrl(c.imageUrl, config.baseUrl),
    landing_page_url: absoluteAssetUrl(c.landingPageUrl, config.baseUrl),
    cta_text: c.ctaText,
  }));
  const html = compiledTemplateFor(template).render(data, {
    assetBaseUrl: config.baseUrl,
    campaigns,
    onWarning: (message, details) =>
      logger.warn({ ...details, userId: scope.userId, accountId: scope.accountId, templateId: template.id }, message),
  });
  return { templateId: template.id, html };
}
