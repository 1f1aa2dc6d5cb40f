import type { Context } from "hono";
import type { AppEnv } from "../../context";
import { copyAuthCookies } from "../../auth/auth-cookies";
import { forgetSession } from "../../auth/session-cache";

// Revokes the session server-side (the old cookie stops working) and clears the cookie.
export async function signOut(c: Context<AppEnv>) {
  const response = await c.get("deps").auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
  copyAuthCookies(response, c);
  const sessionId = c.get("sessionId");
  if (sessionId) forgetSession(c.get("deps").db, sessionId);
}
