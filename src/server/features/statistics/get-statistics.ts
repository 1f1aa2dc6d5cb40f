// The /statistics figures for a range of days, every sum in SQL over the account's daily
// roll-up (campaign_event_days: one row per campaign, day, kind, variant and member, with
// its events and unique visitors, maintained as events arrive; its (account_id, day) index
// serves the range), so 90 days read thousands of rows, never the raw events. Days are the
// company's calendar days (accounts.time_zone), as the events were counted.
import { and, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, campaignEventDays, campaigns, departments, profiles, userSignatures } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { campaignStatus } from "../../../shared/campaigns/campaign-status";
import { twoProportionZTest } from "../../../shared/campaigns/campaign-variant";
import { timeZoneOf } from "../company/time-zone-of";
import { addDays, daysBetween, type Statistics } from "../../../shared/statistics/statistics-schema";

const sumOf = (kind: "click" | "impression") =>
  sql<string>`coalesce(sum(${campaignEventDays.events}) filter (where ${campaignEventDays.kind} = ${kind}), 0)`;
const uniqueClicks = sql<string>`coalesce(sum(${campaignEventDays.visitors}) filter (where ${campaignEventDays.kind} = 'click'), 0)`;
const n = (value: string | number | null | undefined) => Number(value ?? 0);

export async function getStatistics(db: Database, scope: Scope, range: { from: string; to: string }): Promise<Statistics> {
  const days = daysBetween(range.from, range.to) + 1;
  const previousTo = addDays(range.from, -1);
  const previousFrom = addDays(range.from, -days);
  const inRange = (from: string, to: string) =>
    and(eq(campaignEventDays.accountId, scope.accountId), gte(campaignEventDays.day, from), lte(campaignEventDays.day, to));

  const totals = async (from: string, to: string) => {
    const [row] = await db
      .select({ impressions: sumOf("impression"), clicks: sumOf("click"), uniqueClicks })
      .from(campaignEventDays)
      .where(inRange(from, to));
    return { impressions: n(row?.impressions), clicks: n(row?.clicks), uniqueClicks: n(row?.uniqueClicks) };
  };

  const [current, previous, perDay, perCampaign, perDepartment, perMember, memberCounts, campaignRows, timeZone] = await Promise.all([
    totals(range.from, range.to),
    totals(previousFrom, previousTo),
    db
      .select({ day: sql<string>`${campaignEventDays.day}::text`, impressions: sumOf("impression"), clicks: sumOf("click") })
      .from(campaignEventDays)
      .where(inRange(range.from, range.to))
      .groupBy(campaignEventDays.day),
    db
      .select({
        campaignId: campaignEventDays.campaignId,
        variant: campaignEventDays.variant,
        impressions: sumOf("impression"),
        clicks: sumOf("click"),
        uniqueClicks,
      })
      .from(campaignEventDays)
      .where(inRange(range.from, range.to))
      .groupBy(campaignEventDays.campaignId, campaignEventDays.variant),
    db
      .select({ id: departments.id, name: departments.name, impressions: sumOf("impression"), clicks: sumOf("click") })
      .from(campaignEventDays)
      .leftJoin(profiles, eq(profiles.id, campaignEventDays.userId))
      .leftJoin(departments, and(eq(departments.id, profiles.departmentId), eq(departments.accountId, scope.accountId)))
      .where(inRange(range.from, range.to))
      .groupBy(departments.id, departments.name),
    db
      .select({
        userId: profiles.id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: profiles.email,
        impressions: sumOf("impression"),
        clicks: sumOf("click"),
      })
      .from(campaignEventDays)
      .innerJoin(profiles, eq(profiles.id, campaignEventDays.userId))
      .where(inRange(range.from, range.to))
      .groupBy(profiles.id, profiles.firstName, profiles.lastName, profiles.email)
      .orderBy(desc(sumOf("click")), desc(sumOf("impression")))
      .limit(10),
    db
      .select({
        members: count(),
        withSignature: sql<string>`count(${userSignatures.id})`,
        adopted: sql<string>`count(${userSignatures.lastCopiedAt})`,
      })
      .from(accountUsers)
      .leftJoin(
        userSignatures,
        and(
          eq(userSignatures.userId, accountUsers.userId),
          eq(userSignatures.accountId, scope.accountId),
          eq(userSignatures.isActive, true),
        ),
      )
      .where(eq(accountUsers.accountId, scope.accountId)),
    db
      .select({
        id: campaigns.id,
        name: campaigns.name,
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

  const byDay = new Map(perDay.map((r) => [r.day, r]));
  const daily = Array.from({ length: days }, (_, i) => {
    const day = addDays(range.from, i);
    const row = byDay.get(day);
    return { day, impressions: n(row?.impressions), clicks: n(row?.clicks) };
  });

  const campaignStats = campaignRows.map((campaign) => {
    const rows = perCampaign.filter((r) => r.campaignId === campaign.id);
    const variants = rows
      .map((r) => ({
        variant: (r.variant === "b" ? "b" : "a") as "a" | "b",
        impressions: n(r.impressions),
        clicks: n(r.clicks),
        uniqueClicks: n(r.uniqueClicks),
      }))
      .sort((x, y) => x.variant.localeCompare(y.variant));
    const a = variants.find((v) => v.variant === "a");
    const b = variants.find((v) => v.variant === "b");
    return {
      id: campaign.id,
      name: campaign.name,
      status: campaignStatus(campaign),
      impressions: variants.reduce((s, v) => s + v.impressions, 0),
      clicks: variants.reduce((s, v) => s + v.clicks, 0),
      uniqueClicks: variants.reduce((s, v) => s + v.uniqueClicks, 0),
      variants,
      winner: a && b ? twoProportionZTest(a, b).winner : null,
    };
  });

  const counts = memberCounts[0];
  return {
    range: { from: range.from, to: range.to, previousFrom, previousTo },
    timeZone,
    members: n(counts?.members),
    membersWithSignature: n(counts?.withSignature),
    membersAdopted: n(counts?.adopted),
    liveCampaigns: campaignStats.filter((c) => c.status === "live").length,
    current,
    previous,
    daily,
    campaigns: campaignStats,
    departments: perDepartment
      .map((d) => ({ id: d.id, name: d.name ?? "No department", impressions: n(d.impressions), clicks: n(d.clicks) }))
      .sort((x, y) => y.clicks - x.clicks || y.impressions - x.impressions),
    topMembers: perMember.map((m) => ({
      userId: m.userId,
      name: [m.firstName, m.lastName].filter(Boolean).join(" ") || m.email,
      email: m.email,
      impressions: n(m.impressions),
      clicks: n(m.clicks),
    })),
  };
}
