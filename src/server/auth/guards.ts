// Guards are route middleware: each checks the session (and the membership) once, or the
// request's API key, and puts the caller on the context, so a handler reads `c.get("caller")` or
// `c.get("user")`. The caller is also the audit actor: it carries the client's IP as the rate
// limits see it, and the API key the request came through. They throw AppError; the app's
// error handler answers with the error shape.
//   401 no session · 403 no company, the wrong role, a key where none is taken, or a read key
//   on a write · 423 a blocked account.
// Each guard is registered with what it lets in (guardOf): createRouter writes the route's
// `security` in the document from it (lib/openapi.ts).
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, ApiKeyUse, SessionUser } from "../context";
import type { Scope } from "../lib/scope";
import { AppError, forbidden, unauthorized } from "../lib/errors";
import { membershipOf } from "./membership-of";
import { requestIp } from "./rate-limit";
import { isAdminRole, isSuperAdminRole } from "../../shared/permissions";

/** The API key a change came through: the audit entry says "via API key <name>". */
export type ViaApiKey = { id: string; name: string };
/** A member acting on their account; `ip` is for the audit log, `apiKey` when a key made the request. */
export type Caller = Scope & { ip: string; apiKey?: ViaApiKey };
/** A signed-in user who may have no company yet. */
export type UserCaller = { userId: string; email: string; name: string; ip: string };
type UserEnv = { Variables: { caller: UserCaller } };
type CallerEnv = { Variables: { caller: Caller } };

/**
 * Who a guard lets in: the role a session needs, and whether an API key may stand in for it
 * (true: a read key for reads, a write key for changes; "write": only a write key, even to read).
 */
export type GuardInfo = { role: "user" | "member" | "admin" | "super_admin" | null; apiKeys: boolean | "write" };
const GUARDS = new WeakMap<MiddlewareHandler, GuardInfo>();
function guard<M extends MiddlewareHandler>(middleware: M, info: GuardInfo): M {
  GUARDS.set(middleware, info);
  return middleware;
}
/** What this route middleware lets in, when it is a guard. */
export const guardOf = (middleware: MiddlewareHandler): GuardInfo | undefined => GUARDS.get(middleware);

const READ_METHODS = new Set(["GET", "HEAD"]);

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

function refuseBlocked(status: string) {
  if (status === "pending_activation") throw new AppError(423, "account_pending_activation", "This account is waiting for activation.");
  if (status === "suspended") throw new AppError(423, "account_suspended", "This account is suspended.");
}

const KEY_REFUSED = "API keys can't call this route: it acts for a signed-in person. Sign in to use it.";
function refuseApiKeyOn<E extends AppEnv>(c: Context<E>) {
  if ((c as unknown as Context<AppEnv>).get("apiKey")) throw new AppError(403, "api_key_not_allowed", KEY_REFUSED);
}

/**
 * A key acts for its company as an admin, in the name of the admin who made it (its audit
 * entries say "via API key <name>"). A read key may only read.
 */
function keyCaller<E extends AppEnv>(c: Context<E>, key: ApiKeyUse, { holdsSecret = false } = {}): Caller {
  refuseBlocked(key.accountStatus);
  if (key.scope === "read" && (holdsSecret || !READ_METHODS.has(c.req.method)))
    throw new AppError(
      403,
      "api_key_read_only",
      holdsSecret
        ? `This API key ("${key.name}") may only read, and this answer holds a secret. Use a key with read and write access, or sign in.`
        : `This API key ("${key.name}") may only read. Use a key with read and write access to change things.`,
    );
  return { userId: key.createdBy, accountId: key.accountId, role: "admin", ip: requestIp(c), apiKey: { id: key.id, name: key.name } };
}

async function member<E extends AppEnv>(c: Context<E>) {
  const { user, membership } = await signedInMembership(c);
  refuseBlocked(membership.account.status);
  return { user, caller: { userId: user.id, accountId: membership.accountId, role: membership.role, ip: requestIp(c) } };
}

/** A signed-in user, with or without a company (never an API key). */
export const requireUser = guard(
  createMiddleware<AppEnv & UserEnv>(async (c, next) => {
    refuseApiKeyOn(c);
    const user = signedInUser(c);
    c.set("caller", { userId: user.id, email: user.email, name: user.name, ip: requestIp(c) });
    await next();
  }),
  { role: "user", apiKeys: false },
);

/** A signed-in member of an account that is neither pending nor suspended, or an API key of such an account. */
export const requireMember = guard(
  createMiddleware<AppEnv & CallerEnv>(async (c, next) => {
    const key = c.get("apiKey");
    c.set("caller", key ? keyCaller(c, key) : (await member(c)).caller);
    await next();
  }),
  { role: "member", apiKeys: true },
);

/** A member whose role may manage the account (admin or super admin), or an API key. */
export const requireAdmin = guard(
  createMiddleware<AppEnv & CallerEnv>(async (c, next) => {
    const key = c.get("apiKey");
    if (key) {
      c.set("caller", keyCaller(c, key));
      return next();
    }
    const { caller } = await member(c);
    if (!isAdminRole(caller.role)) throw forbidden("Only account admins can do that.");
    c.set("caller", caller);
    await next();
  }),
  { role: "admin", apiKeys: true },
);

/**
 * A signed-in admin, or an API key with read and write access even to read: for answers that
 * hand out a secret someone could act with (a webhook's signing secret forges deliveries).
 */
export const requireAdminOrWriteKey = guard(
  createMiddleware<AppEnv & CallerEnv>(async (c, next) => {
    const key = c.get("apiKey");
    if (key) {
      c.set("caller", keyCaller(c, key, { holdsSecret: true }));
      return next();
    }
    const { caller } = await member(c);
    if (!isAdminRole(caller.role)) throw forbidden("Only account admins can do that.");
    c.set("caller", caller);
    await next();
  }),
  { role: "admin", apiKeys: "write" },
);

/** A signed-in member acting for themselves (their profile, their signature): never an API key. */
export const requireMemberSession = guard(
  createMiddleware<AppEnv & CallerEnv>(async (c, next) => {
    refuseApiKeyOn(c);
    c.set("caller", (await member(c)).caller);
    await next();
  }),
  { role: "member", apiKeys: false },
);

/** A signed-in admin, never an API key: making and revoking keys (a key can't make keys). */
export const requireAdminSession = guard(
  createMiddleware<AppEnv & CallerEnv>(async (c, next) => {
    refuseApiKeyOn(c);
    const { caller } = await member(c);
    if (!isAdminRole(caller.role)) throw forbidden("Only account admins can do that.");
    c.set("caller", caller);
    await next();
  }),
  { role: "admin", apiKeys: false },
);

/**
 * A super admin, never an API key. Their own account's status does not matter: a super
 * admin must be able to reactivate accounts even when their own was suspended.
 */
export const requireSuperAdmin = guard(
  createMiddleware<AppEnv & CallerEnv>(async (c, next) => {
    refuseApiKeyOn(c);
    const { user, membership } = await signedInMembership(c);
    if (!isSuperAdminRole(membership.role)) throw forbidden("Only super admins can do that.");
    c.set("caller", { userId: user.id, accountId: membership.accountId, role: membership.role, ip: requestIp(c) });
    await next();
  }),
  { role: "super_admin", apiKeys: false },
);

/** Public routes of the session itself (sign-in, sign-up, password reset): open to anyone, but not to an API key. */
export const refuseApiKey = guard(
  createMiddleware<AppEnv>(async (c, next) => {
    refuseApiKeyOn(c);
    await next();
  }),
  { role: null, apiKeys: false },
);
