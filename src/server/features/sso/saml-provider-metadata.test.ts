// A SAML provider's metadata as the admin gives it: a metadata URL the server won't read is
// refused with what it accepts in the mode it runs in.
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/test-app";
import { createCompany } from "../../test/factories";

describeEachDatabase("a SAML provider's metadata", (ctx) => {
  it("refuses a metadata URL it won't read, saying it accepts https to public addresses and http://127.0.0.1 outside production", async () => {
    const { admin } = await createCompany(ctx());
    for (const metadataUrl of ["http://idp.example.test/metadata", "https://10.1.2.3/metadata", "https://localhost/metadata"]) {
      const res = await admin.client.post("/api/sso/providers", { kind: "saml", name: "ADFS", metadataUrl });
      expect(res.status, metadataUrl).toBe(400);
      expect(res.json.error.fields.metadataUrl, metadataUrl).toBe(
        "Enter a metadata URL that starts with https:// and points to a public internet address, or one on http://127.0.0.1 (this server doesn't run in production).",
      );
    }
  });
});

describeEachDatabase(
  "a SAML provider's metadata URL in production",
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
  },
  { isProduction: true },
);
