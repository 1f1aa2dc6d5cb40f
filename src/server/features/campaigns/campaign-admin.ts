// An admin's campaigns (/campaigns): list with status and 30-day counts, create, edit,
// duplicate, pause, resume, delete. Every query is scoped to the caller's account; another
// account's campaign is simply not found (404). Every change writes one audit entry in its
// transaction. Whether a member sees a campaign is decided elsewhere, in one place
// (campaign-availability.ts), from the same columns written here.
import { and, asc, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  accountUsers,
  campaignDepartments,
  campaignEventDays,
  campaigns,
  deletedCampaigns,
  departments,
  profiles,
  userCampaignSelections,
} from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import { changesOf, recordAudit, type AuditActor } from "../audit/record-audit";
import { campaignStatus } from "../../../shared/campaigns/campaign-status";
import { CAMPAIGN_MESSAGES, type CampaignValues } from "../../../shared/campaigns/campaign-schema";
import { dayIn, instantToZoned, timeToInstant } from "../../../shared/campaigns/zoned-time";
import { addDays } from "../../../shared/statistics/statistics-schema";
import { timeZoneOf } from "../company/time-zone-of";
import { requireOwnFiles } from "../files/own-files";

export type Actor = Scope & { ip: string | null };
type Row = typeof campaigns.$inferSelect;

/** The campaign as the admin sees it; start and end also on the company's wall clock (`zone`). */
export function toCampaignView(row: Row, departmentIds: string[], zone: string, now = new Date()) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    altText: row.altText,
    landingPageUrl: row.landingPageUrl,
    ctaText: row.ctaText,
    imageUrlB: row.imageUrlB,
    ctaTextB: row.ctaTextB,
    altTextB: row.altTextB,
    landingPageUrlB: row.landingPageUrlB,
    isRequired: row.isRequired,
    isActive: row.isActive,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    startsAtLocal: row.startsAt ? instantToZoned(row.startsAt, zone) : null,
    endsAtLocal: row.endsAt ? instantToZoned(row.endsAt, zone) : null,
    timeZone: zone,
    departmentIds,
    status: campaignStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function targetsOf(db: Database, campaignIds: string[]) {
  const map = new Map<string, string[]>();
  if (campaignIds.length === 0) return map;
  const rows = await db
    .select({ campaignId: campaignDepartments.campaignId, departmentId: campaignDepartments.departmentId })
    .from(campaignDepartments)
    .where(inArray(campaignDepartments.campaignId, campaignIds));
  for (const row of rows) map.set(row.campaignId, [...(map.get(row.campaignId) ?? []), row.departmentId]);
  return map;
}

async function rowOf(db: Database, { accountId }: Pick<Scope, "accountId">, id: string) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.accountId, accountId)));
  return row ?? null;
}

async function getRow(db: Database, scope: Pick<Scope, "accountId">, id: string) {
  const row = await rowOf(db, scope, id);
  if (!row) throw notFound("Campaign");
  return row;
}

export async function getCampaign(db: Database, scope: Scope, { id }: { id: string }) {
  const row = await getRow(db, scope, id);
  return toCampaignView(row, (await targetsOf(db, [id])).get(id) ?? [], await timeZoneOf(db, scope));
}

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

/**
 * The stored columns of the form's values: start and end are wall-clock times in the
 * company's zone, stored as instants (campaigns.time_zone notes the zone they were typed
 * in); departments must be the account's own.
 */
async function columnsOf(db: Database, scope: Scope, input: CampaignValues) {
  const zone = await timeZoneOf(db, scope);
  const startsAt = input.startsAt ? timeToInstant(input.startsAt, zone) : null;
  const endsAt = input.endsAt ? timeToInstant(input.endsAt, zone) : null;
  if (startsAt && endsAt && endsAt <= startsAt)
    throw badRequest(CAMPAIGN_MESSAGES.endBeforeStart, { endsAt: CAMPAIGN_MESSAGES.endBeforeStart });
  const departmentIds = [...new Set(input.departmentIds.map((id) => id.toLowerCase()))];
  if (departmentIds.length) {
    const found = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.accountId, scope.accountId), inArray(departments.id, departmentIds)));
    if (found.length !== departmentIds.length)
      throw badRequest(CAMPAIGN_MESSAGES.departmentInvalid, { departmentIds: CAMPAIGN_MESSAGES.departmentInvalid });
  }
  return {
    columns: {
      name: input.name,
      description: input.description,
      imageUrl: input.imageUrl,
      altText: input.altText,
      landingPageUrl: input.landingPageUrl,
      ctaText: input.ctaText,
      imageUrlB: input.imageUrlB,
      ctaTextB: input.ctaTextB,
      altTextB: input.altTextB,
      landingPageUrlB: input.landingPageUrlB,
      isRequired: input.isRequired,
      startsAt,
      endsAt,
      timeZone: zone,
    },
    zone,
    departmentIds: departmentIds.sort(),
  };
}

const auditTarget = (row: Pick<Row, "id" | "name">) => ({ type: "campaign", id: row.id, label: row.name });

