// node-saml set up the way every SAML provider here uses it: our endpoints, the IdP's
// certificates and entity id, a NameID in email form, and these checks:
// - a signature is required on the response or on its assertion (either is enough; an
//   assertion outside a signed response must be signed itself);
// - the audience is our entity id;
// - NotBefore/NotOnOrAfter hold, within CLOCK_SKEW_MS, and no assertion is taken more than
//   MAX_ASSERTION_AGE_MS after it was issued, whatever NotOnOrAfter it carries (this bounds
//   how long the replay store keeps an assertion id);
// - InResponseTo, when the response carries one, is the request id the caller expects.
// AuthnRequests are not signed (we hold no key pair per provider) and ask for no particular
// authentication context: the IdP applies its own policy (MFA included).
import type { CacheProvider, SAML } from "@node-saml/node-saml";
import { nodeSaml } from "./node-saml";
import type { IdpMetadata } from "./idp-metadata";
import type { SpEndpoints } from "./sp-endpoints";

export const NAME_ID_EMAIL = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";
export const CLOCK_SKEW_MS = 2 * 60_000;
export const MAX_ASSERTION_AGE_MS = 10 * 60_000;

export type SamlClientInput = {
  sp: SpEndpoints;
  idp: Pick<IdpMetadata, "entityId" | "ssoUrl" | "signingCertificates">;
  /** The id of the AuthnRequest this response may answer; null when we sent none. */
  expectedRequestId?: string | null;
  /** The id a new AuthnRequest gets. */
  requestId?: string;
};

export function samlClient({ sp, idp, expectedRequestId = null, requestId }: SamlClientInput): SAML {
  const { SAML, ValidateInResponseTo } = nodeSaml();
  return new SAML({
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    entryPoint: idp.ssoUrl,
    idpCert: idp.signingCertificates,
    identifierFormat: NAME_ID_EMAIL,
    authnRequestBinding: "HTTP-Redirect",
    disableRequestedAuthnContext: true,
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    maxAssertionAgeMs: MAX_ASSERTION_AGE_MS,
    validateInResponseTo: ValidateInResponseTo.ifPresent,
    cacheProvider: expectedRequest(expectedRequestId),
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
  });
}

/**
 * node-saml checks InResponseTo against a cache of requests; here the caller has already
 * found its login state, so the "cache" knows exactly that one request, as fresh (the login
 * state's own expiry is the caller's).
 */
function expectedRequest(requestId: string | null): CacheProvider {
  return {
    saveAsync: async () => null,
    getAsync: async (key) => (requestId !== null && key === requestId ? new Date().toISOString() : null),
    removeAsync: async () => null,
  };
}
