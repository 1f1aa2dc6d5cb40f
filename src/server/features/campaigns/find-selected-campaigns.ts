// The member's selections, as the ids that feed the picker's switches. The signature reads
// the selected campaigns that are still available in its one query (load-signature-data.ts).
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campaigns, userCampaignSelections } from "../../db/schema";
import type { Scope } from "./campaign-availability";

export async function findSelectedCampaignIds(db: Database, { accountId, userId }: Scope): Promise<string[]> {
  const rows = await db
    .select({ id: userCampaignSelections.campaignId })
    .from(userCampaignSelections)
    .innerJoin(campaigns, eq(campaigns.id, userCampaignSelections.campaignId))
    .where(and(eq(userCampaignSelections.userId, userId), eq(campaigns.accountId, accountId)))
    .orderBy(asc(userCampaignSelections.createdAt));
  return rows.map((r) => r.id);
}
