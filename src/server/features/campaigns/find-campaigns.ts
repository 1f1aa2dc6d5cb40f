// The account's campaigns (/campaigns): each with its status, how many members have it, and
// its impressions and clicks over the company's last 30 days.
import { and, asc, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, campaignDepartments, campaignEventDays, campaigns, profiles, userCampaignSelections } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { toCampaignView } from "./campaign-view";
import { dayIn } from "../../../shared/campaigns/zoned-time";
import { addDays } from "../../../shared/statistics/statistics-schema";
import { timeZoneOf } from "../company/time-zone-of";
import { targetsOf } from "./campaign-rows";

export async function findCampaigns(db: Database, scope: Scope) {
  const rows = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.accountId, scope.accountId))
    .orderBy(desc(campaigns.createdAt), asc(campaigns.name));
  const ids = rows.map((r) => r.id);
  const targets = await targetsOf(db, ids);
  const selected = ids.length
    ? await db
        .select({ campaignId: userCampaignSelections.campaignId, n: count() })
        .from(userCampaignSelections)
        .where(inArray(userCampaignSelections.campaignId, ids))
        .groupBy(userCampaignSelections.campaignId)
    : [];
  // A required campaign is in every targeted member's signature without a selection row: it
  // counts the members it is aimed at (everyone, or its departments' members).
  const required = rows.filter((r) => r.isRequired).map((r) => r.id);
  const targeted = required.length
    ? await db
        .select({ campaignId: campaigns.id, n: count(accountUsers.userId) })
        .from(campaigns)
        .innerJoin(accountUsers, eq(accountUsers.accountId, campaigns.accountId))
        .leftJoin(profiles, eq(profiles.id, accountUsers.userId))
        .where(
          and(
            eq(campaigns.accountId, scope.accountId),
            inArray(campaigns.id, required),
            sql`(not exists (select 1 from ${campaignDepartments} where ${campaignDepartments.campaignId} = ${campaigns.id})
              or exists (select 1 from ${campaignDepartments} where ${campaignDepartments.campaignId} = ${campaigns.id}
                and ${campaignDepartments.departmentId} = ${profiles.departmentId}))`,
          ),
        )
        .groupBy(campaigns.id)
    : [];
  // The last 30 of the company's days, from the daily roll-up.
  const zone = await timeZoneOf(db, scope);
  const since = addDays(dayIn(new Date(), zone), -29);
  const events = ids.length
    ? await db
        .select({
          campaignId: campaignEventDays.campaignId,
          kind: campaignEventDays.kind,
          n: sql<string>`coalesce(sum(${campaignEventDays.events}), 0)`,
        })
        .from(campaignEventDays)
        .where(and(eq(campaignEventDays.accountId, scope.accountId), gte(campaignEventDays.day, since)))
        .groupBy(campaignEventDays.campaignId, campaignEventDays.kind)
    : [];
  const now = new Date();
  return rows.map((row) => ({
    ...toCampaignView(row, targets.get(row.id) ?? [], zone, now),
    selectedCount: Number((row.isRequired ? targeted : selected).find((s) => s.campaignId === row.id)?.n ?? 0),
    impressions30d: Number(events.find((e) => e.campaignId === row.id && e.kind === "impression")?.n ?? 0),
    clicks30d: Number(events.find((e) => e.campaignId === row.id && e.kind === "click")?.n ?? 0),
  }));
}
