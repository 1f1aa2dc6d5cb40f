// The provider the SAML tests sign in to and the test IdP that answers it.
import { createTestIdp } from "../../../../../dev-servers/fake-saml-idp/test-idp";
import { parseIdpMetadata } from "./idp-metadata";
import { spEndpoints } from "./sp-endpoints";
import { spMetadataXml } from "./sp-metadata";

export const PROVIDER_ID = "prv_test";
export const sp = spEndpoints("https://signet.example", PROVIDER_ID);
export const spXml = spMetadataXml(sp, PROVIDER_ID);
export const testIdp = createTestIdp({ entityId: "https://idp.example/metadata", ssoUrl: "https://idp.example/sso" });
export const idpMetadata = () => parseIdpMetadata(testIdp.metadataXml);
