// Our service-provider metadata for one provider, for the admin to hand to the identity
// provider: entity id, the ACS URL (HTTP-POST), NameID in email form, and that we want
// assertions signed. The document's ID is stable per provider so the XML is the same on
// every request.
import { nodeSaml } from "./node-saml";
import { NAME_ID_EMAIL } from "./saml-client";
import type { SpEndpoints } from "./sp-endpoints";

export function spMetadataXml(sp: SpEndpoints, providerId: string): string {
  return nodeSaml().generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    identifierFormat: NAME_ID_EMAIL,
    wantAssertionsSigned: true,
    generateUniqueId: () => `_sp-${providerId.replace(/[^A-Za-z0-9_.-]/g, "")}`,
  });
}
