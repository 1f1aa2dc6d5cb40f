// A SAML provider's two metadata documents: the IdP's, read when an admin saves the provider
// (pasted XML, or fetched from its URL) or refreshes it from the URL, into the columns sign-in
// uses; and ours, served for the IdP at /api/sso/saml/{providerId}/metadata. The metadata URL
// is fetched through the outbound policy (lib/outbound): https to a public address, the
// connection pinned to the checked address, no redirects, bounded in time and size.
import type { AppDeps } from "../../context";
import { badRequest, notFound } from "../../lib/errors";
import { outboundPolicy, urlRefusal } from "../../lib/outbound/outbound-policy";
import { outboundFetch } from "../../lib/outbound/outbound-fetch";
import { metadataUrlRule } from "../../../shared/sso/sso-schema";
import { fetchIdpMetadata, METADATA_FETCH_TIMEOUT_MS, METADATA_MAX_BYTES } from "./saml/fetch-idp-metadata";
import { parseIdpMetadata, SamlMetadataError, type IdpMetadata } from "./saml/idp-metadata";
import { spEndpoints } from "./saml/sp-endpoints";
import { spMetadataXml } from "./saml/sp-metadata";
import { findSsoProviderById } from "./find-sso-provider";

/** The IdP's metadata from the pasted XML or else the URL; 400 naming the field on any problem. */
export async function readIdpMetadata(
  deps: Pick<AppDeps, "config">,
  source: { xml: string | null; url: string | null },
): Promise<IdpMetadata> {
  const field = source.xml ? "metadataXml" : "metadataUrl";
  const policy = outboundPolicy(deps.config);
  if (!source.xml && urlRefusal(new URL(source.url!), policy)) {
    const rule = metadataUrlRule(policy.allowLoopback);
    throw badRequest(rule, { metadataUrl: rule });
  }
  try {
    if (source.xml) return await parseIdpMetadata(source.xml);
    // One byte past the limit is read, so an answer over it is told from one that fits.
    const fetch = outboundFetch(policy, { timeoutMs: METADATA_FETCH_TIMEOUT_MS, maxBytes: METADATA_MAX_BYTES + 1 });
    return await fetchIdpMetadata(source.url!, { fetch });
  } catch (error) {
    if (error instanceof SamlMetadataError) throw badRequest(error.message, { [field]: error.message });
    throw error;
  }
}

/** The columns a provider keeps of the IdP's metadata. */
export const idpColumns = (metadata: IdpMetadata) => ({
  samlIdpEntityId: metadata.entityId,
  samlSsoUrl: metadata.ssoUrl,
  samlCertificates: metadata.signingCertificates,
});

/** Our SP metadata for a SAML provider (public: the IdP's admin fetches it); 404 for any other id. */
export async function getSpMetadata(deps: Pick<AppDeps, "db" | "config">, providerId: string) {
  const provider = await findSsoProviderById(deps.db, providerId);
  if (!provider || provider.kind !== "saml") throw notFound("Identity provider");
  return spMetadataXml(spEndpoints(deps.config.baseUrl, provider.id), provider.id);
}
