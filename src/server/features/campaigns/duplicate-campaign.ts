// Copies a campaign as a draft.
import type { Database } from "../../db/client";
import { campaigns } from "../../db/schema";
import { recordAudit } from "../audit/record-audit";
import { timeZoneOf } from "../company/time-zone-of";
import { type Actor, toCampaignView } from "./campaign-view";
import { targetsOf, getCampaignRow, setTargets, auditTarget } from "./campaign-rows";

/** A copy as a draft ("Copy of ..."), same targets; no selections or events. */
export async function duplicateCampaign(db: Database, actor: Actor, { id }: { id: string }) {
  const source = await getCampaignRow(db, actor, id);
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
