// Reads the session cookie once per API request and keeps the user on the context.
// A session checked less than SESSION_CACHE_SECONDS ago comes from the in-process cache
// (auth/session-cache.ts): no query. Otherwise better-auth checks the signed cookie and
// reads the session and its user; we enforce the absolute lifetime (a session past it is
// deleted and ignored) and slide the idle end ourselves, at most once per
// SESSION_UPDATE_AGE_SECONDS and never past the absolute limit, re-sending the cookie.
import type { Context, MiddlewareHandler } from "hono";
import { setCookie } from "hono/cookie";
import type { AppEnv } from "../context";
import { absoluteExpiry, slideIsDue } from "./session-policy";
import { capSessionExpiry, deleteSession, extendSession } from "./session-store";
import { copyAuthCookies } from "./auth-cookies";
import { readCookie } from "./read-cookie";
import { cachedSession, checkedSession, forgetUser, type CachedSession } from "./session-cache";

type CookieAttributes = Parameters<typeof setCookie>[3];

type SessionCookie = { name: string; attributes: CookieAttributes };
// better-auth's context is a promise; its cookie settings never change once it resolved.
const sessionCookies = new WeakMap<object, SessionCookie>();

async function sessionCookieOf(c: Context<AppEnv>): Promise<SessionCookie> {
  const { auth } = c.get("deps");
  const known = sessionCookies.get(auth);
  if (known) return known;
  const { authCookies } = await auth.$context;
  const cookie = { name: authCookies.sessionToken.name, attributes: authCookies.sessionToken.attributes as CookieAttributes };
  sessionCookies.set(auth, cookie);
  return cookie;
}

/** The session cookie's value in the request, if it has one (whether it is valid takes a check). */
async function sessionCookieValue(c: Context<AppEnv>): Promise<string | undefined> {
  const { name } = await sessionCookieOf(c);
  return readCookie(c.req.header("cookie"), name);
}

/** Re-sends the same signed session cookie with a Max-Age that matches the session's new end. */
export async function resendSessionCookie(c: Context<AppEnv>, expiresAt: Date) {
  const { name, attributes } = await sessionCookieOf(c);
  const value = await sessionCookieValue(c);
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  if (value) setCookie(c, name, value, { ...attributes, maxAge });
}

// Concurrent requests with one cookie share one check (checkedSession): the one that ran it
// carries any cookie better-auth or the slide sets.
async function checkSession(c: Context<AppEnv>): Promise<CachedSession | null> {
  const { auth, db } = c.get("deps");
  // disableRefresh: better-auth only reads; the slide below is ours (capped, at most once a minute).
  const { headers, response } = await auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableRefresh: true },
    returnHeaders: true,
  });
  copyAuthCookies(headers, c);
  if (!response) return null;
  const sessionId = response.session.id;
  const createdAt = new Date(response.session.createdAt);
  let expiresAt = new Date(response.session.expiresAt);
  const limit = absoluteExpiry(createdAt);
  if (limit.getTime() <= Date.now()) {
    await deleteSession(db, sessionId);
    return null;
  }
  if (expiresAt > limit) {
    await capSessionExpiry(db, sessionId);
    expiresAt = limit;
  } else if (slideIsDue(createdAt, expiresAt)) {
    const row = await extendSession(db, sessionId);
    if (!row) return null;
    expiresAt = row.expiresAt;
    await resendSessionCookie(c, expiresAt);
  }
  return {
    sessionId,
    user: { id: response.user.id, email: response.user.email, name: response.user.name },
    createdAt,
    expiresAt,
  };
}

/** Whether the request carries a session cookie at all (whether it is still valid takes a check). */
export async function hasSessionCookie(c: Context<AppEnv>): Promise<boolean> {
  return Boolean(await sessionCookieValue(c));
}

export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  // A request with an API key is the key's alone (auth/api-key-auth.ts): its cookie is not read.
  if (c.get("apiKey")) {
    c.set("user", null);
    c.set("sessionId", null);
    return next();
  }
  const cookieValue = await sessionCookieValue(c);
  const session = cookieValue ? await checkedSession(c.get("deps").db, cookieValue, () => checkSession(c)) : null;
  c.set("user", session ? session.user : null);
  c.set("sessionId", session?.sessionId ?? null);
  await next();
};

/**
 * better-auth's own state-changing routes (sign-out, and whatever else stays open) may
 * end sessions: forget the caller's cached sessions in this process once they answer.
 */
export const forgetSessionsAfterAuthWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method === "GET") return;
  const cookieValue = await sessionCookieValue(c);
  const db = c.get("deps").db;
  const session = cookieValue ? cachedSession(db, cookieValue) : undefined;
  if (session) forgetUser(db, session.user.id);
};
