// "Sign in with SSO": the address picks the provider, the provider's kind picks the protocol
// that sends the browser to the identity provider; and the OpenID Connect return. The state
// of an OIDC sign-in is also kept in a cookie of the browser that started it (SameSite=Lax,
// sent on the identity provider's top-level redirect back), so an answer can't be finished
// in another browser (login CSRF).
import type { AppDeps } from "../../context";
import { AppError } from "../../lib/errors";
import { SSO_REFUSALS } from "../../../shared/sso/sso-refusals";
import type { StartSso } from "../../../shared/sso/sso-schema";
import { findSsoProviderById, findSsoProvidersForEmail } from "./find-sso-provider";
import { finishOidcSignIn, startOidcSignIn, type SignInStart } from "./oidc-sign-in";
import { startSamlSignIn } from "./saml-sign-in";
import { finishSsoSignIn, type SsoOutcome } from "./finish-sso-sign-in";
import { oidcRefusal } from "./oidc-errors";
import { refusalLocation, SsoRefusal } from "./sso-refusal";
import { LOGIN_STATE_SECONDS, pruneSsoStores, takeLoginState } from "./sso-stores";
import type { SsoProviderRow } from "./sso-providers";
import type { SsoRequest } from "./complete-sso-sign-in";

type Deps = Pick<AppDeps, "db" | "auth" | "secrets" | "config" | "logger">;

/** The cookie that binds an OIDC sign-in under way to the browser that started it. */
export const STATE_COOKIE = "signet_sso_state";
export const stateCookieOptions = (baseUrl: string) => ({
  path: "/api/sso",
  httpOnly: true,
  sameSite: "Lax" as const,
  secure: baseUrl.startsWith("https:"),
  maxAge: LOGIN_STATE_SECONDS,
});

/** How each kind of provider sends the browser away; null: not served by this server yet. */
type Starter = (deps: Deps, provider: SsoProviderRow, input: SignInStart) => Promise<{ url: string; state: string }>;
export const SIGN_IN_STARTERS: Record<SsoProviderRow["kind"], Starter | null> = {
  oidc: startOidcSignIn,
  saml: startSamlSignIn,
};

const noProvider = () => new AppError(404, "sso_not_found", SSO_REFUSALS.no_provider);

/**
 * Where the browser goes next (the identity provider) and the state to keep in its cookie; or,
 * when the company has several enabled providers and the person chose none, the providers to choose from.
 */
export async function startSsoSignIn(deps: Deps, input: StartSso) {
  await pruneSsoStores(deps.db);
  const providers = await findSsoProvidersForEmail(deps.db, input.email);
  if (!input.providerId && providers.length > 1)
    return { url: null, state: null, providers: providers.map((p) => ({ id: p.id, name: p.name })) };
  const provider = input.providerId ? providers.find((p) => p.id === input.providerId) : providers[0];
  if (!provider) throw noProvider();
  const { url, state } = await startWith(deps, provider, { email: input.email, returnTo: input.returnTo ?? "/" });
  return { url, state, providers: [] };
}

/** Sends the browser to `provider`: its protocol's start, or 409 when the provider can't be reached. */
export async function startWith(deps: Deps, provider: SsoProviderRow, input: SignInStart) {
  const start = SIGN_IN_STARTERS[provider.kind];
  if (!start) throw noProvider();
  try {
    return await start(deps, provider, input);
  } catch (error) {
    const refusal = oidcRefusal(error);
    deps.logger.warn({ providerId: provider.id, reason: refusal.details.cause }, "single sign-on could not start");
    throw new AppError(409, "provider_unavailable", SSO_REFUSALS.provider_unavailable);
  }
}

/** The identity provider's redirect back to /api/sso/oidc/{providerId}/callback. */
export async function finishOidcCallback(
  deps: Deps,
  request: SsoRequest & { stateCookie: string | null },
  providerId: string,
  query: URLSearchParams,
): Promise<SsoOutcome> {
  const provider = await findSsoProviderById(deps.db, providerId);
  if (!provider || provider.kind !== "oidc") return { location: refusalLocation("state_missing"), cookies: null };
  return finishSsoSignIn(deps, provider, request, async () => {
    const state = query.get("state");
    if (!state) throw new SsoRefusal("state_missing");
    const login = await takeLoginState(deps.db, state);
    if (login === "replayed") throw new SsoRefusal("replayed", { what: "state" });
    if (login === "missing") throw new SsoRefusal("state_missing");
    if (login.providerId !== provider.id || request.stateCookie !== state) throw new SsoRefusal("state_mismatch");
    const identity = await finishOidcSignIn(deps, provider, login, query.toString());
    return { identity, returnTo: login.returnTo, testBy: login.testBy };
  });
}
