// The rows behind an admin's campaign operations: the campaign in the caller's account (another
// account's is not found), its target departments, and how the audit log names it.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campaignDepartments, campaigns } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import type { CampaignRow } from "./campaign-view";

export async function targetsOf(db: Database, campaignIds: string[]) {
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

export async function getCampaignRow(db: Database, scope: Pick<Scope, "accountId">, id: string) {
  const row = await rowOf(db, scope, id);
  if (!row) throw notFound("Campaign");
  return row;
}

export const auditTarget = (row: Pick<CampaignRow, "id" | "name">) => ({ type: "campaign", id: row.id, label: row.name });

export async function setTargets(db: Database, campaignId: string, departmentIds: string[]) {
  await db.delete(campaignDepartments).where(eq(campaignDepartments.campaignId, campaignId));
  if (departmentIds.length)
    await db.insert(campaignDepartments).values(departmentIds.map((departmentId) => ({ campaignId, departmentId })));
}
