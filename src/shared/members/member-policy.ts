// Who may change or remove whom: one rule set for every route that changes a role or
// removes a membership or a user (the team, the super admin's users, a user deleting their
// own user, deleting a company). The server asks it with facts it read under lock
// (server/auth/member-policy.ts); the client asks it with what it knows, to disable what
// would be refused and say why. The server stays the judge.
//
// 1. Where: nobody removes themself from the team page or deletes themself in the panel.
// 2. Rank: only a super admin changes or removes a super admin, or grants the role.
// 3. The platform keeps a super admin: nobody (themself included) removes or demotes the last.
// 4. An account keeps an admin.
import { isAdminRole, isSuperAdminRole, type Role } from "../permissions";

export type MemberAction =
  | { kind: "change_role"; role: Role }
  /** Out of one account (the team page); the user goes too when it was their only one. */
  | { kind: "remove_member" }
  /** A super admin deletes a user (the panel). */
  | { kind: "delete_user" }
  /** A user deletes their own user (settings). */
  | { kind: "delete_own_user" }
  | { kind: "revoke_sessions" };

export type MemberFacts = {
  actor: { userId: string; role: Role | null };
  target: { userId: string; role: Role | null };
  /** Super admins on the platform besides the target. Left out when unknown: rule 3 is then the server's. */
  otherSuperAdmins?: number;
  /** The account the action would leave with no admin, by name (null: none). Left out when unknown. */
  accountLeftWithoutAdmin?: string | null;
};

export type MemberRefusal = {
  status: 400 | 403 | 409;
  code: "remove_self" | "delete_self_here" | "super_admin_only" | "last_super_admin" | "last_admin" | "has_super_admin";
  message: string;
};

export const MEMBER_POLICY_MESSAGES = {
  removeSelf: "You can't remove yourself here. To leave, delete your user in Settings.",
  deleteSelfHere: "Delete your own user in your settings, not here.",
  superAdminOnlyRole: "Only super admins can grant or remove the super admin role.",
  superAdminOnlyRemove: "Only super admins can remove a super admin.",
  superAdminOnlySessions: "Only super admins can sign out a super admin.",
  lastSuperAdminDemoteSelf:
    "You are the platform's last super admin, so you can't give up the role. Make another user a super admin first.",
  lastSuperAdminDemote: "This is the last super admin of the platform. Make another user a super admin first.",
  lastSuperAdminDeleteSelf:
    "You are the platform's last super admin, so you can't delete your user. Make another user a super admin first.",
  lastSuperAdminRemove: "This is the last super admin of the platform, so they can't be removed. Make another user a super admin first.",
  lastAdmin: "An account always keeps at least one admin. Make another member an admin first.",
  lastAdminOf: (account: string) => `This user is the last admin of ${account}. Make another member an admin first.`,
  lastAdminRemove: "This is the account's last admin. Make another member an admin before removing them.",
  lastAdminDelete: (account: string) =>
    `This user is the last admin of ${account}. Make another member an admin first, or delete the whole account.`,
  lastAdminDeleteSelf: (account: string) =>
    `You are the last admin of ${account}, so you can't delete your user. Make another member an admin first, or delete the whole company in Company Settings.`,
  companyHasSuperAdmin: "This company has a super admin, so it can't be deleted here. Ask the Signet team.",
  accountHasSuperAdmin: "This account has a super admin, so it can't be deleted. Change their role first.",
} as const;
const M = MEMBER_POLICY_MESSAGES;

const removes = (action: MemberAction) =>
  action.kind === "remove_member" || action.kind === "delete_user" || action.kind === "delete_own_user";

/** Whether the action ends the target's super admin role (then rule 3 needs the count). */
export function takesSuperAdminAway(action: MemberAction, targetRole: Role | null) {
  return isSuperAdminRole(targetRole) && (removes(action) || (action.kind === "change_role" && action.role !== "super_admin"));
}

/** Whether the action ends the target's admin role in an account (then rule 4 needs the account). */
export function takesAdminAway(action: MemberAction, targetRole: Role | null) {
  return isAdminRole(targetRole) && (removes(action) || (action.kind === "change_role" && !isAdminRole(action.role)));
}

/** Only a super admin grants the super admin role (here, and by invitation). */
export function canGrantRole(actorRole: Role | null, role: Role) {
  return role !== "super_admin" || isSuperAdminRole(actorRole);
}

const refuse = (status: MemberRefusal["status"], code: MemberRefusal["code"], message: string): MemberRefusal => ({
  status,
  code,
  message,
});

/** Why the actor may not do this to the target, or null when they may. */
export function memberActionRefusal(action: MemberAction, facts: MemberFacts): MemberRefusal | null {
  const { actor, target } = facts;
  const self = actor.userId === target.userId;
  if (action.kind === "change_role" && action.role === target.role) return null;
  if (action.kind === "remove_member" && self) return refuse(409, "remove_self", M.removeSelf);
  if (action.kind === "delete_user" && self) return refuse(400, "delete_self_here", M.deleteSelfHere);

  const grants = action.kind === "change_role" && !canGrantRole(actor.role, action.role);
  if (grants || (isSuperAdminRole(target.role) && !isSuperAdminRole(actor.role))) {
    const message =
      action.kind === "change_role"
        ? M.superAdminOnlyRole
        : action.kind === "revoke_sessions"
          ? M.superAdminOnlySessions
          : M.superAdminOnlyRemove;
    return refuse(403, "super_admin_only", message);
  }

  if (takesSuperAdminAway(action, target.role) && facts.otherSuperAdmins === 0) {
    const message =
      action.kind === "change_role"
        ? self
          ? M.lastSuperAdminDemoteSelf
          : M.lastSuperAdminDemote
        : self
          ? M.lastSuperAdminDeleteSelf
          : M.lastSuperAdminRemove;
    return refuse(409, "last_super_admin", message);
  }

  const account = facts.accountLeftWithoutAdmin;
  if (takesAdminAway(action, target.role) && typeof account === "string") {
    const message =
      action.kind === "change_role"
        ? self
          ? M.lastAdmin
          : M.lastAdminOf(account)
        : action.kind === "remove_member"
          ? M.lastAdminRemove
          : action.kind === "delete_own_user"
            ? M.lastAdminDeleteSelf(account)
            : M.lastAdminDelete(account);
    return refuse(409, "last_admin", message);
  }
  return null;
}

/**
 * Deleting an account removes every membership in it. One with a super admin is never
 * deleted: their role lives in that membership, so the platform would lose an operator
 * without anyone choosing to. A super admin first changes that user's role (rules 2 and 3).
 */
export function accountDeletionRefusal(actor: { role: Role | null }, memberRoles: readonly (Role | null)[]): MemberRefusal | null {
  if (!memberRoles.some(isSuperAdminRole)) return null;
  return refuse(409, "has_super_admin", isSuperAdminRole(actor.role) ? M.accountHasSuperAdmin : M.companyHasSuperAdmin);
}
