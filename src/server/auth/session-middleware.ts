// Reads the session cookie once per API request and keeps the user on the context.
// better-auth slides the session's end on use and re-sends the cookie, which we pass on;
// the absolute lifetime is ours to enforce: a session past it is deleted and ignored.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { absoluteExpiry } from "./session-policy";
import { capSessionExpiry, deleteSession } from "./session-store";
import { copyAuthCookies } from "./auth-cookies";

export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth, db } = c.get("deps");
  const { headers, response: session } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  copyAuthCookies(headers, c);
  let current = session;
  if (session) {
    const limit = absoluteExpiry(new Date(session.session.createdAt));
    if (limit.getTime() <= Date.now()) {
      await deleteSession(db, session.session.id);
      current = null;
    } else if (new Date(session.session.expiresAt) > limit) {
      await capSessionExpiry(db, session.session.id);
    }
  }
  c.set("user", current ? { id: current.user.id, email: current.user.email, name: current.user.name } : null);
  c.set("sessionId", current?.session.id ?? null);
  await next();
};
