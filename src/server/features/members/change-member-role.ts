// Changing a member's role. An account always keeps at least one admin-level member, and
// only a super admin grants or removes super_admin. The account row is locked first, so
// two admins demoting each other at once can't leave the account without an admin.
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, accountUsers, users } from "../../db/schema";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { forgetUser } from "../../auth/session-cache";
import { isAdminRole, type Role } from "../../../shared/permissions";
import { TEAM_MESSAGES } from "../../../shared/members/team-schema";
import { teamRowOf } from "./team-rows";

export type RoleActor = AuditActor & { role: Role };

/** Refuses when `userId` is the account's only admin-level member (call inside a transaction). */
export async function requireAnotherAdmin(tx: Database, accountId: string, userId: string, message: string) {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
  const [other] = await tx
    .select({ userId: accountUsers.userId })
    .from(accountUsers)
    .where(
      and(eq(accountUsers.accountId, accountId), ne(accountUsers.userId, userId), inArray(accountUsers.role, ["admin", "super_admin"])),
    )
    .limit(1);
  if (!other) throw new AppError(409, "last_admin", message, { role: message });
}

export async function changeMemberRole(db: Database, actor: RoleActor, userId: string, role: Role) {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ role: accountUsers.role, email: users.email })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(and(eq(accountUsers.accountId, actor.accountId), eq(accountUsers.userId, userId)));
    if (!member) throw notFound("Member");
    if (member.role === role) return;
    if ((role === "super_admin" || member.role === "super_admin") && actor.role !== "super_admin")
      throw forbidden(TEAM_MESSAGES.superAdminOnly);
    if (isAdminRole(member.role) && !isAdminRole(role)) await requireAnotherAdmin(tx, actor.accountId, userId, TEAM_MESSAGES.lastAdmin);
    await tx
      .update(accountUsers)
      .set({ role })
      .where(and(eq(accountUsers.accountId, actor.accountId), eq(accountUsers.userId, userId)));
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