/** Both banners must be the company's own uploads (or outside addresses): checked in the saving transaction. */
function requireOwnBanners(tx: Database, baseUrl: string, actor: Actor, input: CampaignValues) {
  const message = () => CAMPAIGN_MESSAGES.bannerNotOwned;
  return requireOwnFiles(tx, baseUrl, actor.accountId, [
    { field: "imageUrl", value: input.imageUrl, message },
    { field: "imageUrlB", value: input.imageUrlB, message },
  ]);
}

async function setTargets(db: Database, campaignId: string, departmentIds: string[]) {
  await db.delete(campaignDepartments).where(eq(campaignDepartments.campaignId, campaignId));
  if (departmentIds.length)
    await db.insert(campaignDepartments).values(departmentIds.map((departmentId) => ({ campaignId, departmentId })));
}

export async function createCampaign(db: Database, actor: Actor, input: CampaignValues, baseUrl: string) {
  const { columns, zone, departmentIds } = await columnsOf(db, actor, input);
  return db.transaction(async (tx) => {
    await requireOwnBanners(tx, baseUrl, actor, input);
    const [row] = await tx
      .insert(campaigns)
      .values({ ...columns, accountId: actor.accountId, isActive: input.publish })
      .returning();
    await setTargets(tx, row.id, departmentIds);
    await recordAudit(tx, actor as AuditActor, {
      action: "campaign.created",
      target: auditTarget(row),
      details: { status: campaignStatus(row), departmentIds, isRequired: row.isRequired },
    });
    return toCampaignView(row, departmentIds, zone);
  });
}

export async function updateCampaign(db: Database, actor: Actor, { id, ...input }: CampaignValues & { id: string }, baseUrl: string) {
  const before = await getRow(db, actor, id);
  const beforeTargets = ((await targetsOf(db, [id])).get(id) ?? []).sort();
  const { columns, zone, departmentIds } = await columnsOf(db, actor, input);
  return db.transaction(async (tx) => {
    await requireOwnBanners(tx, baseUrl, actor, input);
    const [row] = await tx
      .update(campaigns)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(campaigns.id, id), eq(campaigns.accountId, actor.accountId)))
      .returning();
    if (!row) throw notFound("Campaign");
    await setTargets(tx, id, departmentIds);
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    const changes = changesOf(
      { ...before, startsAt: iso(before.startsAt), endsAt: iso(before.endsAt), departmentIds: beforeTargets } as Record<string, unknown>,
      { ...columns, startsAt: iso(columns.startsAt), endsAt: iso(columns.endsAt), departmentIds },
    );
    await recordAudit(tx, actor, { action: "campaign.updated", target: auditTarget(row), changes });
    return toCampaignView(row, departmentIds, zone);
  });
}

export async function setCampaignPaused(db: Database, actor: Actor, { id, paused }: { id: string; paused: boolean }) {
  const before = await getRow(db, actor, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(campaigns)
      .set(
        paused
          ? { isActive: false, pausedAt: new Date(), updatedAt: new Date() }
          : { isActive: true, pausedAt: null, updatedAt: new Date() },
      )
      .where(and(eq(campaigns.id, id), eq(campaigns.accountId, actor.accountId)))
      .returning();
    if (!row) throw notFound("Campaign");
    await recordAudit(tx, actor, {
      action: paused ? "campaign.paused" : "campaign.resumed",
      target: auditTarget(row),
      changes: { status: [campaignStatus(before), campaignStatus(row)] },
    });
    return toCampaignView(row, (await targetsOf(tx, [id])).get(id) ?? [], await timeZoneOf(tx, actor));
  });
}

/** A copy as a draft ("Copy of ..."), same targets; no selections or events. */
export async function duplicateCampaign(db: Database, actor: Actor, { id }: { id: string }) {
  const source = await getRow(db, actor, id);
  const targets = (await targetsOf(db, [id])).get(id) ?? [];
  const name = `Copy of ${source.name}`.slice(0, 80);
  return db.transaction(async (tx) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = source;
    const [row] = await tx
      .insert(campaigns)
      .values({ ...rest, name, isActive: false, pausedAt: null })
      .returning();
    await setTargets(tx, row.id, targets);
    await recordAudit(tx, actor, { action: "campaign.created", target: auditTarget(row), details: { duplicatedFrom: source.id } });
    return toCampaignView(row, targets, await timeZoneOf(tx, actor));
  });
}

/**
 * Deletes the campaign with its targets, selections and events (foreign keys cascade). Its
 * landing page stays in deleted_campaigns, so its links in mail already sent still land
 * there (counting nothing); that row goes with the account.
 */
export async function deleteCampaign(db: Database, actor: Actor, { id }: { id: string }) {
  const row = await getRow(db, actor, id);
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(campaigns)
      .where(and(eq(campaigns.id, id), eq(campaigns.accountId, actor.accountId)))
      .returning({ landingPageUrl: campaigns.landingPageUrl, landingPageUrlB: campaigns.landingPageUrlB });
    if (!gone) throw notFound("Campaign");
    await tx
      .insert(deletedCampaigns)
      .values({ campaignId: id, accountId: actor.accountId, landingPageUrl: gone.landingPageUrl, landingPageUrlB: gone.landingPageUrlB })
      .onConflictDoNothing();
    await recordAudit(tx, actor, { action: "campaign.deleted", target: auditTarget(row) });
  });
}
