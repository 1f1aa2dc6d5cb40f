// OpenID Connect sign-in with openid-client (decision 035): discovery from the issuer the
// admin entered, the authorization code flow with PKCE (S256), state and nonce; on the way
// back openid-client checks the ID token's signature, issuer, audience, expiry and nonce,
// and we take the state once (a replay is refused) and remember the nonce once. Every call
// openid-client makes (discovery, the JWKS, the token and userinfo endpoints, all addresses the
// company's issuer names) goes through the outbound policy as its customFetch (docs/decisions/039-outbound-policy.md).
import * as client from "openid-client";
import type { AppDeps } from "../../context";
import type { SsoProviderRow } from "./sso-providers";
import { ssoPaths } from "./sso-providers";
import { createLoginState, rememberOnce, type LoginState } from "./sso-stores";
import { SsoRefusal } from "./sso-refusal";
import { oidcRefusal } from "./oidc-errors";
import type { SsoIdentity } from "./complete-sso-sign-in";

/** A sign-in to start: the address typed (a hint for the identity provider; none for a test), where to land, and the admin testing. */
export type SignInStart = { email: string | null; returnTo: string; testBy?: string };
import { isTestLoopback, outboundPolicy } from "../../lib/outbound/outbound-policy";
import { outboundFetch } from "../../lib/outbound/outbound-fetch";

type Deps = Pick<AppDeps, "db" | "secrets" | "config">;

const DISCOVERY_TIMEOUT_SECONDS = 10;
/** Discovery documents, key sets and token answers are a few KB. */
const ANSWER_MAX_BYTES = 1024 * 1024;

async function configurationOf(deps: Deps, provider: SsoProviderRow) {
  if (!provider.oidcIssuer || !provider.oidcClientId || !provider.oidcClientSecret)
    throw new SsoRefusal("provider_unavailable", { cause: "The provider's issuer, client ID or secret is missing." });
  const issuer = new URL(provider.oidcIssuer);
  const policy = outboundPolicy(deps.config);
  // Plain http only under the test-only setting (the test identity provider on 127.0.0.1).
  const insecure = issuer.protocol === "http:" && isTestLoopback(issuer, policy);
  const secret = deps.secrets.open(provider.oidcClientSecret, provider.id);
  try {
    return await client.discovery(issuer, provider.oidcClientId, undefined, client.ClientSecretBasic(secret), {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      [client.customFetch]: outboundFetch(policy, { timeoutMs: DISCOVERY_TIMEOUT_SECONDS * 1000, maxBytes: ANSWER_MAX_BYTES }),
      // The ID token's signature is checked too (against the issuer's JWKS), not only trusted for coming over TLS.
      execute: insecure ? [client.allowInsecureRequests, client.enableNonRepudiationChecks] : [client.enableNonRepudiationChecks],
    });
  } catch (error) {
    throw new SsoRefusal("provider_unavailable", { cause: error instanceof Error ? error.message : String(error) });
  }
}

const redirectUri = (deps: Deps, provider: SsoProviderRow) => deps.config.baseUrl + ssoPaths(provider.id).oidcCallback;

/** Stores the sign-in under way and answers the identity provider's authorization URL. */
export async function startOidcSignIn(deps: Deps, provider: SsoProviderRow, input: SignInStart) {
  const config = await configurationOf(deps, provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const login = await createLoginState(deps.db, {
    providerId: provider.id,
    returnTo: input.returnTo,
    testBy: input.testBy ?? null,
    codeVerifier,
    nonce: client.randomNonce(),
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(deps, provider),
    scope: "openid email profile",
    response_type: "code",
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state: login.state,
    nonce: login.nonce!,
    ...(input.email ? { login_hint: input.email } : {}),
  });
  return { url: url.href, state: login.state };
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/**
 * Exchanges the code of the browser's return (`query`: the callback's query string) for
 * tokens and answers who signed in; throws SsoRefusal for every failed check.
 */
export async function finishOidcSignIn(deps: Deps, provider: SsoProviderRow, login: LoginState, query: string): Promise<SsoIdentity> {
  const config = await configurationOf(deps, provider);
  try {
    const tokens = await client.authorizationCodeGrant(config, new URL(`${redirectUri(deps, provider)}?${query}`), {
      pkceCodeVerifier: login.codeVerifier!,
      expectedState: login.state,
      expectedNonce: login.nonce!,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    if (!(await rememberOnce(deps.db, `nonce:${login.nonce}`, new Date(claims.exp * 1000)))) throw new SsoRefusal("replayed");
    // The address may come in the ID token or only from the userinfo endpoint.
    const info = text(claims.email) ? claims : await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    if (info.email_verified === false) throw new SsoRefusal("no_email", { email: text(info.email), emailVerified: false });
    return { subject: claims.sub, email: text(info.email), firstName: text(info.given_name), lastName: text(info.family_name) };
  } catch (error) {
    throw oidcRefusal(error);
  }
}
