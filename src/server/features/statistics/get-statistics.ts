// The /statistics figures for a range of days. Impressions and clicks come from the daily
// roll-up (campaign_event_days: one row per campaign, day, kind, variant and member, with
// its events and unique visitors, maintained as events arrive), read in one grouped scan of
// the range plus one sum of the previous period (sum-event-days.ts); never the raw events.
// Days are the company's calendar days (accounts.time_zone), as the events were counted.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campaigns, departments, profiles } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { campaignStatus } from "../../../shared/campaigns/campaign-status";
import { hasVariants, twoProportionZTest } from "../../../shared/campaigns/campaign-variant";
import { timeZoneOf } from "../company/time-zone-of";
import { addDays, daysBetween, type Statistics } from "../../../shared/statistics/statistics-schema";
import { sumEventDays, totalOfEventDays } from "./sum-event-days";
import { countAdoption } from "./count-adoption";
import { countSignedMessages } from "../mail-relay";

const TOP_MEMBERS = 10;

/** Who the members with events are: name, email and department (one query for all of them). */
async function membersOf(db: Database, accountId: string, userIds: string[]) {
  if (userIds.length === 0)
    return new Map<string, { name: string; email: string; departmentId: string | null; department: string | null }>();
  const rows = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      departmentId: departments.id,
      department: departments.name,
    })
    .from(profiles)
    .leftJoin(departments, and(eq(departments.id, profiles.departmentId), eq(departments.accountId, accountId)))
    .where(inArray(profiles.id, userIds));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        name: [r.firstName, r.lastName].filter(Boolean).join(" ") || r.email,
        email: r.email,
        departmentId: r.departmentId,
        department: r.department,
      },
    ]),
  );
}

export async function getStatistics(db: Database, scope: Scope, range: { from: string; to: string }): Promise<Statistics> {
  const days = daysBetween(range.from, range.to) + 1;
  const previousTo = addDays(range.from, -1);
  const previousFrom = addDays(range.from, -days);

  const [sums, previous, adoption, campaignRows, timeZone] = await Promise.all([
    sumEventDays(db, scope.accountId, range.from, range.to),
    totalOfEventDays(db, scope.accountId, previousFrom, previousTo),
    countAdoption(db, scope.accountId),
    db
      .select({
        id: campaigns.id,
        name: campaigns.name,
        imageUrlB: campaigns.imageUrlB,
        ctaTextB: campaigns.ctaTextB,
        isActive: campaigns.isActive,
        pausedAt: campaigns.pausedAt,
        startsAt: campaigns.startsAt,
        endsAt: campaigns.endsAt,
      })
      .from(campaigns)
      .where(eq(campaigns.accountId, scope.accountId))
      .orderBy(desc(campaigns.createdAt)),
    timeZoneOf(db, scope),
  ]);

  const [signedNow, signedBefore] = await Promise.all([
    countSignedMessages(db, scope.accountId, timeZone, range.from, range.to),
    countSignedMessages(db, scope.accountId, timeZone, previousFrom, previousTo),
  ]);

  const daily = Array.from({ length: days }, (_, i) => {
    const day = addDays(range.from, i);
    const row = sums.byDay.get(day);
    return { day, impressions: row?.impressions ?? 0, clicks: row?.clicks ?? 0 };
  });
  const members = await membersOf(
    db,
    scope.accountId,
    sums.byMember.flatMap((m) => (m.userId ? [m.userId] : [])),
  );

  const campaignStats = campaignRows.map((campaign) => {
    const rows = sums.byCampaign.filter((r) => r.campaignId === campaign.id);
    // An A/B campaign (or one with events of variant B) has a row for each variant, zero
    // when it has no events yet; any other campaign only its events' rows.
    const abTest = hasVariants(campaign) || rows.some((r) => r.variant === "b");
    const variants = (abTest ? (["a", "b"] as const) : (["a"] as const)).flatMap((variant) => {
      const r = rows.find((row) => (row.variant === "b" ? "b" : "a") === variant);
      if (!r && !abTest) return [];
      return [
        {
          variant,
          impressions: r?.impressions ?? 0,
          clicks: r?.clicks ?? 0,
          uniqueClicks: r?.uniqueClicks ?? 0,
          discardedRepeats: r?.discardedRepeats ?? 0,
        },
      ];
    });
    const a = variants.find((v) => v.variant === "a");
    const b = variants.find((v) => v.variant === "b");
    return {
      id: campaign.id,
      name: campaign.name,
      status: campaignStatus(campaign),
      impressions: variants.reduce((s, v) => s + v.impressions, 0),
      clicks: variants.reduce((s, v) => s + v.clicks, 0),
      uniqueClicks: variants.reduce((s, v) => s + v.uniqueClicks, 0),
      discardedRepeats: variants.reduce((s, v) => s + v.discardedRepeats, 0),
      variants,
      winner: a && b ? twoProportionZTest(a, b).winner : null,
    };
  });

  return {
    range: { from: range.from, to: range.to, previousFrom, previousTo },
    timeZone,
    members: adoption.members,
    membersWithSignature: adoption.withSignature,
    membersAdopted: adoption.adopted,
    adoptedBy: adoption.bySource,
    liveCampaigns: campaignStats.filter((c) => c.status === "live").length,
    current: sums.total,
    previous,
    signedMessages: { current: signedNow, previous: signedBefore },
    daily,
    campaigns: campaignStats,
    departments: departmentsOf(sums.byMember, members),
    topMembers: sums.byMember
      .flatMap((m) => {
        const member = m.userId ? members.get(m.userId) : undefined;
        return member ? [{ userId: m.userId!, name: member.name, email: member.email, impressions: m.impressions, clicks: m.clicks }] : [];
      })
      .sort((x, y) => y.clicks - x.clicks || y.impressions - x.impressions)
      .slice(0, TOP_MEMBERS),
  };
}

type MemberSums = { userId: string | null; impressions: number; clicks: number };

/** Per department (members without one, or since deleted, under "No department"). */
function departmentsOf(byMember: MemberSums[], members: Awaited<ReturnType<typeof membersOf>>) {
  const byDepartment = new Map<string | null, { id: string | null; name: string; impressions: number; clicks: number }>();
  for (const m of byMember) {
    const member = m.userId ? members.get(m.userId) : undefined;
    const id = member?.departmentId ?? null;
    const entry = byDepartment.get(id) ?? { id, name: member?.department ?? "No department", impressions: 0, clicks: 0 };
    entry.impressions += m.impressions;
    entry.clicks += m.clicks;
    byDepartment.set(id, entry);
  }
  return [...byDepartment.values()].sort((x, y) => y.clicks - x.clicks || y.impressions - x.impressions);
}
