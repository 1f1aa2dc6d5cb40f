// Changing a member's role. Who may (an account keeps an admin, only a super admin grants or
// removes super_admin, the platform keeps a super admin) is auth/member-policy.ts's to say,
// inside this transaction with the rows it counts locked.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { recordAudit, type RoleActor } from "../audit/record-audit";
import { forgetUser } from "../../auth/session-cache";
import { requireMemberAction } from "../../auth/member-policy";
import { memberOfAccount } from "./member-of-account";
import type { Role } from "../../../shared/permissions";
import { teamRowOf } from "./team-rows";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";

export async function changeMemberRole(db: Database, actor: RoleActor, userId: string, role: Role) {
  await db.transaction(async (tx) => {
    const member = await memberOfAccount(tx, actor.accountId, userId);
    if (member.role === role) return;
    await requireMemberAction(tx, actor, { userId, role: member.role }, { kind: "change_role", role }, actor.accountId);
    await tx
      .update(accountUsers)
      .set({ role })
      .where(and(eq(accountUsers.accountId, actor.accountId), eq(accountUsers.userId, userId)));
    await recordWebhookEvent(tx, actor.accountId, "member.updated", { member: { id: userId, email: member.email }, fields: ["role"] });
    await recordAudit(tx, actor, {
      action: "member.role_changed",
      target: { type: "member", id: userId, label: member.email },
      changes: { role: [member.role, role] },
    });
  });
  // The member's cached membership (and so their role) is dropped at once on this process.
  forgetUser(db, userId);
  const row = await teamRowOf(db, actor.accountId, "member", userId);
  if (!row) throw notFound("Member");
  return row;
}
