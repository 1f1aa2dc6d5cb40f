// SAML 2.0 sign-in (decision 036) on the shared sign-in end: "Sign in with SSO" stores the
// sign-in under way with the AuthnRequest's id and sends the browser to the IdP (RelayState:
// the login state); the IdP posts its SAMLResponse to the ACS URL from its own site, so none
// of our SameSite=Lax cookies come with it, and the sign-in under way is found on the server
// by the response's InResponseTo, taken once. A response without InResponseTo is an
// IdP-initiated sign-in: taken only where the admin turned it on for the provider, since
// anyone can post such a response from any site (login CSRF). Every assertion id is remembered until it expires: the same
// assertion twice is refused as replayed.
import type { AppDeps } from "../../context";
import type { SsoRefusalCode } from "../../../shared/sso/sso-refusals";
import { createAuthnRequest, newRequestId } from "./saml/authn-request";
import type { IdpMetadata } from "./saml/idp-metadata";
import { SamlRefusal, type SamlRefusalReason } from "./saml/saml-refusal";
import { spEndpoints } from "./saml/sp-endpoints";
import { readInResponseTo, validateSamlResponse } from "./saml/validate-saml-response";
import type { SsoIdentity, SsoRequest } from "./complete-sso-sign-in";
import { findSsoProviderById } from "./find-sso-provider";
import { finishSsoSignIn, type SsoOutcome } from "./finish-sso-sign-in";
import { refusalLocation, SsoRefusal } from "./sso-refusal";
import type { SsoProviderRow } from "./sso-providers";
import { createLoginState, findLoginStateByRequestId, rememberOnce, takeLoginState } from "./sso-stores";

type Deps = Pick<AppDeps, "db" | "auth" | "config" | "logger">;

/** Our refusal codes (shared/sso/sso-refusals.ts) for the SAML module's reasons. */
const REFUSAL_CODES: Record<SamlRefusalReason, SsoRefusalCode> = {
  wrong_audience: "wrong_audience",
  wrong_issuer: "wrong_issuer",
  expired: "expired",
  unsigned: "unsigned",
  replayed: "replayed",
  in_response_to_mismatch: "state_missing",
  malformed: "invalid_response",
  idp_error: "idp_error",
};

/** The IdP as its metadata was read when the provider was saved or refreshed. */
function idpOf(provider: SsoProviderRow): IdpMetadata {
  if (!provider.samlIdpEntityId || !provider.samlSsoUrl || !provider.samlCertificates?.length)
    throw new SsoRefusal("provider_unavailable", { detail: "The provider has no SAML metadata read." });
  return {
    entityId: provider.samlIdpEntityId,
    ssoUrl: provider.samlSsoUrl,
    ssoBinding: "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect",
    signingCertificates: provider.samlCertificates,
  };
}

/** Stores the sign-in under way (with the AuthnRequest's id) and answers the IdP's URL. */
export async function startSamlSignIn(
  deps: Pick<Deps, "db" | "config">,
  provider: SsoProviderRow,
  input: { returnTo: string; testBy?: string },
) {
  const idp = idpOf(provider);
  const requestId = newRequestId();
  const login = await createLoginState(deps.db, {
    providerId: provider.id,
    returnTo: input.returnTo,
    samlRequestId: requestId,
    testBy: input.testBy ?? null,
  });
  const sp = spEndpoints(deps.config.baseUrl, provider.id);
  const { url } = await createAuthnRequest({ sp, idp, relayState: login.state, requestId });
  return { url, state: login.state };
}

export type AcsForm = { SAMLResponse: string; RelayState?: string };

/** The IdP's post to /api/sso/saml/{providerId}/acs: a session, or a refusal on /auth. */
export async function finishSamlAcs(deps: Deps, request: SsoRequest, providerId: string, form: AcsForm): Promise<SsoOutcome> {
  const provider = await findSsoProviderById(deps.db, providerId);
  if (!provider || provider.kind !== "saml") return { location: refusalLocation("state_missing"), cookies: null };
  return finishSsoSignIn(deps, provider, request, async () => {
    const idp = idpOf(provider);
    const sp = spEndpoints(deps.config.baseUrl, provider.id);
    const inResponseTo = await readInResponseTo(form.SAMLResponse);
    let returnTo = "/";
    let testBy: string | null = null;
    if (inResponseTo) {
      const waiting = await findLoginStateByRequestId(deps.db, inResponseTo);
      if (!waiting || waiting.providerId !== provider.id)
        throw new SsoRefusal("state_missing", {
          detail: "The response answers a request this provider did not send or no longer waits for.",
        });
      if (form.RelayState && form.RelayState !== waiting.state) throw new SsoRefusal("state_mismatch", { detail: "RelayState differs." });
      const login = await takeLoginState(deps.db, waiting.state);
      if (login === "replayed") throw new SsoRefusal("replayed", { what: "InResponseTo" });
      if (login === "missing") throw new SsoRefusal("state_missing");
      returnTo = login.returnTo;
      testBy = login.testBy;
    } else if (!provider.samlAllowIdpInitiated) {
      throw new SsoRefusal("idp_initiated_off", { detail: "The response answers no request, and IdP-initiated sign-in is off." });
    }
    const identity = await validateSamlResponse({ sp, idp, samlResponse: form.SAMLResponse, expectedRequestId: inResponseTo }).catch(
      (error: unknown) => {
        if (!(error instanceof SamlRefusal)) throw error;
        throw new SsoRefusal(REFUSAL_CODES[error.reason], { samlReason: error.reason, detail: error.detail.slice(0, 300) });
      },
    );
    if (!(await rememberOnce(deps.db, `saml-assertion:${provider.id}:${identity.assertionId}`, identity.expiresAt)))
      throw new SsoRefusal("replayed", { what: "assertion", email: identity.email });
    const person: SsoIdentity = {
      subject: identity.nameId,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
    };
    return { identity: person, returnTo, testBy };
  });
}
