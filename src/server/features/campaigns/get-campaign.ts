// One of the account's campaigns, as the admin sees it; another account's is not found.
import type { Database } from "../../db/client";
import type { Scope } from "../../lib/scope";
import { timeZoneOf } from "../company/time-zone-of";
import { toCampaignView } from "./campaign-view";
import { targetsOf, getCampaignRow } from "./campaign-rows";

export async function getCampaign(db: Database, scope: Scope, { id }: { id: string }) {
  const row = await getCampaignRow(db, scope, id);
  return toCampaignView(row, (await targetsOf(db, [id])).get(id) ?? [], await timeZoneOf(db, scope));
}
