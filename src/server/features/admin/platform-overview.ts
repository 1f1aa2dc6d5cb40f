// Super admin dashboard: the platform at a glance. A few aggregate queries, each on an
// index or a small table scan; nothing per account.
import { and, desc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, campaignEventDays, campaigns, userSignatures, users } from "../../db/schema";
import { accountRowColumns } from "./find-accounts";

export const SIGNUP_WEEKS = 12;
const LIST_LIMIT = 8;

const num = (expression: ReturnType<typeof sql>) => sql<number>`${expression}`.mapWith(Number);

/** Monday (UTC) of the week that holds `date`, as YYYY-MM-DD. */
export function weekStartOf(date: Date) {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

export async function platformOverview(db: Database, now = new Date()) {
  const byStatus = await db
    .select({ status: accounts.status, count: num(sql`count(*)`) })
    .from(accounts)
    .groupBy(accounts.status);
  const counts = { active: 0, pending_activation: 0, suspended: 0 };
  for (const row of byStatus) counts[row.status] = row.count;
  const [{ users: userCount }] = await db.select({ users: num(sql`count(*)`) }).from(users);
  const [{ members }] = await db
    .select({ members: num(sql`count(distinct ${userSignatures.userId})`) })
    .from(userSignatures)
    .where(eq(userSignatures.isActive, true));
  const [{ live }] = await db
    .select({ live: num(sql`count(*)`) })
    .from(campaigns)
    .innerJoin(accounts, eq(accounts.id, campaigns.accountId))
    .where(
      and(
        eq(campaigns.isActive, true),
        eq(accounts.status, "active"),
        or(isNull(campaigns.startsAt), lte(campaigns.startsAt, now)),
        or(isNull(campaigns.endsAt), gte(campaigns.endsAt, now)),
      ),
    );
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const [events] = await db
    .select({
      // The daily roll-up, as /statistics counts them (every event, not only unique visitors).
      impressions: num(sql`coalesce(sum(${campaignEventDays.events}) filter (where ${campaignEventDays.kind} = 'impression'), 0)`),
      clicks: num(sql`coalesce(sum(${campaignEventDays.events}) filter (where ${campaignEventDays.kind} = 'click'), 0)`),
    })
    .from(campaignEventDays)
    .where(gte(campaignEventDays.day, since));

  // Sign-ups per week (Monday to Sunday, UTC), the last SIGNUP_WEEKS weeks, empty weeks included.
  const firstWeek = new Date(`${weekStartOf(now)}T00:00:00Z`);
  firstWeek.setUTCDate(firstWeek.getUTCDate() - 7 * (SIGNUP_WEEKS - 1));
  const weekly = await db
    .select({
      week: sql<string>`to_char(date_trunc('week', ${accounts.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
      count: num(sql`count(*)`),
    })
    .from(accounts)
    .where(gte(accounts.createdAt, firstWeek))
    .groupBy(sql`1`);
  const perWeek = new Map(weekly.map((w) => [w.week, w.count]));
  const signupsPerWeek = Array.from({ length: SIGNUP_WEEKS }, (_, i) => {
    const start = new Date(firstWeek);
    start.setUTCDate(start.getUTCDate() + 7 * i);
    const weekStart = start.toISOString().slice(0, 10);
    return { weekStart, count: perWeek.get(weekStart) ?? 0 };
  });

  const recentSignups = await db
    .select(accountRowColumns)
    .from(accounts)
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(LIST_LIMIT);
  const pending = await db
    .select(accountRowColumns)
    .from(accounts)
    .where(eq(accounts.status, "pending_activation"))
    .orderBy(accounts.createdAt)
    .limit(LIST_LIMIT);

  return {
    accounts: { total: counts.active + counts.pending_activation + counts.suspended, ...counts },
    users: userCount,
    membersWithSignature: members,
    liveCampaigns: live,
    last30Days: events,
    signupsPerWeek,
    recentSignups,
    pending,
  };
}
