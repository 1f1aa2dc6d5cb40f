// The campaign form's live preview: the admin's own signature in the account's default
// template, with this campaign (as typed, not yet saved) in place of their own campaigns.
// Rendered by the one render service, untracked.
import { and, eq } from "drizzle-orm";
import { companyTemplates } from "../../db/schema";
import type { z } from "zod";
import type { CampaignPreviewSchema } from "../../../shared/campaigns/campaign-schema";
import { noTemplate } from "./no-template-error";
import { campaignVariant, renderSignature, type RenderDeps } from "./render-signature";
import type { Scope } from "../campaigns/campaign-availability";
import { withBannerSizes } from "../campaigns/banner-sizes";

export const PREVIEW_CAMPAIGN_ID = "00000000-0000-4000-8000-000000000000";

export async function previewCampaign(deps: RenderDeps, scope: Scope, input: z.output<typeof CampaignPreviewSchema>) {
  const [template] = await deps.db
    .select({ id: companyTemplates.id })
    .from(companyTemplates)
    .where(and(eq(companyTemplates.accountId, scope.accountId), eq(companyTemplates.isDefault, true)));
  if (!template) throw noTemplate();
  const [campaign] = await withBannerSizes(deps.db, [
    {
      id: PREVIEW_CAMPAIGN_ID,
      name: input.name.trim() || "Your campaign",
      description: input.description,
      imageUrl: input.imageUrl,
      landingPageUrl: input.landingPageUrl,
      ctaText: input.ctaText,
      altText: input.altText,
      imageUrlB: input.imageUrlB,
      ctaTextB: input.ctaTextB,
      altTextB: input.altTextB,
      landingPageUrlB: input.landingPageUrlB,
    },
  ]);
  return renderSignature(deps, scope, {
    templateId: template.id,
    // The variant the admin looks at, as a member assigned it gets it.
    campaigns: [campaignVariant(campaign, input.variant)],
  });
}
