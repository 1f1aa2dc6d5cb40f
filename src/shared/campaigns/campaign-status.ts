// A campaign's status, computed from its data: never stored, so it changes on
// its own when a start or end date passes. The same facts decide availability on the
// server (campaign-availability.ts): Live is exactly "available to its targets".
export const CAMPAIGN_STATUSES = ["draft", "scheduled", "live", "paused", "ended"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  live: "Live",
  paused: "Paused",
  ended: "Ended",
};

type Facts = { isActive: boolean; pausedAt: Date | string | null; startsAt: Date | string | null; endsAt: Date | string | null };

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

export function campaignStatus(campaign: Facts, now: Date = new Date()): CampaignStatus {
  const start = time(campaign.startsAt);
  const end = time(campaign.endsAt);
  const at = now.getTime();
  if (end !== null && end <= at) return "ended";
  if (!campaign.isActive) return campaign.pausedAt ? "paused" : "draft";
  if (start !== null && start > at) return "scheduled";
  return "live";
}
