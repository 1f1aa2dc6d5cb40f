// Removing a member: their membership, signature and campaign selections go. A user
// belongs to one account (DESIGN), so a user left with no membership is deleted with
// everything of theirs (sessions, profile) through the foreign keys; a user who still
// belongs elsewhere keeps their login. The last admin can't be removed.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, campaigns, userCampaignSelections, userSignatures, users } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { forgetUser } from "../../auth/session-cache";
import { isAdminRole } from "../../../shared/permissions";
import { TEAM_MESSAGES } from "../../../shared/members/team-schema";
import { requireAnotherAdmin } from "./change-member-role";

export async function removeMember(db: Database, actor: AuditActor, userId: string) {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ role: accountUsers.role, email: users.email })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(and(eq(accountUsers.accountId, actor.accountId), eq(accountUsers.userId, userId)));
    if (!member) throw notFound("Member");
    if (userId === actor.userId) throw new AppError(409, "remove_self", TEAM_MESSAGES.removeSelf);
    if (isAdminRole(member.role)) await requireAnotherAdmin(tx, actor.accountId, userId, TEAM_MESSAGES.lastAdminRemove);
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
    await recordAudit(tx, actor, {
      action: "member.removed",
      target: { type: "member", id: userId, label: member.email },
      details: { role: member.role, userDeleted: !elsewhere },
    });
  });
  forgetUser(db, userId);
}
