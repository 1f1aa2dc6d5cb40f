// Reads the session cookie once per API request and keeps the user on the context.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = await c.get("deps").auth.api.getSession({ headers: c.req.raw.headers });
  c.set("user", session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null);
  c.set("sessionId", session?.session.id ?? null);
  await next();
};
