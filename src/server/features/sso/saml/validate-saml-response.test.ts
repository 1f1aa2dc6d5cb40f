// Real responses signed by a samlify IdP (test-only keys), each broken the way one refusal
// names, checked by the validator as the ACS route calls it.
import { describe, expect, it } from "vitest";
import type { RespondInput } from "../../../../../dev-servers/fake-saml-idp/test-idp";
import { faultyResponse, type SamlFault } from "../../../../../dev-servers/fake-saml-idp/saml-faults";
import { idpMetadata, sp, spXml, testIdp } from "./saml-test-setup";
import { SamlRefusal } from "./saml-refusal";
import { readInResponseTo, validateSamlResponse } from "./validate-saml-response";

const REQUEST_ID = "_request0123456789abcdef";
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

async function validate(
  respond: Omit<RespondInput, "spMetadataXml" | "email"> & { email?: string },
  expectedRequestId: string | null = REQUEST_ID,
) {
  const samlResponse = await testIdp.respond({ spMetadataXml: spXml, email: "Ada@Acme.test", inResponseTo: REQUEST_ID, ...respond });
  return validateSamlResponse({ sp, idp: await idpMetadata(), samlResponse, expectedRequestId });
}

/** The response the test IdP sends when it misbehaves this way (saml-faults.ts). */
const fault = (name: SamlFault) => faultyResponse(name, { spMetadataXml: spXml, email: "Ada@Acme.test", inResponseTo: REQUEST_ID });

async function refusal(...args: Parameters<typeof validate>): Promise<SamlRefusal> {
  const error = await validate(...args).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SamlRefusal);
  return error as SamlRefusal;
}

