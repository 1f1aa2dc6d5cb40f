// The start of an SP-initiated sign-in: the URL that sends the browser to the identity
// provider with an AuthnRequest (HTTP-Redirect binding: deflated, base64, in the query) and
// the RelayState, and the request id the response must answer (InResponseTo). The caller
// keeps the id with its login state; the response is matched to it server-side, since the
// IdP's cross-site POST carries none of our SameSite=Lax cookies.
import { randomBytes } from "node:crypto";
import type { IdpMetadata } from "./idp-metadata";
import { samlClient } from "./saml-client";
import type { SpEndpoints } from "./sp-endpoints";

export type AuthnRequestStart = { url: string; requestId: string };

/** A fresh AuthnRequest id (an xs:ID must not start with a digit). */
export const newRequestId = () => `_${randomBytes(20).toString("hex")}`;

export async function createAuthnRequest(input: {
  sp: SpEndpoints;
  idp: Pick<IdpMetadata, "entityId" | "ssoUrl" | "signingCertificates">;
  relayState: string;
  /** The id to send, when the caller stored it first (with its login state); else a fresh one. */
  requestId?: string;
}): Promise<AuthnRequestStart> {
  const requestId = input.requestId ?? newRequestId();
  const url = await samlClient({ sp: input.sp, idp: input.idp, requestId }).getAuthorizeUrlAsync(input.relayState, undefined, {});
  return { url, requestId };
}
