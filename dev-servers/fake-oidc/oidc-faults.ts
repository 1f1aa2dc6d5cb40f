// The ways the test OpenID Connect provider can misbehave, each built by the provider itself:
// an ID token with another issuer, audience, a past expiry, another nonce or an address of
// another domain (signed with its real key); an ID token signed with a key it never
// published, or not signed at all; a redirect back without the state.
import { generateKeyPairSync, sign } from "node:crypto";

export const OIDC_FAULTS = [
  "wrong-issuer",
  "wrong-audience",
  "expired",
  "nonce-mismatch",
  "outside-domain",
  "other-key",
  "unsigned",
  "no-state",
] as const;
export type OidcFault = (typeof OIDC_FAULTS)[number];

/** Changes the ID token's claims as the fault says, before the provider signs it. */
export function faultyClaims(fault: OidcFault, claims: Record<string, unknown>, issuer: string) {
  const now = Math.floor(Date.now() / 1000);
  if (fault === "wrong-issuer") claims.iss = `${issuer}/another-issuer`;
  if (fault === "wrong-audience") claims.aud = "another-app";
  if (fault === "expired") Object.assign(claims, { iat: now - 7200, nbf: now - 7200, exp: now - 3600 });
  if (fault === "nonce-mismatch") claims.nonce = "not-the-nonce-of-this-sign-in";
  if (fault === "outside-domain" && typeof claims.email === "string") claims.email = claims.email.replace(/@.*$/, "@elsewhere.test");
}

// A key the provider never publishes in its JWKS: what it signs with doesn't verify.
const { privateKey: unpublishedKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** The signed ID token as the fault leaves it: signed again with the unpublished key, or unsigned (alg "none"). */
export function faultyIdToken(fault: OidcFault, idToken: string): string {
  const [header, payload] = idToken.split(".");
  if (fault === "unsigned") return `${base64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${payload}.`;
  if (fault !== "other-key") return idToken;
  // The same header (its kid names the published key), an RS256 signature by another key.
  return `${header}.${payload}.${base64url(sign("sha256", Buffer.from(`${header}.${payload}`), unpublishedKey))}`;
}

/** The redirect back to the app as the fault leaves it. */
export function faultyRedirect(fault: OidcFault, url: URL) {
  if (fault === "no-state") url.searchParams.delete("state");
}
