// Counts a click or an impression: one row per campaign, kind, day, variant, member and
// visitor; a repeat adds one to `count` (no new row), so the same visitor counts once in
// "unique" and a flood can't grow the table. Only a live campaign of the member's own
// account counts: a paused, draft, ended or deleted one records nothing.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, campaignEvents, campaigns } from "../../db/schema";
import type { CampaignVariant } from "../../../shared/campaigns/campaign-variant";

export type CampaignEvent = {
  kind: "click" | "impression";
  campaignId: string;
  userId: string;
  variant: CampaignVariant;
  day: string; // YYYY-MM-DD (UTC)
  visitor: string;
};

export async function recordCampaignEvent(db: Database, event: CampaignEvent) {
  await db.execute(sql`
    insert into ${campaignEvents} (account_id, campaign_id, user_id, kind, day, variant, visitor)
    select ${campaigns.accountId}, ${campaigns.id}, ${accountUsers.userId}, ${event.kind}::campaign_event_kind, ${event.day}::date, ${event.variant}, ${event.visitor}
    from ${campaigns}
    -- The member still belongs to the campaign's account.
    join ${accountUsers} on ${accountUsers.accountId} = ${campaigns.accountId} and ${accountUsers.userId} = ${event.userId}
    where ${campaigns.id} = ${event.campaignId} and ${campaigns.isActive}
      and (${campaigns.startsAt} is null or ${campaigns.startsAt} <= now())
      and (${campaigns.endsAt} is null or ${campaigns.endsAt} > now())
    on conflict (campaign_id, kind, day, variant, user_id, visitor) do update set count = ${campaignEvents}.count + 1
  `);
}

/** What /r and /i need of a campaign named by a valid token: its landing page and banners. */
export async function trackedCampaignOf(db: Database, campaignId: string) {
  const [row] = await db
    .select({ landingPageUrl: campaigns.landingPageUrl, imageUrl: campaigns.imageUrl, imageUrlB: campaigns.imageUrlB })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row ?? null;
}
