// Counts a click or an impression in one statement (decisions 014 and 020):
// - campaign_events: one row per campaign, kind, day, variant, member and visitor (a hash of
//   the client's network, day and campaign); a repeat adds one to `count`. At most
//   VISITOR_ROWS_PER_DAY visitor rows per campaign, kind, day, variant and member: past that
//   a flood of fresh networks writes no new row, it is only counted in the roll-up.
// - A visitor counts at most COUNTED_PER_VISITOR_DAY events per campaign, kind and day (the
//   sum of its rows); later ones are counted only as `discarded`. The row's own cap is checked
//   on the locked row (ON CONFLICT ... WHERE), so a burst of parallel requests can't pass it.
// - campaign_event_days: the daily roll-up that /statistics and /campaigns read: `events` + 1
//   for a counted event, `visitors` + 1 only for the visitor's first row of the campaign, kind
//   and day (so unique clicks are distinct visitors per campaign and day, credited to the
//   member whose link came first), `discarded` + 1 for a repeat past the cap.
// Only a live campaign of the member's own, active account counts: a paused, draft, ended or
// deleted one records nothing. `day` is the company's calendar day at the event.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, accountUsers, campaignEventDays, campaignEvents, campaigns, deletedCampaigns } from "../../db/schema";
import type { CampaignVariant } from "../../../shared/campaigns/campaign-variant";
import { COUNTED_PER_VISITOR_DAY } from "../../../shared/statistics/statistics-schema";

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

type Limits = { visitorRows?: number; perVisitor?: number };

export async function recordCampaignEvent(db: Database, event: CampaignEvent, limits: Limits = {}) {
  const { kind, campaignId, userId, variant, day, visitor } = event;
  const visitorRows = limits.visitorRows ?? VISITOR_ROWS_PER_DAY;
  const perVisitor = limits.perVisitor ?? COUNTED_PER_VISITOR_DAY[kind];
  const sameMemberDay = sql`e.campaign_id = ${campaignId} and e.kind = ${kind}::campaign_event_kind and e.day = ${day}::date
    and e.variant = ${variant} and e.user_id = ${userId}`;
  await db.execute(sql`
    with target as (
      select ${campaigns.accountId} as account_id, ${campaigns.id} as campaign_id, ${accountUsers.userId} as user_id
      from ${campaigns}
      -- The account is active and the member still belongs to it.
      join ${accounts} on ${accounts.id} = ${campaigns.accountId} and ${accounts.status} = 'active'
      join ${accountUsers} on ${accountUsers.accountId} = ${campaigns.accountId} and ${accountUsers.userId} = ${userId}
      where ${campaigns.id} = ${campaignId} and ${campaigns.isActive}
        and (${campaigns.startsAt} is null or ${campaigns.startsAt} <= now())
        and (${campaigns.endsAt} is null or ${campaigns.endsAt} > now())
    ), seen as (
      -- This visitor's events of the campaign, kind and day, over every member and variant.
      select coalesce(sum(e.count), 0) as counted, count(*) as rows from ${campaignEvents} e
      where e.campaign_id = ${campaignId} and e.day = ${day}::date and e.kind = ${kind}::campaign_event_kind and e.visitor = ${visitor}
    ), plan as (
      select seen.counted >= ${perVisitor} as over, seen.rows = 0 as first,
        seen.counted < ${perVisitor} and (
          exists (select 1 from ${campaignEvents} e where ${sameMemberDay} and e.visitor = ${visitor})
          or (select count(*) from (select 1 from ${campaignEvents} e where ${sameMemberDay} limit ${visitorRows}) kept) < ${visitorRows}
        ) as write
      from seen
    ), visit as (
      insert into ${campaignEvents} (account_id, campaign_id, user_id, kind, day, variant, visitor)
      select account_id, campaign_id, user_id, ${kind}::campaign_event_kind, ${day}::date, ${variant}, ${visitor} from target, plan
      where plan.write
      on conflict (campaign_id, kind, day, variant, user_id, visitor) do update set count = ${campaignEvents}.count + 1
        where ${campaignEvents}.count < ${perVisitor}
      returning ${campaignEvents}.count = 1 as fresh
    ), outcome as (
      -- Past the cap: refused before writing, or by the row itself when a parallel request got there first.
      select plan.over or (plan.write and not exists (select 1 from visit)) as repeat,
        plan.first and exists (select 1 from visit where fresh) as fresh
      from plan
    )
    insert into ${campaignEventDays} (account_id, campaign_id, day, kind, variant, user_id, events, visitors, discarded)
    select account_id, campaign_id, ${day}::date, ${kind}::campaign_event_kind, ${variant}, user_id,
      case when outcome.repeat then 0 else 1 end, case when outcome.fresh then 1 else 0 end, case when outcome.repeat then 1 else 0 end
    from target, outcome
    on conflict (campaign_id, day, kind, variant, user_id) do update
      set events = ${campaignEventDays}.events + excluded.events, visitors = ${campaignEventDays}.visitors + excluded.visitors,
        discarded = ${campaignEventDays}.discarded + excluded.discarded
  `);
}

export type TrackedCampaign = {
  landingPageUrl: string | null;
  /** Variant B's landing page; empty means A's. */
  landingPageUrlB: string | null;
  imageUrl: string | null;
  imageUrlB: string | null;
  /** The company's time zone: the day an event is counted in. */
  timeZone: string;
  /** Deleted: only its landing page is kept, so links in mail already sent still land. */
  deleted: boolean;
  /** The account may send people on: not suspended, not waiting for activation. */
  accountActive: boolean;
};

/** What /r and /i need of a campaign named by a valid token, live or deleted; null when unknown. */
export async function trackedCampaignOf(db: Database, campaignId: string): Promise<TrackedCampaign | null> {
  const [row] = await db
    .select({
      landingPageUrl: campaigns.landingPageUrl,
      landingPageUrlB: campaigns.landingPageUrlB,
      imageUrl: campaigns.imageUrl,
      imageUrlB: campaigns.imageUrlB,
      timeZone: accounts.timeZone,
      status: accounts.status,
    })
    .from(campaigns)
    .innerJoin(accounts, eq(accounts.id, campaigns.accountId))
    .where(eq(campaigns.id, campaignId));
  if (row) {
    const { status, ...campaign } = row;
    return { ...campaign, deleted: false, accountActive: status === "active" };
  }
  // A deleted account takes its kept landing pages along (foreign key cascade): then unknown.
  const [gone] = await db
    .select({ landingPageUrl: deletedCampaigns.landingPageUrl, landingPageUrlB: deletedCampaigns.landingPageUrlB, status: accounts.status })
    .from(deletedCampaigns)
    .innerJoin(accounts, eq(accounts.id, deletedCampaigns.accountId))
    .where(eq(deletedCampaigns.campaignId, campaignId));
  if (!gone) return null;
  return {
    landingPageUrl: gone.landingPageUrl,
    landingPageUrlB: gone.landingPageUrlB,
    imageUrl: null,
    imageUrlB: null,
    timeZone: "UTC",
    deleted: true,
    accountActive: gone.status === "active",
  };
}
