// Removing a member: their membership, signature and campaign selections go. A user
// belongs to one account, so a user left with no membership is deleted with
// everything of theirs (sessions, profile) through the foreign keys; a user who still
// belongs elsewhere keeps their login. Who may be removed (not oneself, a super admin only by
// a super admin, never the last super admin or admin) is auth/member-policy.ts's to say.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, campaigns, directoryMembers, mailboxPushes, userCampaignSelections, userSignatures, users } from "../../db/schema";
import { recordAudit, type RoleActor } from "../audit/record-audit";
import { forgetUser } from "../../auth/session-cache";
import { requireMemberAction } from "../../auth/member-policy";
import { memberOfAccount } from "./member-of-account";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";

/**
 * In the caller's transaction, after the member policy allowed it: the membership and what
 * hangs on it go, and the user too when this was their only company. SCIM's DELETE runs
 * the same steps (features/scim).
 */
export async function deleteMembership(tx: Database, accountId: string, userId: string) {
  await tx.delete(userSignatures).where(and(eq(userSignatures.userId, userId), eq(userSignatures.accountId, accountId)));
  const accountCampaigns = tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.accountId, accountId));
  await tx
    .delete(userCampaignSelections)
    .where(and(eq(userCampaignSelections.userId, userId), inArray(userCampaignSelections.campaignId, accountCampaigns)));
  // A directory's link and mailbox pushes are of this company only.
  await tx.delete(directoryMembers).where(and(eq(directoryMembers.accountId, accountId), eq(directoryMembers.userId, userId)));
  await tx.delete(mailboxPushes).where(and(eq(mailboxPushes.accountId, accountId), eq(mailboxPushes.userId, userId)));
  await tx.delete(accountUsers).where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
  const [elsewhere] = await tx
    .select({ accountId: accountUsers.accountId })
    .from(accountUsers)
    .where(eq(accountUsers.userId, userId))
    .limit(1);
  if (!elsewhere) await tx.delete(users).where(eq(users.id, userId));
  return { userDeleted: !elsewhere };
}

export async function removeMember(db: Database, actor: RoleActor, userId: string) {
  await db.transaction(async (tx) => {
    const member = await memberOfAccount(tx, actor.accountId, userId);
    await requireMemberAction(tx, actor, { userId, role: member.role }, { kind: "remove_member" }, actor.accountId);
    const { userDeleted } = await deleteMembership(tx, actor.accountId, userId);
    await recordWebhookEvent(tx, actor.accountId, "member.removed", { member: { id: userId, email: member.email } });
    await recordAudit(tx, actor, {
      action: "member.removed",
      target: { type: "member", id: userId, label: member.email },
      details: { role: member.role, userDeleted },
    });
  });
  forgetUser(db, userId);
}
