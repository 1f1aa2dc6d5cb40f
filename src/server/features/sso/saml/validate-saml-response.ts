// A SAMLResponse posted to our ACS URL, checked and read into an identity, or refused with
// one of our reasons (saml-refusal.ts). node-saml verifies the signature, the InResponseTo,
// the validity window and the audience; around it we check what it leaves out: the issuer
// (the IdP's entity id, on the response and on the signed assertion), the Destination and
// the bearer confirmation's Recipient (our ACS URL) and its NotOnOrAfter, and that the
// assertion carries an id and an email address. The caller then checks the assertion id
// against the replay store: an id seen before is refused as "replayed".
import type { Profile } from "@node-saml/node-saml";
import { nodeSaml } from "./node-saml";
import type { IdpMetadata } from "./idp-metadata";
import { readAssertion } from "./read-assertion";
import { CLOCK_SKEW_MS, samlClient } from "./saml-client";
import { SamlRefusal, type SamlRefusalReason } from "./saml-refusal";
import { childText, parseXml } from "./saml-xml";
import type { SpEndpoints } from "./sp-endpoints";

export type SamlIdentity = {
  /** Lower-cased email: the NameID in email form, else an email attribute. */
  email: string;
  /** From the name attributes, or null when the IdP sent none. */
  firstName: string | null;
  lastName: string | null;
  nameId: string;
  /** Remember it until `expiresAt`: the same id again is a replay. */
  assertionId: string;
  /** The last moment this assertion would be accepted (clock skew included). */
  expiresAt: Date;
  /** The request it answers; null for an IdP-initiated sign-in. */
  inResponseTo: string | null;
};

export type ValidateSamlResponseInput = {
  sp: SpEndpoints;
  idp: Pick<IdpMetadata, "entityId" | "ssoUrl" | "signingCertificates">;
  /** The posted SAMLResponse form field (base64). */
  samlResponse: string;
  /**
   * The AuthnRequest id the caller's login state holds, or null when it has none: then only
   * an IdP-initiated response (no InResponseTo) is accepted.
   */
  expectedRequestId: string | null;
};

const refuse = (reason: SamlRefusalReason, detail: string): never => {
  throw new SamlRefusal(reason, detail);
};

/** The InResponseTo of a posted response, unverified: to find the login state it answers. */
export async function readInResponseTo(samlResponse: string): Promise<string | null> {
  const response = await parseResponse(samlResponse).catch(() => null);
  return response?.getAttribute("InResponseTo") || null;
}

export async function validateSamlResponse(input: ValidateSamlResponseInput): Promise<SamlIdentity> {
  const { sp, idp, expectedRequestId } = input;
  const response = await parseResponse(input.samlResponse);

  const inResponseTo = response.getAttribute("InResponseTo") || null;
  if (inResponseTo !== expectedRequestId) {
    refuse(
      "in_response_to_mismatch",
      inResponseTo === null
        ? "The response answers no request, but a sign-in request was expected."
        : "The response answers a sign-in request this provider did not send or no longer waits for.",
    );
  }
  const destination = response.getAttribute("Destination");
  if (destination && destination !== sp.acsUrl) refuse("wrong_audience", `The response is addressed to ${destination}.`);
  const responseIssuer = childText(response, "Issuer");
  if (responseIssuer !== null && responseIssuer !== idp.entityId) refuse("wrong_issuer", `The response was issued by ${responseIssuer}.`);

  let profile: Profile | null;
  try {
    ({ profile } = await samlClient({ sp, idp, expectedRequestId }).validatePostResponseAsync({ SAMLResponse: input.samlResponse }));
  } catch (error) {
    throw refusalOf(error as Error);
  }
  if (!profile) return refuse("malformed", "The response carries no assertion.");

  const assertion = readAssertion(profile);
  if (assertion.issuer !== idp.entityId) refuse("wrong_issuer", `The assertion was issued by ${assertion.issuer ?? "nobody"}.`);
  if (!assertion.id) refuse("malformed", "The assertion has no ID.");
  const confirmation = assertion.bearerConfirmation;
  if (!confirmation) refuse("malformed", "The assertion has no bearer subject confirmation.");
  if (!confirmation!.recipient) refuse("malformed", "The subject confirmation names no Recipient.");
  if (confirmation!.recipient !== sp.acsUrl) refuse("wrong_audience", `The assertion is for ${confirmation!.recipient}.`);
  const now = Date.now();
  if (confirmation!.notOnOrAfter !== null && now - CLOCK_SKEW_MS >= confirmation!.notOnOrAfter) {
    refuse("expired", "The subject confirmation has expired.");
  }
  if (confirmation!.inResponseTo && confirmation!.inResponseTo !== inResponseTo) {
    refuse("in_response_to_mismatch", "The assertion answers another request than the response.");
  }
  if (!assertion.email) refuse("malformed", "The assertion carries no email address (NameID or email attribute).");

  return {
    email: assertion.email!,
    firstName: assertion.firstName,
    lastName: assertion.lastName,
    nameId: profile.nameID,
    assertionId: assertion.id!,
    expiresAt: new Date(assertion.acceptedUntil + CLOCK_SKEW_MS),
    inResponseTo,
  };
}

async function parseResponse(samlResponse: string): Promise<Element> {
  const text = /^[A-Za-z0-9+/=\s]+$/.test(samlResponse) ? Buffer.from(samlResponse, "base64").toString("utf8") : "";
  const doc = text ? await parseXml(text) : null;
  const root = doc?.documentElement;
  if (!root || root.localName !== "Response") return refuse("malformed", "The SAMLResponse is not a SAML Response document.");
  return root;
}

/** node-saml's errors, by their messages (its only signal), as our reasons. */
function refusalOf(error: Error): SamlRefusal {
  if (error instanceof SamlRefusal) return error;
  if (error instanceof nodeSaml().SamlStatusError) return new SamlRefusal("idp_error", error.message);
  const message = error.message;
  const reason: SamlRefusalReason = /multiple assertions|multiple conditions/i.test(message)
    ? "malformed"
    : /InResponseTo/i.test(message)
      ? "in_response_to_mismatch"
      : /signature|Cannot obtain assertion from signed data/i.test(message)
        ? "unsigned"
        : /not yet valid|expired|No valid subject confirmation/i.test(message)
          ? "expired"
          : /audience/i.test(message)
            ? "wrong_audience"
            : "malformed";
  return new SamlRefusal(reason, message);
}
