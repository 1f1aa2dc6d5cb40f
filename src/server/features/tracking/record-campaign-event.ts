// Counts clicks and impressions (decisions 014, 020 and 051), many in one statement:
// - campaign_events: one row per campaign, kind, day, variant, member and visitor (a hash of
//   the client's network, day and campaign); repeats add to `count`. At most
//   VISITOR_ROWS_PER_DAY visitor rows per campaign, kind, day, variant and member: past that
//   a flood of fresh networks writes no new row, it is only counted in the roll-up.
// - A visitor counts at most COUNTED_PER_VISITOR_DAY events per campaign, kind and day (the
//   sum of its rows); later ones are counted only as `discarded`. The row's own cap is checked
//   on the locked row (ON CONFLICT ... WHERE), so parallel writers (two processes, two
//   batches) can't pass it: a batch refused there is counted as discarded.
// - campaign_event_days: the daily roll-up that /statistics and /campaigns read: `events` +
//   the counted events, `visitors` + 1 only for the visitor's first row of the campaign, kind
//   and day (so unique clicks are distinct visitors per campaign and day, credited to the
//   member whose link came first), `discarded` + the repeats past the cap. Written by the same
//   statement as the visitor rows: the two tables never disagree.
// Only a live campaign of the member's own, active account counts: a paused, draft, ended or
// deleted one records nothing. `day` is the company's calendar day at the event.
// Events arrive gathered (campaign-event-buffer.ts): one entry per visitor row with the number
// of times it was seen. One statement writes a "round" in which each visitor (campaign, kind,
// day, visitor) appears once, so every entry's cap sees the rows of the entries before it; a
// visitor seen on two members' links in one batch takes two rounds, in the order of arrival.
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

/** One visitor row's events of a batch: the event and how many times it came. */
export type GatheredEvent = CampaignEvent & { times: number };

type Limits = { visitorRows?: number; perVisitor?: number };

/**
 * The event as a gathered row, counted once so far. Field by field, not spread: on every tracked
 * request, an object spread left hundreds of bytes in the old generation (decision 075).
 */
export const gathered = (e: CampaignEvent): GatheredEvent => ({
  kind: e.kind,
  campaignId: e.campaignId,
  userId: e.userId,
  variant: e.variant,
  day: e.day,
  visitor: e.visitor,
  times: 1,
});

/** The visitor whose cap an event counts against: campaign, kind, day and network hash. */
export const visitorOf = (e: CampaignEvent) => `${e.campaignId}|${e.kind}|${e.day}|${e.visitor}`;

/** Counts one event (tests, and callers that write at once). */
export function recordCampaignEvent(db: Database, event: CampaignEvent, limits: Limits = {}) {
  return recordCampaignEvents(db, [gathered(event)], limits);
}

/** Counts gathered events, in order of first arrival: one statement per round (usually one). */
export async function recordCampaignEvents(db: Database, events: GatheredEvent[], limits: Limits = {}) {
  const rounds: GatheredEvent[][] = [];
  const seen = new Map<string, number>();
  for (const event of events) {
    const key = visitorOf(event);
    const round = seen.get(key) ?? 0;
    seen.set(key, round + 1);
    (rounds[round] ??= []).push(event);
  }
  for (const round of rounds) await recordRound(db, round, limits);
}

