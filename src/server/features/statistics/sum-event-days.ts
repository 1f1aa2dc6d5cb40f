// The sums /statistics shows, read from the daily roll-up (campaign_event_days) in one scan
// of the range: GROUPING SETS give the total, each day, each campaign variant and each
// member at once, so 90 days of a large company are read once, not once per table.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campaignEventDays as d } from "../../db/schema";

export type EventSums = { impressions: number; clicks: number; uniqueClicks: number; discardedRepeats: number };
type Row = {
  set: number;
  day: string | null;
  campaign_id: string | null;
  variant: string | null;
  user_id: string | null;
  impressions: string | number;
  clicks: string | number;
  unique_clicks: string | number;
  discarded: string | number;
};

// grouping(day, campaign_id, variant, user_id): a bit is 1 where the column is not grouped.
const SET = { total: 0b1111, day: 0b0111, campaign: 0b1001, member: 0b1110 } as const;

const sums = sql`coalesce(sum(${d.events}) filter (where ${d.kind} = 'impression'), 0) as impressions,
  coalesce(sum(${d.events}) filter (where ${d.kind} = 'click'), 0) as clicks,
  coalesce(sum(${d.visitors}) filter (where ${d.kind} = 'click'), 0) as unique_clicks,
  coalesce(sum(${d.discarded}), 0) as discarded`;
const inRange = (accountId: string, from: string, to: string) =>
  sql`${d.accountId} = ${accountId} and ${d.day} >= ${from}::date and ${d.day} <= ${to}::date`;

// Both drivers (node-postgres and PGlite) answer `execute` with the rows in `rows`.
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

const sumsOf = (row: Row | undefined): EventSums => ({
  impressions: Number(row?.impressions ?? 0),
  clicks: Number(row?.clicks ?? 0),
  uniqueClicks: Number(row?.unique_clicks ?? 0),
  discardedRepeats: Number(row?.discarded ?? 0),
});

/** Totals, per day, per campaign variant and per member (null: a member since deleted). */
export async function sumEventDays(db: Database, accountId: string, from: string, to: string) {
  const rows = rowsOf(
    await db.execute(sql`
      select grouping(${d.day}, ${d.campaignId}, ${d.variant}, ${d.userId}) as set,
        ${d.day}::text as day, ${d.campaignId} as campaign_id, ${d.variant} as variant, ${d.userId} as user_id, ${sums}
      from ${d}
      where ${inRange(accountId, from, to)}
      group by grouping sets ((), (${d.day}), (${d.campaignId}, ${d.variant}), (${d.userId}))`),
  );
  const of = (set: number) => rows.filter((r) => Number(r.set) === set);
  return {
    total: sumsOf(of(SET.total)[0]),
    byDay: new Map(of(SET.day).map((r) => [r.day!, sumsOf(r)])),
    byCampaign: of(SET.campaign).map((r) => ({ campaignId: r.campaign_id!, variant: r.variant!, ...sumsOf(r) })),
    byMember: of(SET.member).map((r) => ({ userId: r.user_id, ...sumsOf(r) })),
  };
}

/** Only the totals of a range (the previous period the page compares with). */
export async function totalOfEventDays(db: Database, accountId: string, from: string, to: string): Promise<EventSums> {
  return sumsOf(rowsOf(await db.execute(sql`select ${sums} from ${d} where ${inRange(accountId, from, to)}`))[0]);
}
