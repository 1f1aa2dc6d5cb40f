// The /statistics figures for a range of days, every sum in SQL over the account's events
// (campaign_events keeps one row per campaign, day, variant, member and visitor, `count`
// holding repeats; its (account_id, day) index serves the range). Days are UTC dates.
import { and, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, campaignEvents, campaigns, departments, profiles, userSignatures } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { campaignStatus } from "../../../shared/campaigns/campaign-status";
import { twoProportionZTest } from "../../../shared/campaigns/campaign-variant";
import { addDays, daysBetween, type Statistics } from "../../../shared/statistics/statistics-schema";

const sumOf = (kind: "click" | "impression") =>
  sql<string>`coalesce(sum(${campaignEvents.count}) filter (where ${campaignEvents.kind} = ${kind}), 0)`;
const uniqueClicks = sql<string>`count(*) filter (where ${campaignEvents.kind} = 'click')`;
const n = (value: string | number | null | undefined) => Number(value ?? 0);

export async function getStatistics(db: Database, scope: Scope, range: { from: string; to: string }): Promise<Statistics> {
  const days = daysBetween(range.from, range.to) + 1;
  const previousTo = addDays(range.from, -1);
  const previousFrom = addDays(range.from, -days);
  const inRange = (from: string, to: string) =>
    and(eq(campaignEvents.accountId, scope.accountId), gte(campaignEvents.day, from), lte(campaignEvents.day, to));

  const totals = async (from: string, to: string) => {
    const [row] = await db
      .select({ impressions: sumOf("impression"), clicks: sumOf("click"), uniqueClicks })
      .from(campaignEvents)
      .where(inRange(from, to));
    return { impressions: n(row?.impressions), clicks: n(row?.clicks), uniqueClicks: n(row?.uniqueClicks) };
  };

  const [current, previous, perDay, perCampaign, perDepartment, perMember, memberCounts, campaignRows] = await Promise.all([
    totals(range.from, range.to),
    totals(previousFrom, previousTo),
    db
      .select({ day: sql<string>`${campaignEvents.day}::text`, impressions: sumOf("impression"), clicks: sumOf("click") })
      .from(campaignEvents)
      .where(inRange(range.from, range.to))
      .groupBy(campaignEvents.day),
    db
      .select({
        campaignId: campaignEvents.campaignId,
        variant: campaignEvents.variant,
        impressions: sumOf("impression"),
        clicks: sumOf("click"),
        uniqueClicks,
      })
      .from(campaignEvents)
      .where(inRange(range.from, range.to))
      .groupBy(campaignEvents.campaignId, campaignEvents.variant),
    db
      .select({ id: departments.id, name: departments.name, impressions: sumOf("impression"), clicks: sumOf("click") })
      .from(campaignEvents)
      .leftJoin(profiles, eq(profiles.id, campaignEvents.userId))
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
      .from(campaignEvents)
      .innerJoin(profiles, eq(profiles.id, campaignEvents.userId))
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
