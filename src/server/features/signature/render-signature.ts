// The one way a signature's HTML is produced: preview, copy, open-in-tab, and later
// deployment and exports all call this. Loads the member's data, their template and
// their selected (or required) campaigns (one query), and renders with the shared renderer.
// Campaign links and banners go through the tracking addresses /r/{token} and /i/{token}
// (features/tracking), each member seeing their A/B variant of a campaign.
import type { AppDeps } from "../../context";
import type { CampaignData } from "../../../shared/signature/fields";
import type { RenderOptions as SharedRenderOptions } from "../../../shared/signature/compile-template";
import { hasVariants, variantOf, type CampaignVariant } from "../../../shared/campaigns/campaign-variant";
import type { Scope } from "../campaigns/campaign-availability";
import { absoluteAssetUrl, loadSignatureData, type LoadedSignature, type SelectedCampaign } from "./load-signature-data";
import { noTemplate } from "./no-template-error";
import { notFound } from "../../lib/errors";
import { signTrackingToken } from "../tracking/tracking-token";

export type RenderDeps = Pick<AppDeps, "db" | "logger" | "tracking"> & { config: Pick<AppDeps["config"], "baseUrl"> };

export type RenderOptions = {
  /** Render with that template of the account (404 if not one); default: the member's. */
  templateId?: string;
  /** Instead of the member's campaigns, these (the campaign form's preview): untracked. */
  campaigns?: SelectedCampaign[];
  /**
   * The template's reply version (replies and forwards), when it has one; else the full
   * signature. A reply version is short: it carries no campaigns.
   */
  reply?: boolean;
};

/**
 * One variant of a campaign as the member gets it: B's banner, call to action, alt text and
 * landing page, each falling back to A's when empty. B's own banner never takes A's alt text
 * (it describes another image): without alt text B the campaign name stands in.
 */
export function campaignVariant(campaign: SelectedCampaign, variant: CampaignVariant): SelectedCampaign {
  if (variant !== "b") return campaign;
  return {
    ...campaign,
    imageUrl: campaign.imageUrlB || campaign.imageUrl,
    imageWidth: campaign.imageUrlB ? campaign.imageWidthB : campaign.imageWidth,
    imageHeight: campaign.imageUrlB ? campaign.imageHeightB : campaign.imageHeight,
    ctaText: campaign.ctaTextB || campaign.ctaText,
    altText: campaign.imageUrlB ? campaign.altTextB : campaign.altTextB || campaign.altText,
    landingPageUrl: campaign.landingPageUrlB || campaign.landingPageUrl,
  };
}

export function campaignData(campaign: SelectedCampaign, variant: CampaignVariant, baseUrl: string): CampaignData {
  const shown = campaignVariant(campaign, variant);
  return {
    id: shown.id,
    name: shown.name,
    description: shown.description,
    image_url: absoluteAssetUrl(shown.imageUrl, baseUrl),
    landing_page_url: absoluteAssetUrl(shown.landingPageUrl, baseUrl),
    cta_text: shown.ctaText,
    alt_text: shown.altText,
    image_width: shown.imageWidth,
    image_height: shown.imageHeight,
  };
}

/**
 * How a member's signature is rendered: their campaigns (each in the member's A/B variant),
 * links and banners through the tracking addresses when `tracked`, warnings logged.
 * The email-client check measures with the same options, so its count is the rendered length.
 */
export function memberRenderOptions(
  deps: Pick<RenderDeps, "logger" | "tracking"> & { config: Pick<RenderDeps["config"], "baseUrl"> },
  scope: Pick<Scope, "accountId" | "userId">,
  selected: SelectedCampaign[],
  tracked: boolean,
  templateId: string,
): SharedRenderOptions {
  const { config, logger } = deps;
  const variants = new Map<string, CampaignVariant>();
  const campaigns: CampaignData[] = selected.map((c) => {
    const variant = tracked && hasVariants(c) ? variantOf(c.id, scope.userId) : "a";
    variants.set(c.id, variant);
    return campaignData(c, variant, config.baseUrl);
  });
  const base = config.baseUrl.replace(/\/+$/, "");
  const token = (campaign: CampaignData) =>
    signTrackingToken(deps.tracking, { campaignId: campaign.id, userId: scope.userId, variant: variants.get(campaign.id) ?? "a" });
  return {
    assetBaseUrl: config.baseUrl,
    campaigns,
    ...(tracked ? { linkFor: (campaign) => `${base}/r/${token(campaign)}`, imageFor: (campaign) => `${base}/i/${token(campaign)}` } : {}),
    onWarning: (message, details) => logger.warn({ ...details, userId: scope.userId, accountId: scope.accountId, templateId }, message),
  };
}

export async function renderSignature(deps: RenderDeps, scope: Scope, options: RenderOptions = {}) {
  const loaded = await loadSignatureData(deps.db, scope, deps.config.baseUrl, options);
  return renderLoadedSignature(deps, scope, loaded, options);
}

/** The render itself, from loaded data: a deployment loads a whole batch in one query, then renders each member here. */
export function renderLoadedSignature(
  deps: Omit<RenderDeps, "db">,
  scope: Scope,
  loaded: LoadedSignature,
  options: RenderOptions = {},
): { templateId: string; html: string } {
  const { data, template } = loaded;
  if (!template) throw options.templateId ? notFound("Template") : noTemplate();
  const tracked = !options.campaigns;
  const reply = options.reply ? template.reply : null;
  const selected = reply ? [] : (options.campaigns ?? loaded.campaigns);
  const html = (reply ?? template.compiled).render(data, memberRenderOptions(deps, scope, selected, tracked, template.id));
  return { templateId: template.id, html };
}