async function recordRound(db: Database, events: GatheredEvent[], limits: Limits) {
  const visitorRows = limits.visitorRows ?? VISITOR_ROWS_PER_DAY;
  const clickCap = limits.perVisitor ?? COUNTED_PER_VISITOR_DAY.click;
  const impressionCap = limits.perVisitor ?? COUNTED_PER_VISITOR_DAY.impression;
  const capOf = (kind: unknown) => sql`(case when ${kind} = 'click' then ${clickCap}::int else ${impressionCap}::int end)`;
  const rows = JSON.stringify(
    events.map((e) => ({
      campaign_id: e.campaignId,
      kind: e.kind,
      day: e.day,
      variant: e.variant,
      user_id: e.userId,
      visitor: e.visitor,
      times: e.times,
    })),
  );
  const sameMemberDay = sql`e.campaign_id = t.campaign_id and e.kind = t.kind and e.day = t.day and e.variant = t.variant and e.user_id = t.user_id`;
  await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${rows}::jsonb)
        as i(campaign_id uuid, kind campaign_event_kind, day date, variant text, user_id text, visitor text, times int)
    ), target as (
      select i.*, ${campaigns.accountId} as account_id, ${capOf(sql`i.kind`)} as cap
      from input i
      join ${campaigns} on ${campaigns.id} = i.campaign_id and ${campaigns.isActive}
        and (${campaigns.startsAt} is null or ${campaigns.startsAt} <= now())
        and (${campaigns.endsAt} is null or ${campaigns.endsAt} > now())
      -- The account is active and the member still belongs to it.
      join ${accounts} on ${accounts.id} = ${campaigns.accountId} and ${accounts.status} = 'active'
      join ${accountUsers} on ${accountUsers.accountId} = ${campaigns.accountId} and ${accountUsers.userId} = i.user_id
    ), plan as (
      select t.*, seen.rows = 0 as first, least(t.times, greatest(t.cap - seen.counted, 0)) as allowed,
        seen.counted < t.cap and (
          exists (select 1 from ${campaignEvents} e where ${sameMemberDay} and e.visitor = t.visitor)
          or (select count(*) from (select 1 from ${campaignEvents} e where ${sameMemberDay} limit ${visitorRows}) kept) < ${visitorRows}
        ) as write
      from target t
      -- This visitor's events of the campaign, kind and day, over every member and variant.
      cross join lateral (
        select coalesce(sum(e.count), 0) as counted, count(*) as rows from ${campaignEvents} e
        where e.campaign_id = t.campaign_id and e.day = t.day and e.kind = t.kind and e.visitor = t.visitor
      ) seen
    ), visit as (
      insert into ${campaignEvents} (account_id, campaign_id, user_id, kind, day, variant, visitor, count)
      select account_id, campaign_id, user_id, kind, day, variant, visitor, allowed from plan
      where plan.write
      on conflict (campaign_id, kind, day, variant, user_id, visitor) do update set count = ${campaignEvents}.count + excluded.count
        where ${campaignEvents}.count + excluded.count <= ${capOf(sql`${campaignEvents}.kind`)}
      returning campaign_id, kind, day, variant, user_id, visitor, ${campaignEvents}.count
    ), outcome as (
      -- Refused by the row itself (a parallel writer got there first): nothing of it counts.
      -- Past the flood bound (no row written) the events below the cap still count.
      select p.*, case when p.write and v.count is null then 0 else p.allowed end as counted,
        p.first and v.count = p.allowed as fresh
      from plan p
      left join visit v on (v.campaign_id, v.kind, v.day, v.variant, v.user_id, v.visitor)
        = (p.campaign_id, p.kind, p.day, p.variant, p.user_id, p.visitor)
    )
    insert into ${campaignEventDays} (account_id, campaign_id, day, kind, variant, user_id, events, visitors, discarded)
    select account_id, campaign_id, day, kind, variant, user_id,
      sum(counted), count(*) filter (where fresh), sum(times - counted)
    from outcome
    group by account_id, campaign_id, day, kind, variant, user_id
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
  /** Active (not draft, not paused), between these instants when set: then its events count. */
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
};

/** Whether the campaign is live at `now` (the statement checks it again when it writes). */
export const isLive = (c: TrackedCampaign, now: Date) => c.isActive && (!c.startsAt || c.startsAt <= now) && (!c.endsAt || c.endsAt > now);

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
      isActive: campaigns.isActive,
      startsAt: campaigns.startsAt,
      endsAt: campaigns.endsAt,
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
    isActive: false,
    startsAt: null,
    endsAt: null,
  };
}