describe("a posted SAMLResponse", () => {
  it("signed on the assertion, answering our request: gives the identity and the assertion's id and expiry", async () => {
    const identity = await validate({ name: "Ada Lovelace", values: { assertionId: "_assertion-1" } });
    expect(identity).toMatchObject({
      email: "ada@acme.test",
      firstName: "Ada",
      lastName: "Lovelace",
      nameId: "Ada@Acme.test",
      assertionId: "_assertion-1",
      inResponseTo: REQUEST_ID,
    });
    // The assertion's NotOnOrAfter (5 minutes) plus the clock skew (2 minutes).
    expect(identity.expiresAt.getTime()).toBeGreaterThan(minutes(6.5).getTime());
    expect(identity.expiresAt.getTime()).toBeLessThanOrEqual(minutes(7.1).getTime());
  });

  it("signed on the whole response (assertion unsigned): accepted", async () => {
    const identity = await validate({ sign: "response" });
    expect(identity.email).toBe("ada@acme.test");
  });

  it("sent by the IdP on its own (no InResponseTo) when we wait for no request: accepted", async () => {
    const identity = await validate({ inResponseTo: null }, null);
    expect(identity).toMatchObject({ email: "ada@acme.test", inResponseTo: null });
  });

  it("takes the email from an attribute when the NameID is not an email", async () => {
    const identity = await validate({
      values: {
        nameId: "00u1abcd",
        nameIdFormat: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
        attributes: { mail: "grace@acme.test", givenName: "Grace", sn: "Hopper" },
      },
    });
    expect(identity).toMatchObject({ email: "grace@acme.test", firstName: "Grace", lastName: "Hopper", nameId: "00u1abcd" });
  });

  it("tells the caller which request it answers before anything is verified", async () => {
    const samlResponse = await testIdp.respond({ spMetadataXml: spXml, email: "ada@acme.test", inResponseTo: REQUEST_ID });
    expect(await readInResponseTo(samlResponse)).toBe(REQUEST_ID);
    expect(await readInResponseTo("not base64 at all!")).toBeNull();
  });

  describe("refused", () => {
    it("for another audience", async () => {
      expect((await refusal(fault("wrong-audience"))).reason).toBe("wrong_audience");
    });

    it("for another ACS URL (Destination or Recipient)", async () => {
      expect((await refusal({ values: { destination: "https://evil.example/acs" } })).reason).toBe("wrong_audience");
      expect((await refusal({ values: { recipient: "https://evil.example/acs" } })).reason).toBe("wrong_audience");
    });

    it("from another issuer, on the response or only on the signed assertion", async () => {
      expect((await refusal(fault("wrong-issuer"))).reason).toBe("wrong_issuer");
      expect((await refusal({ values: { issuer: "https://stranger.example", responseIssuer: null } })).reason).toBe("wrong_issuer");
    });

    it("after NotOnOrAfter (beyond the clock skew), before NotBefore, or too long after it was issued", async () => {
      expect((await refusal({ values: { notOnOrAfter: minutes(-3) } })).reason).toBe("expired");
      expect((await refusal({ values: { confirmationNotOnOrAfter: minutes(-3) } })).reason).toBe("expired");
      expect((await refusal({ values: { notBefore: minutes(3) } })).reason).toBe("expired");
      expect((await refusal({ values: { issueInstant: minutes(-13), notBefore: minutes(-13), notOnOrAfter: minutes(60) } })).reason).toBe(
        "expired",
      );
    });

    it("within the clock skew: still accepted", async () => {
      const identity = await validate({ values: { notOnOrAfter: minutes(-1), notBefore: minutes(1) } });
      expect(identity.email).toBe("ada@acme.test");
    });

    it("unsigned, signed with a key not in the IdP's metadata, or changed after signing", async () => {
      expect((await refusal(fault("unsigned"))).reason).toBe("unsigned");
      expect((await refusal(fault("other-key"))).reason).toBe("unsigned");
      const signed = await testIdp.respond({ spMetadataXml: spXml, email: "ada@acme.test", inResponseTo: REQUEST_ID });
      const tampered = Buffer.from(
        Buffer.from(signed, "base64")
          .toString()
          .replace(/ada@acme.test/g, "eve@acme.test"),
      ).toString("base64");
      const error = await validateSamlResponse({
        sp,
        idp: await idpMetadata(),
        samlResponse: tampered,
        expectedRequestId: REQUEST_ID,
      }).catch((e) => e);
      expect(error).toMatchObject({ reason: "unsigned" });
    });

    it("answering a request we didn't send, or any request when we wait for none", async () => {
      expect((await refusal({ inResponseTo: "_someone-elses-request" })).reason).toBe("in_response_to_mismatch");
      expect((await refusal({}, null)).reason).toBe("in_response_to_mismatch");
      expect((await refusal({ inResponseTo: null }, REQUEST_ID)).reason).toBe("in_response_to_mismatch");
    });

    it("when the signed assertion answers another request than the response claims", async () => {
      // The response (unsigned envelope) is moved onto our request id; the assertion still answers its own.
      const signed = await testIdp.respond({ spMetadataXml: spXml, email: "ada@acme.test", inResponseTo: "_their-request" });
      const xml = Buffer.from(signed, "base64").toString();
      const moved = xml.replace(/(<samlp:Response[^>]*InResponseTo=")_their-request"/, `$1${REQUEST_ID}"`);
      expect(moved).not.toBe(xml);
      const error = await validateSamlResponse({
        sp,
        idp: await idpMetadata(),
        samlResponse: Buffer.from(moved).toString("base64"),
        expectedRequestId: REQUEST_ID,
      }).catch((e) => e);
      expect(error).toMatchObject({ reason: "in_response_to_mismatch" });
    });

    it("when the IdP answers with an error status instead of an assertion", async () => {
      const error = await refusal({ sign: "none", values: { errorStatus: "urn:oasis:names:tc:SAML:2.0:status:RequestDenied" } });
      expect(error.reason).toBe("idp_error");
      expect(error.detail).toContain("RequestDenied");
    });

    it("when it isn't a SAML response, or carries no email", async () => {
      const idp = await idpMetadata();
      for (const samlResponse of ["", "%%%", Buffer.from("<html/>").toString("base64"), Buffer.from("<a><b>").toString("base64")]) {
        const error = await validateSamlResponse({ sp, idp, samlResponse, expectedRequestId: null }).catch((e) => e);
        expect(error).toMatchObject({ reason: "malformed" });
      }
      const noEmail = await refusal({
        values: { nameId: "00u1abcd", nameIdFormat: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent", attributes: {} },
      });
      expect(noEmail.reason).toBe("malformed");
    });
  });
});
