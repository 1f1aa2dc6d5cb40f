// Guards are route middleware: each checks the session (and the membership) once and
// puts the caller on the context, so a handler reads `c.var.caller` or `c.var.user`. The
// caller is also the audit actor: it carries the client's IP as the rate limits see it.
// They throw AppError; the app's error handler answers with the error shape.
//   401 no session · 403 no company or the wrong role · 423 a blocked account.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, SessionUser } from "../context";
import type { Scope } from "../lib/scope";
import { AppError, forbidden, unauthorized } from "../lib/errors";
import { membershipOf } from "./membership-of";
import { requestIp } from "./rate-limit";
import { isAdminRole, isSuperAdminRole } from "../../shared/permissions";

/** A member acting on their account; `ip` is for the audit log. */
export type Caller = Scope & { ip: string };
/** A signed-in user who may have no company yet. */
export type UserCaller = { userId: string; email: string; name: string; ip: string };
type UserEnv = { Variables: { caller: UserCaller } };
type CallerEnv = { Variables: { caller: Caller } };

function signedInUser(c: { get: (key: "user") => SessionUser | null }): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}

async function signedInMembership(c: Parameters<typeof signedInUser>[0] & { get: (key: "deps") => AppEnv["Variables"]["deps"] }) {
  const user = signedInUser(c);
  const membership = await membershipOf(c.get("deps").db, user.id);
  if (!membership) throw new AppError(403, "no_account", "Finish setting up your company first.");
  return { user, membership };
}

/** A signed-in user, with or without a company. */
export const requireUser = createMiddleware<AppEnv & UserEnv>(async (c, next) => {
  const user = signedInUser(c);
  c.set("caller", { userId: user.id, email: user.email, name: user.name, ip: requestIp(c) });
  await next();
});

async function member<E extends AppEnv>(c: Context<E>) {
  const { user, membership } = await signedInMembership(c);
  const { status } = membership.account;
  if (status === "pending_activation") throw new AppError(423, "account_pending_activation", "This account is waiting for activation.");
  if (status === "suspended") throw new AppError(423, "account_suspended", "This account is suspended.");
  return { user, caller: { userId: user.id, accountId: membership.accountId, role: membership.role, ip: requestIp(c) } };
}

/** A signed-in member of an account that is neither pending nor suspended. */
export const requireMember = createMiddleware<AppEnv & CallerEnv>(async (c, next) => {
  const { caller } = await member(c);
  c.set("caller", caller);
  await next();
});

/** A member whose role may manage the account (admin or super admin). */
export const requireAdmin = createMiddleware<AppEnv & CallerEnv>(async (c, next) => {
  const { caller } = await member(c);
  if (!isAdminRole(caller.role)) throw forbidden("Only account admins can do that.");
  c.set("caller", caller);
  await next();
});

/**
 * A super admin. Their own account's status does not matter: a super admin must be able
 * to reactivate accounts even when their own was suspended.
 */
export const requireSuperAdmin = createMiddleware<AppEnv & CallerEnv>(async (c, next) => {
  const { user, membership } = await signedInMembership(c);
  if (!isSuperAdminRole(membership.role)) throw forbidden("Only super admins can do that.");
  c.set("caller", { userId: user.id, accountId: membership.accountId, role: membership.role, ip: requestIp(c) });
  await next();
});
