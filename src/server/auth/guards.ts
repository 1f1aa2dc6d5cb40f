// Guards every API handler uses. They throw AppError, so a handler reads top to bottom:
//   const caller = await requireMember(c); requireAdmin(caller); ...
import type { Context } from "hono";
import type { AppEnv, SessionUser } from "../context";
import { AppError, forbidden, unauthorized } from "../lib/errors";
import { findMembership, type Membership } from "../features/accounts/find-membership";
import { isAdminRole, isSuperAdminRole } from "../../shared/permissions";

export type Caller = { userId: string; accountId: string; role: Membership["role"]; account: Membership["account"] };

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}

// A signed-in member of an account that is not blocked.
export async function requireMember(c: Context<AppEnv>): Promise<Caller> {
  const user = requireUser(c);
  const membership = await findMembership(c.get("deps").db, user.id);
  if (!membership) throw new AppError(403, "no_account", "Finish setting up your company first.");
  const { status } = membership.account;
  if (status === "pending_activation") throw new AppError(423, "account_pending_activation", "This account is waiting for activation.");
  if (status === "suspended") throw new AppError(423, "account_suspended", "This account is suspended.");
  return { userId: user.id, accountId: membership.accountId, role: membership.role, account: membership.account };
}

export function requireAdmin(caller: Caller): Caller {
  if (!isAdminRole(caller.role)) throw forbidden("Only account admins can do that.");
  return caller;
}

export function requireSuperAdmin(caller: Caller): Caller {
  if (!isSuperAdminRole(caller.role)) throw forbidden("Only super admins can do that.");
  return caller;
}
