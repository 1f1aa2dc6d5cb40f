// Campaigns as admins manage them: the list, save, pause/resume/duplicate/delete, the banner
// upload and the rendered preview. A change also refreshes the member side (picker,
// signature): a campaign may have entered or left them (writes.ts).
import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { campaignPreviewQuery, campaignsQuery } from "../../../lib/resources/campaigns";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { CampaignInput, CampaignPreviewInput } from "../../../../shared/campaigns/campaign-schema";

export type { CampaignItem } from "../../../lib/resources/campaigns";

export function useCampaigns() {
  return useQuery(campaignsQuery());
}

export function useSaveCampaign() {
  return useApiMutation("campaigns.change", {
    mutationFn: async ({ id, input }: { id: string | null; input: CampaignInput }) =>
      id
        ? (await call(api.campaigns[":id"].$put({ param: { id }, json: input }))).campaign
        : (await call(api.campaigns.$post({ json: input }))).campaign,
  });
}

export function useCampaignAction() {
  return useApiMutation("campaigns.change", {
    mutationFn: async ({ id, action }: { id: string; action: "pause" | "resume" | "duplicate" | "delete" }) => {
      const param = { param: { id } };
      if (action === "delete") return call(api.campaigns[":id"].$delete(param));
      if (action === "pause") return call(api.campaigns[":id"].pause.$post(param));
      if (action === "resume") return call(api.campaigns[":id"].resume.$post(param));
      return call(api.campaigns[":id"].duplicate.$post(param));
    },
  });
}

/** A banner stored for a campaign not yet saved: its address and any size warnings. */
export function useUploadBanner() {
  return useApiMutation("campaigns.bannerUpload", {
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      // Multipart: the browser sets the content type with its boundary.
      return call(api.campaigns.banner.$post({}, { init: { body } }));
    },
    // The same file would fail the same way.
    retry: false,
  });
}

export function useCampaignPreview(input: CampaignPreviewInput) {
  return useQuery({ ...campaignPreviewQuery(input), placeholderData: (previous) => previous });
}
