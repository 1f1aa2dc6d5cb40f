// Campaigns as admins manage them, their rendered preview, and the member's side: the
// campaigns they may add and the ones they chose.
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { QUERY_CACHE } from "../../../shared/limits";
import type { CampaignPreviewInput } from "../../../shared/campaigns/campaign-schema";
import { resourceKey } from "./resource-key";

async function fetchCampaigns() {
  return (await call(api.campaigns.$get())).campaigns;
}
export const campaignsQuery = () => queryOptions({ queryKey: resourceKey("/api/campaigns"), queryFn: fetchCampaigns });
export type CampaignItem = Awaited<ReturnType<typeof fetchCampaigns>>[number];

/** A campaign as it would render (a POST that stores nothing). */
export const campaignPreviewQuery = (input: CampaignPreviewInput) =>
  queryOptions({
    queryKey: resourceKey("/api/campaigns/preview", input),
    queryFn: async () => (await call(api.campaigns.preview.$post({ json: input }))).html,
    staleTime: 60_000,
  });

export async function fetchAvailableCampaigns() {
  return (await call(api["campaign-selections"].campaigns.$get())).campaigns;
}
export const availableCampaignsQuery = () =>
  queryOptions({ queryKey: resourceKey("/api/campaign-selections/campaigns"), queryFn: fetchAvailableCampaigns });
export type AvailableCampaign = Awaited<ReturnType<typeof fetchAvailableCampaigns>>[number];

export async function fetchCampaignSelections() {
  return (await call(api["campaign-selections"].$get())).campaignIds;
}
export const campaignSelectionsQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/campaign-selections"),
    queryFn: fetchCampaignSelections,
    staleTime: QUERY_CACHE.campaignSelections.staleTime,
    gcTime: QUERY_CACHE.campaignSelections.gcTime,
  });
