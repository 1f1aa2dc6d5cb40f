// The ways the test SAML identity provider can misbehave, each built into the response it
// signs (test-idp.ts): an assertion for another audience, from another issuer, expired
// twenty minutes ago, not signed at all or signed with a key its metadata doesn't name, an
// answer to a request the service provider never sent, an address of another domain; or the
// last response it sent, posted again (a replay).
import type { RespondInput } from "./test-idp";

export const SAML_FAULTS = [
  "wrong-audience",
  "wrong-issuer",
  "expired",
  "unsigned",
  "other-key",
  "unknown-request",
  "outside-domain",
  "resend-last",
] as const;
export type SamlFault = (typeof SAML_FAULTS)[number];

const EXPIRED_MINUTES_AGO = 20;

/** The response the IdP builds for `input` when it misbehaves this way. */
export function faultyResponse(fault: SamlFault, input: RespondInput): RespondInput {
  const values = input.values ?? {};
  switch (fault) {
    case "wrong-audience":
      return { ...input, values: { ...values, audience: "https://another-app.example/metadata" } };
    case "wrong-issuer":
      return {
        ...input,
        values: { ...values, issuer: "https://stranger.example/metadata", responseIssuer: "https://stranger.example/metadata" },
      };
    case "expired": {
      const past = new Date(Date.now() - EXPIRED_MINUTES_AGO * 60_000);
      return { ...input, values: { ...values, issueInstant: past, notBefore: past, notOnOrAfter: past, confirmationNotOnOrAfter: past } };
    }
    case "unsigned":
      return { ...input, sign: "none" };
    case "other-key":
      return { ...input, signWithOtherKey: true };
    case "unknown-request":
      return { ...input, inResponseTo: "_a-request-nobody-sent" };
    case "outside-domain":
      return { ...input, email: input.email.replace(/@.*$/, "@elsewhere.test") };
    case "resend-last":
      return input;
  }
}
