// A SAML provider's metadata as the admin gives it: an edit that sends none keeps what was
// read when the provider was saved (pasted XML or a URL), new metadata replaces it; a
// metadata URL the server won't read is refused with what it accepts in the mode it runs in.
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { createCompany } from "../../test/factories";
import { ssoProviders } from "../../db/schema";
import { createTestIdp } from "../../../../dev-servers/fake-saml-idp/test-idp";
import { SSO_FIELD_MESSAGES } from "../../../shared/sso/sso-schema";

const adfs = createTestIdp({ entityId: "https://adfs.example.test/metadata", ssoUrl: "https://adfs.example.test/sso" });
const okta = createTestIdp({ entityId: "https://okta.example.test/metadata", ssoUrl: "https://okta.example.test/sso" });

const rowOf = async (ctx: TestContext, id: string) => (await ctx.deps.db.select().from(ssoProviders).where(eq(ssoProviders.id, id)))[0];

describeEachDatabase("a SAML provider's metadata", (ctx) => {
  it("keeps the pasted metadata when an edit sends none, and replaces it when an edit sends new metadata", async () => {
    const { admin } = await createCompany(ctx());
    const added = await admin.client.post("/api/sso/providers", { kind: "saml", name: "ADFS", metadataXml: adfs.metadataXml });
    expect(added.status, added.text).toBe(201);
    const before = await rowOf(ctx(), added.json.id);

    const renamed = await admin.client.request("PUT", `/api/sso/providers/${added.json.id}`, {
      kind: "saml",
      name: "ADFS (EU)",
      enabled: false,
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json).toMatchObject({
      name: "ADFS (EU)",
      enabled: false,
      hasMetadataXml: true,
      metadataUrl: null,
      idpEntityId: "https://adfs.example.test/metadata",
      ssoUrl: "https://adfs.example.test/sso",
    });
    const after = await rowOf(ctx(), added.json.id);
    expect(after).toMatchObject({
      samlMetadataXml: before.samlMetadataXml,
      samlIdpEntityId: before.samlIdpEntityId,
      samlSsoUrl: before.samlSsoUrl,
      samlCertificates: before.samlCertificates,
    });

    const replaced = await admin.client.request("PUT", `/api/sso/providers/${added.json.id}`, {
      kind: "saml",
      name: "Okta",
      metadataXml: okta.metadataXml,
    });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.json).toMatchObject({ name: "Okta", hasMetadataXml: true, idpEntityId: "https://okta.example.test/metadata" });
    expect((await rowOf(ctx(), added.json.id)).samlMetadataXml).toBe(okta.metadataXml);
  });

  it("asks for metadata when a provider is added without any", async () => {
    const { admin } = await createCompany(ctx());
    const res = await admin.client.post("/api/sso/providers", { kind: "saml", name: "ADFS" });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.metadataXml).toBe(SSO_FIELD_MESSAGES.metadataRequired);
  });

  it("refuses a metadata URL it won't read, saying it accepts https to public addresses and http://127.0.0.1 under the test-only setting", async () => {
    const { admin } = await createCompany(ctx());
    for (const metadataUrl of ["http://idp.example.test/metadata", "https://10.1.2.3/metadata", "https://localhost/metadata"]) {
      const res = await admin.client.post("/api/sso/providers", { kind: "saml", name: "ADFS", metadataUrl });
      expect(res.status, metadataUrl).toBe(400);
      expect(res.json.error.fields.metadataUrl, metadataUrl).toBe(
        "Enter a metadata URL that starts with https:// and points to a public internet address, or one on http://127.0.0.1 (a test-only setting of this server allows it).",
      );
    }
  });
});

describeEachDatabase(
  "a provider's addresses in production",
  (ctx) => {
    it("refuses http, even to 127.0.0.1, and private addresses, saying only https to public addresses is read", async () => {
      const { admin } = await createCompany(ctx());
      for (const metadataUrl of ["http://127.0.0.1:4601/metadata", "http://idp.example.test/metadata", "https://192.168.1.5/metadata"]) {
        const res = await admin.client.post("/api/sso/providers", { kind: "saml", name: "ADFS", metadataUrl });
        expect(res.status, metadataUrl).toBe(400);
        expect(res.json.error.fields.metadataUrl, metadataUrl).toBe(
          "Enter a metadata URL that starts with https:// and points to a public internet address.",
        );
      }
    });

    it("refuses an OpenID Connect issuer on http, saying it must start with https://", async () => {
      const { admin } = await createCompany(ctx());
      const res = await admin.client.post("/api/sso/providers", {
        kind: "oidc",
        name: "Okta",
        issuer: "http://127.0.0.1:4602",
        clientId: "signet",
        clientSecret: "secret",
      });
      expect(res.status).toBe(400);
      expect(res.json.error.fields.issuer).toBe("Enter the issuer URL your identity provider shows, starting with https://.");
    });
  },
  // The test-only setting is on, as a misconfigured server might have it: production ignores it.
  { isProduction: true, outbound: { allowLoopback: true } },
);
