// The identity provider's answer, whatever the protocol: `assert` checks it and names the
// person (or throws SsoRefusal); then the shared end decides and starts the session. A
// refusal is recorded in the company's audit log and sends the browser to /auth with its
// code; anything unexpected is logged and refused as "provider unavailable".
import type { AppDeps } from "../../context";
import { completeSsoSignIn, type SsoIdentity, type SsoRequest } from "./complete-sso-sign-in";
import { recordSsoRefusal, SsoRefusal, type RefusingProvider } from "./sso-refusal";

export type SsoOutcome = { location: string; cookies: Headers | null };

export async function finishSsoSignIn(
  deps: Pick<AppDeps, "db" | "auth" | "logger">,
  provider: RefusingProvider & { enabled: boolean },
  request: SsoRequest,
  assert: () => Promise<{ identity: SsoIdentity; returnTo: string }>,
): Promise<SsoOutcome> {
  try {
    if (!provider.enabled) throw new SsoRefusal("provider_unavailable", { cause: "The provider is turned off." });
    const { identity, returnTo } = await assert();
    const { cookies } = await completeSsoSignIn(deps, provider, identity, request);
    return { location: returnTo, cookies };
  } catch (error) {
    if (!(error instanceof SsoRefusal)) deps.logger.error({ err: error, providerId: provider.id }, "single sign-on failed unexpectedly");
    const refusal = error instanceof SsoRefusal ? error : new SsoRefusal("provider_unavailable");
    return { location: await recordSsoRefusal(deps.db, provider, request.ip, refusal), cookies: null };
  }
}
