// The development outbox (/dev/outbox and /api/dev/*) shows every email the app sent,
// reset codes and invitation links included. It answers only outside production, and only
// to a caller on this machine (the socket's loopback address; X-Forwarded-For counts only
// from TRUSTED_PROXIES, see auth/client-ip.ts) or to a signed-in super admin. Anyone else
// gets 404, as if it did not exist.
import type { Context, MiddlewareHandler } from "hono";
import { isIP } from "node:net";
import type { AppEnv } from "../../context";
import { clientIp } from "../../auth/client-ip";
import { membershipOf } from "../../auth/membership-of";
import { isSuperAdminRole } from "../../../shared/permissions";

export function isLoopback(address: string): boolean {
  if (address === "::1") return true;
  return isIP(address) === 4 && address.startsWith("127.");
}

async function isSuperAdmin(c: Context<AppEnv>): Promise<boolean> {
  const { auth, db } = c.get("deps");
  // /api/dev runs after the session middleware; the page does not, so it reads the session here.
  let userId = c.get("user")?.id ?? null;
  if (userId === null && c.get("user") === undefined) {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    userId = session?.user.id ?? null;
  }
  if (!userId) return false;
  const membership = await membershipOf(db, userId);
  return Boolean(membership && isSuperAdminRole(membership.role));
}

export async function mayUseDevTools(c: Context<AppEnv>): Promise<boolean> {
  const { config } = c.get("deps");
  if (config.isProduction) return false;
  if (isLoopback(clientIp(c, config.trustedProxies))) return true;
  return isSuperAdmin(c);
}

/** 404 unless mayUseDevTools: `json` for the API, plain text for the page. */
export function devAccess(kind: "json" | "page"): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (await mayUseDevTools(c)) return next();
    if (kind === "json") return c.json({ error: { code: "not_found", message: "No such API route." } }, 404);
    return c.text("Not found", 404);
  };
}
