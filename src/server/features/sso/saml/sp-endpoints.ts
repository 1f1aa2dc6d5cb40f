// Our side of one SAML provider: where the identity provider finds our metadata and where it
// posts its responses. The entity id is the metadata URL (a common convention, and one URL
// fewer for an admin to copy). One provider, one set of URLs: a response meant for another
// company's provider is for another audience.
export type SpEndpoints = {
  entityId: string;
  metadataUrl: string;
  /** The Assertion Consumer Service: where the IdP posts the SAMLResponse (HTTP-POST binding). */
  acsUrl: string;
};

export const samlMetadataPath = (providerId: string) => `/api/sso/saml/${encodeURIComponent(providerId)}/metadata`;
export const samlAcsPath = (providerId: string) => `/api/sso/saml/${encodeURIComponent(providerId)}/acs`;

export function spEndpoints(baseUrl: string, providerId: string): SpEndpoints {
  const base = baseUrl.replace(/\/+$/, "");
  const metadataUrl = base + samlMetadataPath(providerId);
  return { entityId: metadataUrl, metadataUrl, acsUrl: base + samlAcsPath(providerId) };
}
