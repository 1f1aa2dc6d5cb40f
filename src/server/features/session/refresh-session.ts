// The client's refresh: slides the session's end to now + idle, capped by the
// absolute lifetime, and re-sends the same signed cookie with a matching Max-Age.
import { parse, serialize } from "hono/utils/cookie";
import type { AppDeps } from "../../context";
import { absoluteExpiry } from "../../auth/session-policy";
import { extendSession } from "../../auth/session-store";
import { unauthorized } from "../../lib/errors";

type CookieOptions = Parameters<typeof serialize>[2];

export async function refreshSession({ auth, db }: Pick<AppDeps, "auth" | "db">, request: { headers: Headers; sessionId: string | null }) {
  const row = request.sessionId ? await extendSession(db, request.sessionId) : null;
  if (!row) throw unauthorized();
  const { authCookies } = await auth.$context;
  const { name, attributes } = authCookies.sessionToken;
  const value = parse(request.headers.get("cookie") ?? "", name)[name];
  const maxAge = Math.max(0, Math.floor((row.expiresAt.getTime() - Date.now()) / 1000));
  const cookies = new Headers();
  if (value) cookies.append("set-cookie", serialize(name, value, { ...(attributes as CookieOptions), maxAge }));
  return {
    times: { expiresAt: row.expiresAt.toISOString(), absoluteExpiresAt: absoluteExpiry(row.createdAt).toISOString() },
    cookies,
  };
}
