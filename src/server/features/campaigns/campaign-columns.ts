// What a saved campaign form writes: its columns (start and end typed on the company's wall
// clock, stored as instants; departments the account's own), and the check that its banners
// are the company's own uploads.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { departments } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import { CAMPAIGN_MESSAGES, type CampaignValues } from "../../../shared/campaigns/campaign-schema";
import { timeToInstant } from "../../../shared/campaigns/zoned-time";
import { timeZoneOf } from "../company/time-zone-of";
import { requireOwnFiles } from "../files/own-files";
import type { Actor } from "./campaign-view";

/**
 * The stored columns of the form's values: start and end are wall-clock times in the
 * company's zone, stored as instants (campaigns.time_zone notes the zone they were typed
 * in); departments must be the account's own.
 */
export async function columnsOf(db: Database, scope: Scope, input: CampaignValues) {
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

/** Both banners must be the company's own uploads (or outside addresses): checked in the saving transaction. */
export function requireOwnBanners(tx: Database, baseUrl: string, actor: Actor, input: CampaignValues) {
  const message = () => CAMPAIGN_MESSAGES.bannerNotOwned;
  return requireOwnFiles(tx, baseUrl, actor.accountId, [
    { field: "imageUrl", value: input.imageUrl, message },
    { field: "imageUrlB", value: input.imageUrlB, message },
  ]);
}
