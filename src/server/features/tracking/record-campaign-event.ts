// Counts a click or an impression in one statement (decision 014):
// - campaign_events: one row per campaign, kind, day, variant, member and unique visitor; a
//   repeat adds one to `count`. At most VISITOR_ROWS_PER_DAY visitor rows per campaign,
//   kind, day, variant and member: past that a flood (say a fresh user agent per request)
//   writes no new row, it is only counted in the roll-up.
// - campaign_event_days: the daily roll-up that /statistics and /campaigns read: `events`
//   + 1 always, `visitors` + 1 only when this visitor's row was just created.
// Only a live campaign of the member's own account counts: a paused, draft, ended or
// deleted one records nothing. `day` is the company's calendar day at the event.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, accountUsers, campaignEventDays, campaignEvents, campaigns, deletedCampaigns } from "../../db/schema";
import type { CampaignVariant } from "../../../shared/campaigns/campaign-variant";

/** Distinct visitors kept per campaign, kind, day, variant and member; beyond it only the roll-up counts. */
export const VISITOR_ROWS_PER_DAY = 1000;

export type CampaignEvent = {
  kind: "click" | "impression";
  campaignId: string;
  userId: string;
  variant: CampaignVariant;
  day: string; // YYYY-MM-DD, the company's day
  visitor: string;
};

export async function recordCampaignEvent(db: Database, event: CampaignEvent, visitorCap = VISITOR_ROWS_PER_DAY) {
  const { kind, campaignId, userId, variant, day, visitor } = event;
  const sameMemberDay = sql`e.campaign_id = ${campaignId} and e.kind = ${kind}::campaign_event_kind and e.day = ${day}::date
    and e.variant = ${variant} and e.user_id = ${userId}`;
  await db.execute(sql`
    with target as (
      select ${campaigns.accountId} as account_id, ${campaigns.id} as campaign_id, ${accountUsers.userId} as user_id
      from ${campaigns}
      -- The member still belongs to the campaign's account.
      join ${accountUsers} on ${accountUsers.accountId} = ${campaigns.accountId} and ${accountUsers.userId} = ${userId}
      where ${campaigns.id} = ${campaignId} and ${campaigns.isActive}
        and (${campaigns.startsAt} is null or ${campaigns.startsAt} <= now())
        and (${campaigns.endsAt} is null or ${campaigns.endsAt} > now())
    ), visit as (
      insert into ${campaignEvents} (account_id, campaign_id, user_id, kind, day, variant, visitor)
      select account_id, campaign_id, user_id, ${kind}::campaign_event_kind, ${day}::date, ${variant}, ${visitor} from target
      where exists (select 1 from ${campaignEvents} e where ${sameMemberDay} and e.visitor = ${visitor})
        or (select count(*) from (select 1 from ${campaignEvents} e where ${sameMemberDay} limit ${visitorCap}) kept) < ${visitorCap}
      on conflict (campaign_id, kind, day, variant, user_id, visitor) do update set count = ${campaignEvents}.count + 1
      returning ${campaignEvents}.count = 1 as fresh
    )
    insert into ${campaignEventDays} (account_id, campaign_id, day, kind, variant, user_id, events, visitors)
    select account_id, campaign_id, ${day}::date, ${kind}::campaign_event_kind, ${variant}, user_id, 1,
      (select count(*) from visit where fresh)::integer
    from target
    on conflict (campaign_id, day, kind, variant, user_id) do update
      set events = ${campaignEventDays}.events + 1, visitors = ${campaignEventDays}.visitors + excluded.visitors
  `);
}

export type TrackedCampaign = {
  landingPageUrl: string | null;
  imageUrl: string | null;
  imageUrlB: string | null;
  /** The company's time zone: the day an event is counted in. */
  timeZone: string;
  /** Deleted: only its landing page is kept, so links in mail already sent still land. */
  deleted: boolean;
};

/** What /r and /i need of a campaign named by a valid token, live or deleted; null when unknown. */
export async function trackedCampaignOf(db: Database, campaignId: string): Promise<TrackedCampaign | null> {
  const [row] = await db
    .select({
      landingPageUrl: campaigns.landingPageUrl,
      imageUrl: campaigns.imageUrl,
      imageUrlB: campaigns.imageUrlB,
      timeZone: accounts.timeZone,
    })
    .from(campaigns)
    .innerJoin(accounts, eq(accounts.id, campaigns.accountId))
    .where(eq(campaigns.id, campaignId));
  if (row) return { ...row, deleted: false };
  const [gone] = await db
    .select({ landingPageUrl: deletedCampaigns.landingPageUrl })
    .from(deletedCampaigns)
    .where(eq(deletedCampaigns.campaignId, campaignId));
  return gone ? { landingPageUrl: gone.landingPageUrl, imageUrl: null, imageUrlB: null, timeZone: "UTC", deleted: true } : null;
}
