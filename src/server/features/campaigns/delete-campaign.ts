// Deletes a campaign; its landing page outlives it for the links in mail already sent.
import { and, eq } from "drizzle-orm";
import { campaigns, deletedCampaigns } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "./campaign-view";
import { getCampaignRow, auditTarget } from "./campaign-rows";
import { announceSignatureChange, type AnnounceDeps } from "../mailboxes";

/**
 * Deletes the campaign with its targets, selections and events (foreign keys cascade). Its
 * landing page stays in deleted_campaigns, so its links in mail already sent still land
 * there (counting nothing); that row goes with the account.
 */
export async function deleteCampaign(deps: AnnounceDeps, actor: Actor, { id }: { id: string }) {
  const { db } = deps;
  const row = await getCampaignRow(db, actor, id);
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
    await announceSignatureChange(deps, actor.accountId, { everyone: true }, { tx });
  });
}
