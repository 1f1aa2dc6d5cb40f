// A SAML provider's two metadata documents: the IdP's, read when an admin saves the provider
// (pasted XML, or fetched from its URL) or refreshes it from the URL, into the columns sign-in
// uses; and ours, served for the IdP at /api/sso/saml/{providerId}/metadata. The metadata URL
// is fetched like a webhook address is checked: https to a public address only, except
// http://127.0.0.1 outside production (the test IdP).
import type { AppDeps } from "../../context";
import { badRequest, notFound } from "../../lib/errors";
import { checkedAddress, urlRefusal } from "../webhooks/send-webhook-request";
import { metadataUrlRule } from "../../../shared/sso/sso-schema";
import { fetchIdpMetadata } from "./saml/fetch-idp-metadata";
import { parseIdpMetadata, SamlMetadataError, type IdpMetadata } from "./saml/idp-metadata";
import { spEndpoints } from "./saml/sp-endpoints";
import { spMetadataXml } from "./saml/sp-metadata";
import { findSsoProviderById } from "./find-sso-provider";

/** fetch, refused for addresses a company's URL may not make us reach. */
export function metadataFetch(isProduction: boolean): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const checked = await checkedAddress(url, { allowLoopbackHttp: !isProduction });
    if ("refused" in checked) throw new Error(checked.refused);
    return fetch(url, init);
  };
}

/** The IdP's metadata from the pasted XML or else the URL; 400 naming the field on any problem. */
export async function readIdpMetadata(
  deps: Pick<AppDeps, "config">,
  source: { xml: string | null; url: string | null },
): Promise<IdpMetadata> {
  const field = source.xml ? "metadataXml" : "metadataUrl";
  if (!source.xml && urlRefusal(new URL(source.url!), { allowLoopbackHttp: !deps.config.isProduction })) {
    const rule = metadataUrlRule(deps.config.isProduction);
    throw badRequest(rule, { metadataUrl: rule });
  }
  try {
    return source.xml
      ? await parseIdpMetadata(source.xml)
      : await fetchIdpMetadata(source.url!, { fetch: metadataFetch(deps.config.isProduction) });
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
