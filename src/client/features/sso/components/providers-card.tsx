// The company's identity providers: each with what to register at the provider (OIDC: the
// redirect URL; SAML: our entity ID, ACS URL and metadata), edit, and remove (asks first).
import { useState } from "react";
import { ExternalLink, Pencil, Plus, ShieldCheck } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { CopyText } from "../../../components/ui/copy-text";
import { EmptyState } from "../../../components/ui/empty-state";
import { Alert } from "../../../components/ui/alert";
import type { SsoProviderRow } from "../../../lib/resources/sso";
import { useRemoveSsoProvider } from "../api/sso";
import { SsoItem } from "./sso-item";
import { RemoveDialog } from "./remove-dialog";
import { ProviderDialog } from "./provider-dialog";

function ServiceProviderValues({ provider }: { provider: SsoProviderRow }) {
  const sp = provider.serviceProvider;
  if (provider.kind === "oidc")
    return sp.redirectUri ? (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-600">Register this redirect URL in the app at your identity provider:</p>
        <CopyText label="Redirect URL" value={sp.redirectUri} />
      </div>
    ) : null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">Enter these values in the SAML app at your identity provider, or give it our metadata URL:</p>
      {sp.entityId && <CopyText label="SP entity ID" value={sp.entityId} />}
      {sp.acsUrl && <CopyText label="ACS URL" value={sp.acsUrl} />}
      {sp.metadataUrl && (
        <>
          <CopyText label="SP metadata URL" value={sp.metadataUrl} />
          <a
            href={sp.metadataUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Open our SAML metadata <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </>
      )}
    </div>
  );
}

function ProviderItem({ provider, onEdit, onRemove }: { provider: SsoProviderRow; onEdit: () => void; onRemove: () => void }) {
  return (
    <SsoItem
      name={provider.name}
      testId="sso-provider"
      onRemove={onRemove}
      badges={
        <>
          <Badge tone="brand">{provider.kind === "saml" ? "SAML" : "OpenID Connect"}</Badge>
          {provider.enabled ? <Badge tone="success">Enabled</Badge> : <Badge>Disabled</Badge>}
        </>
      }
      actions={
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${provider.name}`}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
      }
    >
      {provider.kind === "saml" && provider.idpEntityId && (
        <p className="text-xs break-all text-slate-500">Identity provider entity ID: {provider.idpEntityId}</p>
      )}
      <ServiceProviderValues provider={provider} />
    </SsoItem>
  );
}

export function ProvidersCard({
  providers,
  hasVerifiedDomain,
  samlAvailable,
}: {
  providers: SsoProviderRow[];
  hasVerifiedDomain: boolean;
  samlAvailable: boolean;
}) {
  const [editing, setEditing] = useState<{ provider: SsoProviderRow | null } | null>(null);
  const [removing, setRemoving] = useState<SsoProviderRow | null>(null);
  const remove = useRemoveSsoProvider();
  const add = (size: "sm" | "md") => (
    <Button size={size} onClick={() => setEditing({ provider: null })}>
      <Plus aria-hidden="true" /> Add provider
    </Button>
  );
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <CardTitle>Identity providers</CardTitle>
          <CardDescription>
            Where your team signs in: Okta, Microsoft Entra ID, Google Workspace or any OpenID Connect or SAML provider.
          </CardDescription>
        </div>
        {providers.length > 0 && add("sm")}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!samlAvailable && providers.some((p) => p.kind === "saml") && (
          <Alert tone="warning">SAML sign-in isn't served by this server yet. The settings are saved and apply once it is.</Alert>
        )}
        {providers.length === 0 ? (
          <EmptyState icon={<ShieldCheck />} title="No identity provider yet" action={hasVerifiedDomain ? add("md") : undefined}>
            {hasVerifiedDomain
              ? "Add the identity provider your team signs in with. You'll get the values to register there."
              : "Verify a domain above first, then add the identity provider your team signs in with."}
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Identity providers">
            {providers.map((provider) => (
              <ProviderItem
                key={provider.id}
                provider={provider}
                onEdit={() => setEditing({ provider })}
                onRemove={() => setRemoving(provider)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ProviderDialog open={Boolean(editing)} provider={editing?.provider ?? null} onOpenChange={(open) => !open && setEditing(null)} />
      <RemoveDialog
        item={removing}
        nameOf={(p) => p.name}
        what="provider"
        description="Nobody can sign in with it any more. Members keep their accounts and can sign in another way the company allows."
        remove={remove}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
