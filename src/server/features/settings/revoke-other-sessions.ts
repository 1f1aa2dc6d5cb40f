import type { Context } from "hono";
import type { AppEnv } from "../../context";

// Signs out every session of the caller except this one (better-auth checks the cookie).
export async function revokeOtherSessions(c: Context<AppEnv>) {
  await c.get("deps").auth.api.revokeOtherSessions({ headers: c.req.raw.headers });
}
