// The client's refresh (spec 9): slides the session's end to now + idle, capped by the
// absolute lifetime, and re-sends the same signed cookie with a matching Max-Age.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../context";
import { absoluteExpiry } from "../../auth/session-policy";
import { extendSession } from "../../auth/session-store";
import { unauthorized } from "../../lib/errors";

type CookieAttributes = Parameters<typeof setCookie>[3];

export async function refreshSession(c: Context<AppEnv>) {
  const { db, auth } = c.get("deps");
  const sessionId = c.get("sessionId");
  const row = sessionId ? await extendSession(db, sessionId) : null;
  if (!row) throw unauthorized();
  const { authCookies } = await auth.$context;
  const { name, attributes } = authCookies.sessionToken;
  const value = getCookie(c, name);
  const maxAge = Math.max(0, Math.floor((row.expiresAt.getTime() - Date.now()) / 1000));
  if (value) setCookie(c, name, value, { ...(attributes as CookieAttributes), maxAge });
  return { expiresAt: row.expiresAt.toISOString(), absoluteExpiresAt: absoluteExpiry(row.createdAt).toISOString() };
}
