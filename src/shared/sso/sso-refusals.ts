// Why a single sign-on was refused: the code travels to /auth as `?sso_error=<code>` and
// the page shows its sentence; the company's audit log keeps the code with what the
// identity provider asserted (never a token or a secret).
export const SSO_REFUSALS = {
  no_provider:
    "We couldn't find single sign-on for this address. Sign in with your password, or ask your company's admin whether single sign-on is set up.",
  provider_unavailable:
    "Single sign-on with this identity provider isn't available right now. Ask your company's admin to check its settings.",
  idp_error: "Your identity provider didn't sign you in. Try again, or ask your company's admin.",
  state_missing: "This sign-in link has expired or was already used. Start again with “Sign in with SSO”.",
  state_mismatch: "This sign-in didn't start in this browser. Start again with “Sign in with SSO” here.",
  idp_initiated_off:
    "Your company's identity provider tried to sign you in without Signet asking, and your company doesn't allow that. Start with “Sign in with SSO” here instead.",
  replayed: "This sign-in answer was already used. Start again with “Sign in with SSO”.",
  wrong_issuer: "The answer came from a different identity provider than the one set up for your company. Ask your company's admin.",
  wrong_audience:
    "The identity provider's answer was meant for another app. Ask your company's admin to check that the identity provider's settings name Signet (its client ID or SP entity ID).",
  expired: "The identity provider's answer has expired. Start again with “Sign in with SSO”.",
  unsigned: "The identity provider's answer wasn't signed as it should be, so we didn't trust it. Ask your company's admin.",
  nonce_mismatch: "The identity provider's answer doesn't belong to this sign-in. Start again with “Sign in with SSO”.",
  invalid_response: "The identity provider's answer couldn't be checked. Ask your company's admin to check the single sign-on settings.",
  no_email: "Your identity provider didn't tell us your email address. Ask your company's admin.",
  outside_domain: "Your address isn't on one of your company's verified domains, so single sign-on can't sign you in.",
  unknown_person: "You aren't a member of this company on Signet yet. Ask your company's admin to invite you.",
  member_deactivated: "Your company has turned off your access to Signet. Ask your company's admin if you think this is a mistake.",
  address_taken: "This address belongs to a member of another company on Signet, so it can't join this one.",
  platform_operator:
    "This is a Signet operator account, and a company's single sign-on never signs it in. Sign in with your password instead.",
} as const;

export type SsoRefusalCode = keyof typeof SSO_REFUSALS;

/** Why, in the admin's words, for the company's Activity ("Why: …"). */
export const SSO_REFUSAL_REASONS: Record<SsoRefusalCode, string> = {
  no_provider: "no single sign-on is set up for the address",
  provider_unavailable: "the identity provider couldn't be reached or its settings couldn't be read",
  idp_error: "the identity provider answered with an error",
  state_missing: "the sign-in had expired, was already used, or was never started here",
  state_mismatch: "the answer came back to a different browser than the one that started",
  idp_initiated_off: "the identity provider sent a sign-in Signet didn't ask for, and IdP-initiated sign-in is off for this provider",
  replayed: "the identity provider's answer had already been used",
  wrong_issuer: "the answer came from a different identity provider (wrong issuer)",
  wrong_audience: "the answer was meant for another app (wrong audience)",
  expired: "the identity provider's answer had expired",
  unsigned: "the answer wasn't signed with the identity provider's key",
  nonce_mismatch: "the answer didn't belong to this sign-in (nonce mismatch)",
  invalid_response: "the identity provider's answer couldn't be checked",
  no_email: "the identity provider sent no email address",
  outside_domain: "the address isn't on one of the company's verified domains",
  unknown_person: "the person isn't a member, and members aren't created on first sign-in",
  member_deactivated: "the member is deactivated",
  address_taken: "the address belongs to a member of another company",
  platform_operator: "it is a Signet operator account, which single sign-on never signs in",
};

export const isSsoRefusalCode = (value: unknown): value is SsoRefusalCode =>
  typeof value === "string" && Object.hasOwn(SSO_REFUSALS, value);

/** The password sign-in's refusal for an address whose company requires single sign-on. */
export const SSO_REQUIRED_MESSAGE =
  "Your company signs you in through its identity provider. Use “Sign in with SSO” instead of a password.";
