// Saves the form over a campaign; the audit entry lists what changed.
import { and, eq } from "drizzle-orm";
import { campaigns } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { changesOf, recordAudit } from "../audit/record-audit";
import type { CampaignValues } from "../../../shared/campaigns/campaign-schema";
import { type Actor, toCampaignView } from "./campaign-view";
import { targetsOf, getCampaignRow, setTargets, auditTarget } from "./campaign-rows";
import { columnsOf, requireOwnBanners } from "./campaign-columns";
import { announceSignatureChange, type AnnounceDeps } from "../mailboxes";

export async function updateCampaign(deps: AnnounceDeps, actor: Actor, { id, ...input }: CampaignValues & { id: string }, baseUrl: string) {
  const { db } = deps;
  const before = await getCampaignRow(db, actor, id);
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
    // Its banner, link or audience may be in members' signatures.
    await announceSignatureChange(deps, actor.accountId, { everyone: true }, { tx });
    return toCampaignView(row, departmentIds, zone);
  });
}
