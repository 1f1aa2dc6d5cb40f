import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createAuthnRequest } from "./authn-request";
import { idpMetadata, PROVIDER_ID, sp, spXml, testIdp } from "./saml-test-setup";
import { parseXml, xpath } from "./saml-xml";

describe("our service-provider side", () => {
  it("puts the metadata and ACS URLs under BASE_URL, the metadata URL being the entity id", () => {
    expect(sp).toEqual({
      entityId: "https://signet.example/api/sso/saml/prv_test/metadata",
      metadataUrl: "https://signet.example/api/sso/saml/prv_test/metadata",
      acsUrl: "https://signet.example/api/sso/saml/prv_test/acs",
    });
  });

  it("publishes metadata with the entity id, the HTTP-POST ACS URL and the email NameID format", async () => {
    const doc = (await parseXml(spXml))!;
    const root = doc.documentElement;
    expect(root.getAttribute("entityID")).toBe(sp.entityId);
    const acs = xpath.selectElements(doc, "//*[local-name()='AssertionConsumerService']")[0];
    expect(acs.getAttribute("Location")).toBe(sp.acsUrl);
    expect(acs.getAttribute("Binding")).toBe("urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST");
    expect(xpath.selectElements(doc, "//*[local-name()='NameIDFormat']")[0].textContent).toBe(
      "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
    );
    const descriptor = xpath.selectElements(doc, "//*[local-name()='SPSSODescriptor']")[0];
    expect(descriptor.getAttribute("WantAssertionsSigned")).toBe("true");
    // The same document every time: IdPs and caches may compare it.
    const { spMetadataXml } = await import("./sp-metadata");
    expect(spMetadataXml(sp, PROVIDER_ID)).toBe(spXml);
  });

  it("sends the browser to the IdP's HTTP-Redirect address with an AuthnRequest the IdP reads", async () => {
    const idp = await idpMetadata();
    const { url, requestId } = await createAuthnRequest({ sp, idp, relayState: "state-123" });
    const target = new URL(url);
    expect(`${target.origin}${target.pathname}`).toBe("https://idp.example/sso");
    expect(target.searchParams.get("RelayState")).toBe("state-123");
    expect(requestId).toMatch(/^_[0-9a-f]{40}$/);

    const xml = inflateRawSync(Buffer.from(target.searchParams.get("SAMLRequest")!, "base64")).toString();
    const request = (await parseXml(xml))!.documentElement;
    expect(request.localName).toBe("AuthnRequest");
    expect(request.getAttribute("ID")).toBe(requestId);
    expect(request.getAttribute("Destination")).toBe("https://idp.example/sso");
    expect(request.getAttribute("AssertionConsumerServiceURL")).toBe(sp.acsUrl);

    // What the IdP makes of it (samlify's own reading of a redirect-bound request).
    const samlify = await import("samlify");
    const parsed = await testIdp.idp.parseLoginRequest(samlify.ServiceProvider({ metadata: spXml }), "redirect", {
      query: Object.fromEntries(target.searchParams),
    });
    expect(parsed.extract.request?.id).toBe(requestId);
    expect(parsed.extract.issuer).toBe(sp.entityId);
  });

  it("gives every request a new id", async () => {
    const idp = await idpMetadata();
    const first = await createAuthnRequest({ sp, idp, relayState: "a" });
    const second = await createAuthnRequest({ sp, idp, relayState: "a" });
    expect(first.requestId).not.toBe(second.requestId);
  });
});
