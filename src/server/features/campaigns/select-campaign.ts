// Adds or removes a campaign from the member's signature. Only the member's own
// account's campaigns exist for them (404 otherwise); only available ones can be added.
// A pick changes the signature: it is announced, and follows into the member's mailboxes like a
// profile change (a few seconds later, once however many switches).
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campaignDepartments, campaigns, userCampaignSelections } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { memberDepartmentId, unavailableReason, type Scope } from "./campaign-availability";
import { announceSignatureChange, type AnnounceDeps } from "../mailboxes";

async function getAccountCampaign(db: Database, { accountId }: Scope, campaignId: string) {
  const [campaign] = await db
    .select({
      id: campaigns.id,
      isActive: campaigns.isActive,
      isRequired: campaigns.isRequired,
      startsAt: campaigns.startsAt,
      endsAt: campaigns.endsAt,
    })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.accountId, accountId)));
  if (!campaign) throw notFound("Campaign");
  return campaign;
}

type AccountCampaign = Awaited<ReturnType<typeof getAccountCampaign>>;

/** Why the campaign is not available to the member now (its dates, state or target departments), or null. */
async function unavailableToMember(db: Database, scope: Scope, campaign: AccountCampaign) {
  const targets = await db
    .select({ id: campaignDepartments.departmentId })
    .from(campaignDepartments)
    .where(eq(campaignDepartments.campaignId, campaign.id));
  return unavailableReason(
    campaign,
    targets.map((t) => t.id),
    await memberDepartmentId(db, scope),
  );
}

export async function selectCampaign(deps: AnnounceDeps, scope: Scope, { campaignId }: { campaignId: string }) {
  const { db } = deps;
  const campaign = await getAccountCampaign(db, scope, campaignId);
  const reason = await unavailableToMember(db, scope, campaign);
  if (reason) throw new AppError(409, "campaign_unavailable", reason);
  const [added] = await db
    .insert(userCampaignSelections)
    .values({ userId: scope.userId, campaignId })
    .onConflictDoNothing()
    .returning({ userId: userCampaignSelections.userId });
  if (added) await announceSignatureChange(deps, scope.accountId, { userIds: [scope.userId] });
}

export const REQUIRED_CAMPAIGN_MESSAGE = "Your company requires this campaign in your signature, so it can't be switched off.";

// Switching off is allowed even for a campaign that has ended meanwhile; a required campaign
// stays on while it is available to the member (it is in their signature whatever they pick).
export async function unselectCampaign(deps: AnnounceDeps, scope: Scope, { campaignId }: { campaignId: string }) {
  const { db } = deps;
  const campaign = await getAccountCampaign(db, scope, campaignId);
  if (campaign.isRequired && !(await unavailableToMember(db, scope, campaign))) {
    throw new AppError(409, "campaign_required", REQUIRED_CAMPAIGN_MESSAGE);
  }
  const removed = await db
    .delete(userCampaignSelections)
    .where(and(eq(userCampaignSelections.userId, scope.userId), eq(userCampaignSelections.campaignId, campaignId)))
    .returning({ userId: userCampaignSelections.userId });
  if (removed.length) await announceSignatureChange(deps, scope.accountId, { userIds: [scope.userId] });
}
