// Adds or removes a campaign from the member's signature. Only the member's own
// account's campaigns exist for them (404 otherwise); only available ones can be added.
// A pick changes the signature, so it follows into Gmail like a profile change (a few seconds
// later, once however many switches; only while Google Workspace is connected).
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { queueProfilePush } from "../integrations";
import { campaignDepartments, campaigns, userCampaignSelections } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { memberDepartmentId, unavailableReason, type Scope } from "./campaign-availability";

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

type Deps = Pick<AppDeps, "db" | "queue">;

export async function selectCampaign({ db, queue }: Deps, scope: Scope, { campaignId }: { campaignId: string }) {
  const campaign = await getAccountCampaign(db, scope, campaignId);
  const reason = await unavailableToMember(db, scope, campaign);
  if (reason) throw new AppError(409, "campaign_unavailable", reason);
  await db.insert(userCampaignSelections).values({ userId: scope.userId, campaignId }).onConflictDoNothing();
  await queueProfilePush({ db, queue }, scope.accountId, scope.userId);
}

export const REQUIRED_CAMPAIGN_MESSAGE = "Your company requires this campaign in your signature, so it can't be switched off.";

// Switching off is allowed even for a campaign that has ended meanwhile; a required campaign
// stays on while it is available to the member (it is in their signature whatever they pick).
export async function unselectCampaign({ db, queue }: Deps, scope: Scope, { campaignId }: { campaignId: string }) {
  const campaign = await getAccountCampaign(db, scope, campaignId);
  if (campaign.isRequired && !(await unavailableToMember(db, scope, campaign))) {
    throw new AppError(409, "campaign_required", REQUIRED_CAMPAIGN_MESSAGE);
  }
  await db
    .delete(userCampaignSelections)
    .where(and(eq(userCampaignSelections.userId, scope.userId), eq(userCampaignSelections.campaignId, campaignId)));
  await queueProfilePush({ db, queue }, scope.accountId, scope.userId);
}
