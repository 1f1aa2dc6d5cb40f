// Sign-up: better-auth creates the user and the session cookie; we add the profile and,
// when a company name is given, the company account with this user as its admin.
import type { Context } from "hono";
import type { AppEnv } from "../../context";
import type { SignUp } from "../../../shared/auth/validation";
import { createAccount } from "../accounts/create-account";
import { ensureProfile } from "../accounts/ensure-profile";
import { copyAuthCookies, throwAuthError } from "./auth-response";

export async function signUp(c: Context<AppEnv>, input: SignUp) {
  const { auth, db, config } = c.get("deps");
  const response = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: `${input.first_name} ${input.last_name}` },
    headers: c.req.raw.headers,
    asResponse: true,
  });
  if (!response.ok) await throwAuthError(response);
  const { user } = (await response.json()) as { user: { id: string; email: string } };
  await ensureProfile(db, { userId: user.id, email: user.email, firstName: input.first_name, lastName: input.last_name });
  if (input.company_name) {
    await createAccount(db, { ownerUserId: user.id, name: input.company_name, requireActivation: config.requireAccountActivation });
  }
  copyAuthCookies(response, c);
  return { userId: user.id };
}
