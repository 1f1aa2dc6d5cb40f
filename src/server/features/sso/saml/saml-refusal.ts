// Why a SAML sign-in was refused, in our own words: every failure of a posted SAMLResponse
// maps to one of these reasons, so the sign-in end can show one clear message and write one
// audit entry per kind. `detail` is for the audit log and the server log (never secrets).
export const SAML_REFUSAL_REASONS = [
  "wrong_audience",
  "wrong_issuer",
  "expired",
  "unsigned",
  "replayed",
  "in_response_to_mismatch",
  "malformed",
  /** The IdP answered with an error status (the person was not signed in there). */
  "idp_error",
] as const;

export type SamlRefusalReason = (typeof SAML_REFUSAL_REASONS)[number];

export class SamlRefusal extends Error {
  constructor(
    readonly reason: SamlRefusalReason,
    readonly detail: string,
  ) {
    super(`SAML response refused (${reason}): ${detail}`);
  }
}
