// The campaign form's live preview: the admin's own signature in the account's default
// template, with this campaign (as typed, not yet saved) in place of their own campaigns.
// Rendered by the one render service, untracked.
import { and, eq } from "drizzle-orm";
import { companyTemplates } from "../../db/schema";
import type { z } from "zod";
import type { CampaignPreviewSchema } from "../../../shared/campaigns/campaign-schema";
import { noTemplate } from "../signatures/no-template-error";
import { renderSignature, type RenderDeps } from "../signatures/render-signature";
import type { Scope } from "./campaign-availability";

export const PREVIEW_CAMPAIGN_ID = "00000000-0000-4000-8000-000000000000";

export async function previewCampaign(deps: RenderDeps, scope: Scope, input: z.output<typeof CampaignPreviewSchema>) {
  const [template] = await deps.db
    .select({ id: companyTemplates.id })
    .from(companyTemplates)
    .where(and(eq(companyTemplates.accountId, scope.accountId), eq(companyTemplates.isDefault, true)));
  if (!template) throw noTemplate();
  const b = input.variant === "b";
  return renderSignature(deps, scope, {
    templateId: template.id,
    campaigns: [
      {
        id: PREVIEW_CAMPAIGN_ID,
        name: input.name.trim() || "Your campaign",
        description: input.description,
        imageUrl: (b && input.imageUrlB) || input.imageUrl,
        landingPageUrl: input.landingPageUrl,
        ctaText: (b && input.ctaTextB) || input.ctaText,
        altText: input.altText,
        imageUrlB: null,
        ctaTextB: null,
      },
    ],
  });
}
