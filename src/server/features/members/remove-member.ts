// Removing a member: their membership, signature and campaign selections go. A user
// belongs to one account, so a user left with no membership is deleted with
// everything of theirs (sessions, profile) through the foreign keys; a user who still
// belongs elsewhere keeps their login. Who may be removed (not oneself, a super admin only by
// a super admin, never the last super admin or admin) is auth/member-policy.ts's to say.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, campaigns, userCampaignSelections, userSignatures, users } from "../../db/schema";
import { recordAudit, type RoleActor } from "../audit/record-audit";
import { forgetUser } from "../../auth/session-cache";
import { requireMemberAction } from "../../auth/member-policy";
import { memberOfAccount } from "./member-of-account";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";

export async function removeMember(db: Database, actor: RoleActor, userId: string) {
  await db.transaction(async (tx) => {
    const member = await memberOfAccount(tx, actor.accountId, userId);
    await requireMemberAction(tx, actor, { userId, role: member.role }, { kind: "remove_member" }, actor.accountId);
    await tx.delete(userSignatures).where(and(eq(userSignatures.userId, userId), eq(userSignatures.accountId, actor.accountId)));
    const accountCampaigns = tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.accountId, actor.accountId));
    await tx
      .delete(userCampaignSelections)
      .where(and(eq(userCampaignSelections.userId, userId), inArray(userCampaignSelections.campaignId, accountCampaigns)));
    await tx.delete(accountUsers).where(and(eq(accountUsers.accountId, actor.accountId), eq(accountUsers.userId, userId)));
    const [elsewhere] = await tx
      .select({ accountId: accountUsers.accountId })
      .from(accountUsers)
      .where(eq(accountUsers.userId, userId))
      .limit(1);
    if (!elsewhere) await tx.delete(users).where(eq(users.id, userId));
    await recordWebhookEvent(tx, actor.accountId, "member.removed", { member: { id: userId, email: member.email } });
    await recordAudit(tx, actor, {
      action: "member.removed",
      target: { type: "member", id: userId, label: member.email },
      details: { role: member.role, userDeleted: !elsewhere },
    });
  });
  forgetUser(db, userId);
}
