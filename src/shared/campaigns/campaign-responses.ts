import { z } from "zod";

export const AvailableCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The banner, shown as the card's thumbnail: an app path or an http(s) URL. */
  imageUrl: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export const AvailableCampaignsResponseSchema = z.object({ campaigns: z.array(AvailableCampaignSchema) });
export const CampaignSelectionsResponseSchema = z.object({ campaignIds: z.array(z.string()) });
export const CampaignSelectedSchema = z.object({ campaignId: z.string(), selected: z.literal(true) });

export const SelectCampaignSchema = z.object({
  campaignId: z.string({ error: "campaignId is required" }).uuid({ error: "campaignId must be a campaign id" }),
});
