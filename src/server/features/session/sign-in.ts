import type { Context } from "hono";
import type { AppEnv } from "../../context";
import type { SignIn } from "../../../shared/auth/validation";
import { copyAuthCookies, throwAuthError } from "./auth-response";

// A wrong password and an unknown email get the same answer (better-auth's own behaviour).
export async function signIn(c: Context<AppEnv>, input: SignIn) {
  const response = await c.get("deps").auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers: c.req.raw.headers,
    asResponse: true,
  });
  if (!response.ok) await throwAuthError(response);
  const { user } = (await response.json()) as { user: { id: string } };
  copyAuthCookies(response, c);
  return { userId: user.id };
}
