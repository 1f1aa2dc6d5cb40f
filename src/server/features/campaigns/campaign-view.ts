// The campaign as an admin sees it (start and end also on the company's wall clock), and who
// changes one: the caller's scope and address, for the audit log.
import { campaigns } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { campaignStatus } from "../../../shared/campaigns/campaign-status";
import { instantToZoned } from "../../../shared/campaigns/zoned-time";

export type Actor = Scope & { ip: string | null };
export type CampaignRow = typeof campaigns.$inferSelect;

/** The campaign as the admin sees it; start and end also on the company's wall clock (`zone`). */
export function toCampaignView(row: CampaignRow, departmentIds: string[], zone: string, now = new Date()) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    altText: row.altText,
    landingPageUrl: row.landingPageUrl,
    ctaText: row.ctaText,
    imageUrlB: row.imageUrlB,
    ctaTextB: row.ctaTextB,
    altTextB: row.altTextB,
    landingPageUrlB: row.landingPageUrlB,
    isRequired: row.isRequired,
    isActive: row.isActive,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    startsAtLocal: row.startsAt ? instantToZoned(row.startsAt, zone) : null,
    endsAtLocal: row.endsAt ? instantToZoned(row.endsAt, zone) : null,
    timeZone: zone,
    departmentIds,
    status: campaignStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
