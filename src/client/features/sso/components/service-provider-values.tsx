// What to register at the identity provider for one provider (OIDC: the redirect URL; SAML: our
// entity ID, ACS URL and metadata), shown on a saved provider and, from its draft id, in the
// add form before it is saved.
import { ExternalLink } from "lucide-react";
import { CopyText } from "../../../components/ui/copy-text";

export type ServiceProviderUrls = {
  redirectUri: string | null;
  entityId: string | null;
  acsUrl: string | null;
  metadataUrl: string | null;
};

export function ServiceProviderValues({ kind, urls, saved }: { kind: "oidc" | "saml"; urls: ServiceProviderUrls; saved: boolean }) {
  if (kind === "oidc")
    return urls.redirectUri ? (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-600">Register this redirect URL in the app at your identity provider:</p>
        <CopyText label="Redirect URL" value={urls.redirectUri} />
      </div>
    ) : null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        {saved
          ? "Enter these values in the SAML app at your identity provider, or give it our metadata URL:"
          : "Enter these values in the SAML app at your identity provider. Once the provider is saved, our metadata URL shows here too."}
      </p>
      {urls.entityId && <CopyText label="SP entity ID" value={urls.entityId} />}
      {urls.acsUrl && <CopyText label="ACS URL" value={urls.acsUrl} />}
      {/* Our metadata answers once the provider is saved: until then, only what can be entered by hand. */}
      {saved && urls.metadataUrl && <CopyText label="SP metadata URL" value={urls.metadataUrl} />}
      {saved && urls.metadataUrl && (
        <a
          href={urls.metadataUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Open our SAML metadata <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      )}
    </div>
  );
}
