import { z } from "zod";

export const AvailableCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The banner, shown as the card's thumbnail: an app path or an http(s) URL. */
  imageUrl: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Required by the company: in the signature whatever the member picks, shown on and locked. */
  isRequired: z.boolean(),
});
export const AvailableCampaignsResponseSchema = z.object({ campaigns: z.array(AvailableCampaignSchema) });
export const CampaignSelectionsResponseSchema = z.object({ campaignIds: z.array(z.string()) });
export const CampaignSelectedSchema = z.object({ campaignId: z.string(), selected: z.literal(true) });

export const SelectCampaignSchema = z.object({
  campaignId: z
    .string({ error: "campaignId is required" })
    .max(36, "campaignId must be a campaign id")
    .uuid({ error: "campaignId must be a campaign id" }),
});

// --- Admin (/campaigns) ---
export const CampaignStatusSchema = z.enum(["draft", "scheduled", "live", "paused", "ended"]);

export const CampaignViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  altText: z.string().nullable(),
  landingPageUrl: z.string().nullable(),
  ctaText: z.string().nullable(),
  imageUrlB: z.string().nullable(),
  ctaTextB: z.string().nullable(),
  altTextB: z.string().nullable(),
  landingPageUrlB: z.string().nullable(),
  isRequired: z.boolean(),
  isActive: z.boolean(),
  pausedAt: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Start and end on the wall clock of timeZone ("2026-12-01T09:00"), as the form shows them. */
  startsAtLocal: z.string().nullable(),
  endsAtLocal: z.string().nullable(),
  timeZone: z.string(),
  departmentIds: z.array(z.string()),
  status: CampaignStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const CampaignListItemSchema = CampaignViewSchema.extend({
  selectedCount: z.number().int(),
  impressions30d: z.number().int(),
  clicks30d: z.number().int(),
});
export const CampaignListResponseSchema = z.object({ campaigns: z.array(CampaignListItemSchema) });
export const CampaignResponseSchema = z.object({ campaign: CampaignViewSchema });
export const BannerUploadResponseSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  warnings: z.array(z.string()),
});
export const CampaignPreviewResponseSchema = z.object({ html: z.string(), templateId: z.string() });
