// A SAML identity provider for the tests, built on samlify as a real IdP is: it publishes
// metadata, and answers with a SAMLResponse it signs with its own key, shaped by the
// service provider's metadata (the ACS URL, WantAssertionsSigned). Each response value can
// be changed so a test can send exactly the response a broken or hostile IdP would.
// Test-only: its keys are in the repository (test-only-keys/).
import { readFileSync } from "node:fs";
import * as samlify from "samlify";

const keyFile = (name: string) => readFileSync(new URL(`./test-only-keys/${name}`, import.meta.url), "utf8");
export const TEST_IDP_KEYS = {
  idp: { privateKey: keyFile("idp-key.pem"), certificate: keyFile("idp-cert.pem") },
  other: { privateKey: keyFile("other-idp-key.pem"), certificate: keyFile("other-idp-cert.pem") },
};

// samlify validates incoming XML against the SAML schema only through a validator it is
// given; the tests' IdP reads only what our own code generated.
samlify.setSchemaValidator({ validate: async () => "skipped" });

const EMAIL_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";
const REDIRECT = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";

/** Every value of the response; a test overrides the ones it breaks. null leaves the attribute out. */
export type ResponseValues = {
  responseId: string;
  assertionId: string;
  issuer: string;
  /** The Issuer of the Response element; null leaves it out (only the assertion's counts then). */
  responseIssuer: string | null;
  destination: string | null;
  audience: string;
  recipient: string;
  inResponseTo: string | null;
  issueInstant: Date;
  notBefore: Date;
  notOnOrAfter: Date;
  confirmationNotOnOrAfter: Date;
  nameId: string;
  nameIdFormat: string;
  attributes: Record<string, string>;
  /** A status other than Success: the response then carries no assertion, as an IdP's error does. */
  errorStatus: string | null;
};

export type RespondInput = {
  /** The SP metadata our app publishes for the provider. */
  spMetadataXml: string;
  email: string;
  name?: string;
  inResponseTo?: string | null;
  /** What the IdP signs: the assertion (as our metadata asks), the whole response, or nothing. */
  sign?: "assertion" | "response" | "none";
  /** Sign with another key than the one in the IdP's metadata. */
  signWithOtherKey?: boolean;
  values?: Partial<ResponseValues>;
};

export type TestIdp = ReturnType<typeof createTestIdp>;

export function createTestIdp(options: { entityId: string; ssoUrl: string }) {
  const entity = (keys: { privateKey: string; certificate: string }) =>
    samlify.IdentityProvider({
      entityID: options.entityId,
      privateKey: keys.privateKey,
      signingCert: keys.certificate,
      nameIDFormat: [EMAIL_FORMAT],
      singleSignOnService: [{ Binding: REDIRECT, Location: options.ssoUrl }],
      wantAuthnRequestsSigned: false,
    });
  const idp = entity(TEST_IDP_KEYS.idp);
  const stranger = entity(TEST_IDP_KEYS.other);

  return {
    entityId: options.entityId,
    metadataXml: idp.getMetadata() as string,
    idp,

    /** A base64 SAMLResponse for `email`, posted as the SAMLResponse form field. */
    async respond(input: RespondInput): Promise<string> {
      const wantsAssertionSigned = (input.sign ?? "assertion") === "assertion";
      const sp = samlify.ServiceProvider({
        metadata: input.spMetadataXml.replace(/WantAssertionsSigned="[^"]*"/, `WantAssertionsSigned="${wantsAssertionSigned}"`),
      });
      const values = responseValues(options.entityId, sp, input);
      const xml = responseXml(values);
      if (input.sign === "none") return Buffer.from(xml).toString("base64");
      const signer = input.signWithOtherKey ? stranger : idp;
      const { context } = await signer.createLoginResponse(
        sp,
        { extract: {} },
        "post",
        { email: input.email },
        {
          customTagReplacement: () => ({ id: values.responseId, context: xml }),
        },
      );
      return context;
    },
  };
}

function responseValues(issuer: string, sp: samlify.ServiceProviderInstance, input: RespondInput): ResponseValues {
  const now = Date.now();
  const acs = sp.entityMeta.getAssertionConsumerService("post") as string;
  const id = () => `_${crypto.randomUUID().replace(/-/g, "")}`;
  return {
    responseId: id(),
    assertionId: id(),
    issuer,
    responseIssuer: issuer,
    destination: acs,
    audience: sp.entityMeta.getEntityID(),
    recipient: acs,
    inResponseTo: input.inResponseTo ?? null,
    issueInstant: new Date(now),
    notBefore: new Date(now - 30_000),
    notOnOrAfter: new Date(now + 5 * 60_000),
    confirmationNotOnOrAfter: new Date(now + 5 * 60_000),
    nameId: input.email,
    nameIdFormat: EMAIL_FORMAT,
    attributes: { email: input.email, ...(input.name ? { displayName: input.name } : {}) },
    errorStatus: null,
    ...input.values,
  };
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const attr = (name: string, value: string | null) => (value === null ? "" : ` ${name}="${escape(value)}"`);

function responseXml(v: ResponseValues): string {
  if (v.errorStatus) {
    return (
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"` +
      ` ID="${v.responseId}" Version="2.0" IssueInstant="${v.issueInstant.toISOString()}"${attr("Destination", v.destination)}${attr("InResponseTo", v.inResponseTo)}>` +
      `<saml:Issuer>${escape(v.issuer)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Responder">` +
      `<samlp:StatusCode Value="${escape(v.errorStatus)}"/></samlp:StatusCode></samlp:Status></samlp:Response>`
    );
  }
  const issued = v.issueInstant.toISOString();
  const attributes = Object.entries(v.attributes)
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${escape(name)}"><saml:AttributeValue>${escape(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join("");
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"` +
    ` ID="${v.responseId}" Version="2.0" IssueInstant="${issued}"${attr("Destination", v.destination)}${attr("InResponseTo", v.inResponseTo)}>` +
    (v.responseIssuer === null ? "" : `<saml:Issuer>${escape(v.responseIssuer)}</saml:Issuer>`) +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="${v.assertionId}" Version="2.0" IssueInstant="${issued}">` +
    `<saml:Issuer>${escape(v.issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="${escape(v.nameIdFormat)}">${escape(v.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData NotOnOrAfter="${v.confirmationNotOnOrAfter.toISOString()}"${attr("Recipient", v.recipient)}${attr("InResponseTo", v.inResponseTo)}/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${v.notBefore.toISOString()}" NotOnOrAfter="${v.notOnOrAfter.toISOString()}">` +
    `<saml:AudienceRestriction><saml:Audience>${escape(v.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${issued}" SessionIndex="${v.assertionId}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
    `</saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : "") +
    `</saml:Assertion></samlp:Response>`
  );
}
