import type { Context } from "hono";
import type { AppEnv } from "../../context";
import { forgetUser } from "../../auth/session-cache";

// Signs out every session of the caller except this one (better-auth checks the cookie).
export async function revokeOtherSessions(c: Context<AppEnv>) {
  await c.get("deps").auth.api.revokeOtherSessions({ headers: c.req.raw.headers });
  const user = c.get("user");
  if (user) forgetUser(c.get("deps").db, user.id);
}
