// How Signet refuses each way the test identity providers misbehave, as the person signing in
// meets it on /auth: the API tests and the browser tests check every fault against this.
import type { SsoRefusalCode } from "../../src/shared/sso/sso-refusals";
import type { OidcFault } from "../fake-oidc/oidc-faults";
import type { SamlFault } from "../fake-saml-idp/saml-faults";

export const OIDC_FAULT_REFUSALS: Record<OidcFault, SsoRefusalCode> = {
  "wrong-issuer": "wrong_issuer",
  "wrong-audience": "wrong_audience",
  expired: "expired",
  "nonce-mismatch": "nonce_mismatch",
  "outside-domain": "outside_domain",
  "other-key": "unsigned",
  unsigned: "unsigned",
  "no-state": "state_missing",
};

/** A sign-in started from /auth ("resend-last" answers a request already answered: state_missing there, replayed IdP-initiated). */
export const SAML_FAULT_REFUSALS: Record<Exclude<SamlFault, "resend-last">, SsoRefusalCode> = {
  "wrong-audience": "wrong_audience",
  "wrong-issuer": "wrong_issuer",
  expired: "expired",
  unsigned: "unsigned",
  "other-key": "unsigned",
  "unknown-request": "state_missing",
  "outside-domain": "outside_domain",
};

/** The table's entries, typed. */
export const faultsAndRefusals = <F extends string>(table: Record<F, SsoRefusalCode>) => Object.entries(table) as [F, SsoRefusalCode][];
