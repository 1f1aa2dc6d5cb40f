// The campaign form's values from a saved campaign (empty for a new one), and its form engine.
import { useSchemaForm } from "../../../../lib/use-schema-form";
import { CampaignSchema } from "../../../../../shared/campaigns/campaign-schema";
import { type CampaignItem } from "../../api/campaigns-api";

export type Department = { id: string; name: string };

export function valuesOf(c: CampaignItem | null) {
  return {
    name: c?.name ?? "",
    description: c?.description ?? "",
    imageUrl: c?.imageUrl ?? "",
    altText: c?.altText ?? "",
    landingPageUrl: c?.landingPageUrl ?? "",
    ctaText: c?.ctaText ?? "",
    imageUrlB: c?.imageUrlB ?? "",
    ctaTextB: c?.ctaTextB ?? "",
    altTextB: c?.altTextB ?? "",
    landingPageUrlB: c?.landingPageUrlB ?? "",
    startsAt: c?.startsAtLocal ?? "",
    endsAt: c?.endsAtLocal ?? "",
    departmentIds: c?.departmentIds ?? [],
    isRequired: c?.isRequired ?? false,
    publish: true,
  };
}

export function useCampaignForm(campaign: CampaignItem | null) {
  return useSchemaForm(CampaignSchema, valuesOf(campaign));
}
export type CampaignForm = ReturnType<typeof useCampaignForm>;
export type CampaignValues = ReturnType<typeof valuesOf>;
