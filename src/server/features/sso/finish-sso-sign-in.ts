// The identity provider's answer, whatever the protocol: `assert` checks it and names the
// person (or throws SsoRefusal); then the shared end decides and starts the session. A
// refusal is recorded in the company's audit log and sends the browser to /auth with its
// code; anything unexpected is logged and refused as "provider unavailable".
import type { AppDeps } from "../../context";
import { completeSsoSignIn, type SsoIdentity, type SsoRequest } from "./complete-sso-sign-in";
import { recordSsoRefusal, SsoRefusal, type RefusingProvider } from "./sso-refusal";
import { recordSsoTest, testResultLocation } from "./record-sso-test";

export type SsoOutcome = { location: string; cookies: Headers | null };

export async function finishSsoSignIn(
  deps: Pick<AppDeps, "db" | "auth" | "logger">,
  provider: RefusingProvider & { enabled: boolean },
  request: SsoRequest,
  assert: () => Promise<{ identity: SsoIdentity; returnTo: string; testBy: string | null }>,
): Promise<SsoOutcome> {
  // An admin's test sign-in (known once its sign-in under way is taken) may try a disabled
  // provider, signs nobody in, and comes back to the Security tab with its result.
  let testBy: string | null = null;
  try {
    const { identity, returnTo, testBy: tester } = await assert();
    testBy = tester;
    if (testBy) {
      await recordSsoTest(deps, provider, identity, testBy, request.ip);
      return { location: returnTo, cookies: null };
    }
    if (!provider.enabled) throw new SsoRefusal("provider_unavailable", { cause: "The provider is turned off." });
    const { cookies } = await completeSsoSignIn(deps, provider, identity, request);
    return { location: returnTo, cookies };
  } catch (error) {
    if (!(error instanceof SsoRefusal)) deps.logger.error({ err: error, providerId: provider.id }, "single sign-on failed unexpectedly");
    const refusal = error instanceof SsoRefusal ? error : new SsoRefusal("provider_unavailable");
    if (testBy) refusal.details.test = true;
    const location = await recordSsoRefusal(deps.db, provider, request.ip, refusal);
    return { location: testBy ? testResultLocation(refusal.code) : location, cookies: null };
  }
}
