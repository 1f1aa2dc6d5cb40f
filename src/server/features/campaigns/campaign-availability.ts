// Which campaigns a member may use right now: the member's account's campaigns that are
// active, inside their dates, and aimed at every department or at the member's own.
// The picker, the selection checks and the signature renderer all use this one rule.
import { and, eq, exists, gt, isNull, lte, notExists, or, sql, type Column, type Placeholder, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campaignDepartments, campaigns, profiles } from "../../db/schema";

import type { Scope } from "../../lib/scope";

export type { Scope };

export async function memberDepartmentId(db: Database, { userId }: Scope): Promise<string | null> {
  const [row] = await db.select({ departmentId: profiles.departmentId }).from(profiles).where(eq(profiles.id, userId));
  return row?.departmentId ?? null;
}

// The values may also be SQL: a placeholder of a prepared statement, a column of the
// outer query (the member's department), or now(); the signature's one query uses that.
type Value<T> = T | SQL | SQL.Aliased | Placeholder | Column;

export function isAvailableTo(
  db: Database,
  accountId: Value<string>,
  departmentId: Value<string | null>,
  now: Value<Date> = new Date(),
): SQL {
  const targetsOf = (extra?: SQL) =>
    db
      .select({ one: sql`1` })
      .from(campaignDepartments)
      .where(and(eq(campaignDepartments.campaignId, campaigns.id), extra));
  const forEveryone = notExists(targetsOf());
  // A department given as SQL may be null at run time: then no target matches.
  const targeted =
    departmentId === null ? forEveryone : or(forEveryone, exists(targetsOf(eq(campaignDepartments.departmentId, departmentId))));
  return and(
    eq(campaigns.accountId, accountId),
    eq(campaigns.isActive, true),
    or(isNull(campaigns.startsAt), lte(campaigns.startsAt, now)),
    or(isNull(campaigns.endsAt), gt(campaigns.endsAt, now)),
    targeted,
  ) as SQL;
}

/** Why a campaign of the account is not available, or null when it is. */
export function unavailableReason(
  campaign: { isActive: boolean; startsAt: Date | null; endsAt: Date | null },
  targets: string[],
  departmentId: string | null,
  now = new Date(),
): string | null {
  if (!campaign.isActive) return "This campaign is not active, so it can't be added to your signature.";
  if (campaign.startsAt && campaign.startsAt > now) return "This campaign has not started yet.";
  if (campaign.endsAt && campaign.endsAt <= now) return "This campaign has ended.";
  if (targets.length && !(departmentId && targets.includes(departmentId))) return "This campaign is not available for your department.";
  return null;
}
