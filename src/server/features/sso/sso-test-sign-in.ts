// "Test sign-in" (an admin, in a new window): a sign-in with the provider whose answer is
// checked like any other and judged as a sign-in would be (who it names, whether they would get
// in), but signs nobody in and makes no member. A pass is recorded on the provider (time and
// address): "Require SSO" is turned on only after one, so a company can't lock its people out
// with settings that never worked. The window comes back to the Security tab with the result.
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { users } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { getSsoProvider } from "./sso-providers";
import { startWith } from "./sso-sign-in";
import { testResultLocation } from "./record-sso-test";

type Deps = Pick<AppDeps, "db" | "auth" | "secrets" | "config" | "logger">;

/** Starts a test sign-in with the company's provider `id` (enabled or not): the identity provider's URL and the state for the browser's cookie. */
export async function startSsoTest(deps: Deps, actor: Scope, id: string) {
  const provider = await getSsoProvider(deps.db, actor, id);
  // The admin's own address is the identity provider's hint: whoever signs in there is judged.
  const [admin] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
  return startWith(deps, provider, { email: admin?.email ?? null, returnTo: testResultLocation("ok"), testBy: actor.userId });
}
