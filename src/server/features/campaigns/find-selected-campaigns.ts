// The member's selections. The id list feeds the picker's switches; the full rows feed
// the signature, and only those still available (active, in dates, targeted) count.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campaigns, userCampaignSelections } from "../../db/schema";
import { isAvailableTo, memberDepartmentId, type Scope } from "./campaign-availability";

export async function findSelectedCampaignIds(db: Database, { accountId, userId }: Scope): Promise<string[]> {
  const rows = await db
    .select({ id: userCampaignSelections.campaignId })
    .from(userCampaignSelections)
    .innerJoin(campaigns, eq(campaigns.id, userCampaignSelections.campaignId))
    .where(and(eq(userCampaignSelections.userId, userId), eq(campaigns.accountId, accountId)))
    .orderBy(asc(userCampaignSelections.createdAt));
  return rows.map((r) => r.id);
}

export async function findSelectedCampaigns(db: Database, scope: Scope, departmentId?: string | null) {
  const department = departmentId === undefined ? await memberDepartmentId(db, scope) : departmentId;
  return db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      description: campaigns.description,
      imageUrl: campaigns.imageUrl,
      landingPageUrl: campaigns.landingPageUrl,
      ctaText: campaigns.ctaText,
    })
    .from(userCampaignSelections)
    .innerJoin(campaigns, eq(campaigns.id, userCampaignSelections.campaignId))
    .where(and(eq(userCampaignSelections.userId, scope.userId), isAvailableTo(db, scope.accountId, department)))
    .orderBy(asc(userCampaignSelections.createdAt), asc(campaigns.name));
}
