import type { Context } from "hono";
import type { AppEnv } from "../../context";
import { copyAuthCookies } from "../../auth/auth-cookies";

// Revokes the session server-side (the old cookie stops working) and clears the cookie.
export async function signOut(c: Context<AppEnv>) {
  const response = await c.get("deps").auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
  copyAuthCookies(response, c);
}
