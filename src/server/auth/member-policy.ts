// The server side of who may change or remove whom (shared/members/member-policy.ts holds
// the rules). Every route that changes a role or removes a membership or a user calls
// `requireMemberAction` inside the transaction that makes the change: it reads the facts
// the rules need with the rows locked, so two changes at once can't together remove the
// last super admin or an account's last admin.
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { accounts, accountUsers } from "../db/schema";
import { AppError } from "../lib/errors";
import {
  accountDeletionRefusal,
  memberActionRefusal,
  takesAdminAway,
  takesSuperAdminAway,
  type MemberAction,
  type MemberFacts,
  type MemberRefusal,
} from "../../shared/members/member-policy";
import { isAdminRole, type Role } from "../../shared/permissions";

type Party = { userId: string; role: Role | null };

const RANK: Record<Role, number> = { user: 1, admin: 2, super_admin: 3 };

/** The user's highest role over their memberships (null: none): what deleting the user takes away. */
export async function highestRoleOf(tx: Database, userId: string): Promise<Role | null> {
  const rows = await tx.select({ role: accountUsers.role }).from(accountUsers).where(eq(accountUsers.userId, userId));
  return rows.reduce<Role | null>((best, { role }) => (!best || RANK[role] > RANK[best] ? role : best), null);
}

const refusalError = (refusal: MemberRefusal) => new AppError(refusal.status, refusal.code, refusal.message);

/**
 * Super admins on the platform besides `userId`. Every super admin's membership is locked,
 * in one order, so a concurrent removal of another super admin waits for this one and
 * then counts without it.
 */
async function otherSuperAdmins(tx: Database, userId: string) {
  const rows = await tx
    .select({ userId: accountUsers.userId })
    .from(accountUsers)
    .where(eq(accountUsers.role, "super_admin"))
    .orderBy(asc(accountUsers.userId), asc(accountUsers.accountId))
    .for("update");
  return new Set(rows.map((r) => r.userId).filter((id) => id !== userId)).size;
}

/**
 * The first of the user's accounts (all, or only `accountId`) where they are the only
 * admin-level member, by name; null when none. Each account row is locked first, so two
 * admins leaving at once are serialized.
 */
async function accountLeftWithoutAdmin(tx: Database, userId: string, accountId?: string) {
  const memberships = await tx
    .select({ accountId: accountUsers.accountId, role: accountUsers.role })
    .from(accountUsers)
    .where(and(eq(accountUsers.userId, userId), accountId ? eq(accountUsers.accountId, accountId) : undefined))
    .orderBy(asc(accountUsers.accountId));
  for (const membership of memberships.filter((m) => isAdminRole(m.role))) {
    const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, membership.accountId)).for("update");
    const [other] = await tx
      .select({ userId: accountUsers.userId })
      .from(accountUsers)
      .where(
        and(
          eq(accountUsers.accountId, membership.accountId),
          ne(accountUsers.userId, userId),
          inArray(accountUsers.role, ["admin", "super_admin"]),
        ),
      )
      .limit(1);
    if (account && !other) return account.name;
  }
  return null;
}

/**
 * Throws the rules' refusal (400, 403 or 409 with a message naming what is refused) unless
 * the actor may do this to the target. `accountId` limits the last-admin rule to the one
 * account the action changes (a role, a team removal); without it every account of the
 * target counts (deleting the user). Call inside the transaction that makes the change.
 */
export async function requireMemberAction(tx: Database, actor: Party, target: Party, action: MemberAction, accountId?: string) {
  const facts: MemberFacts = { actor, target };
  const early = memberActionRefusal(action, facts);
  if (early) throw refusalError(early);
  if (takesSuperAdminAway(action, target.role)) facts.otherSuperAdmins = await otherSuperAdmins(tx, target.userId);
  if (takesAdminAway(action, target.role)) facts.accountLeftWithoutAdmin = await accountLeftWithoutAdmin(tx, target.userId, accountId);
  const refusal = memberActionRefusal(action, facts);
  if (refusal) throw refusalError(refusal);
}

/** Throws 409 when the account about to be deleted has a super admin among its members. */
export function requireAccountDeletion(actor: { role: Role | null }, memberRoles: readonly (Role | null)[]) {
  const refusal = accountDeletionRefusal(actor, memberRoles);
  if (refusal) throw refusalError(refusal);
}
