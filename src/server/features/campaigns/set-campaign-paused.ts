// Pauses or resumes a campaign; the audit entry records the status before and after.
import { and, eq } from "drizzle-orm";
import { campaigns } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { recordAudit } from "../audit/record-audit";
import { campaignStatus } from "../../../shared/campaigns/campaign-status";
import { timeZoneOf } from "../company/time-zone-of";
import { type Actor, toCampaignView } from "./campaign-view";
import { targetsOf, getCampaignRow, auditTarget } from "./campaign-rows";
import { announceSignatureChange, type AnnounceDeps } from "../mailboxes";

export async function setCampaignPaused(deps: AnnounceDeps, actor: Actor, { id, paused }: { id: string; paused: boolean }) {
  const { db } = deps;
  const before = await getCampaignRow(db, actor, id);
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
    await announceSignatureChange(deps, actor.accountId, { everyone: true }, { tx });
    return toCampaignView(row, (await targetsOf(tx, [id])).get(id) ?? [], await timeZoneOf(tx, actor));
  });
}
