// The company's identity providers: each with what to register at the provider (OIDC: the
// redirect URL; SAML: our entity ID, ACS URL and metadata), edit, and remove (asks first).
import { useState } from "react";
import { Pencil, Plus, ShieldCheck } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { Alert } from "../../../components/ui/alert";
import type { SsoProviderRow } from "../../../lib/resources/sso";
import { useRemoveSsoProvider } from "../api/sso";
import { SsoItem } from "./sso-item";
import { RemoveDialog } from "./remove-dialog";
import { ProviderDialog } from "./provider-dialog";
import { ServiceProviderValues } from "./service-provider-values";
import { TestSignInButton } from "./test-sign-in";
import { useCompanyDates } from "../../../lib/format-date";

function ProviderItem({
  provider,
  onEdit,
  onRemove,
  onTestStarted,
}: {
  provider: SsoProviderRow;
  onEdit: () => void;
  onRemove: () => void;
  onTestStarted: (testWindow: Window) => void;
}) {
  const { dateTime } = useCompanyDates();
  return (
    <SsoItem
      name={provider.name}
      testId="sso-provider"
      onRemove={onRemove}
      badges={
        <>
          <Badge tone="brand">{provider.kind === "saml" ? "SAML" : "OpenID Connect"}</Badge>
          {provider.enabled ? <Badge tone="success">Enabled</Badge> : <Badge>Disabled</Badge>}
          {provider.testedAt ? <Badge tone="success">Test passed</Badge> : <Badge tone="warning">Not tested</Badge>}
        </>
      }
      actions={
        <>
          <TestSignInButton provider={provider} onStarted={onTestStarted} />
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${provider.name}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        </>
      }
    >
      <p className="text-xs text-slate-600" data-testid="sso-provider-test">
        {provider.testedAt
          ? `Test sign-in passed ${dateTime(provider.testedAt)} as ${provider.testedEmail}.`
          : "Run “Test sign-in” to check it works before you require single sign-on. It opens a new window and signs nobody in."}
      </p>
      {provider.kind === "saml" && provider.idpEntityId && (
        <p className="text-xs break-all text-slate-500">Identity provider entity ID: {provider.idpEntityId}</p>
      )}
      <ServiceProviderValues kind={provider.kind} urls={provider.serviceProvider} saved />
    </SsoItem>
  );
}

export function ProvidersCard({
  providers,
  hasVerifiedDomain,
  samlAvailable,
  onTestStarted,
}: {
  providers: SsoProviderRow[];
  hasVerifiedDomain: boolean;
  samlAvailable: boolean;
  onTestStarted: (testWindow: Window) => void;
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
                onTestStarted={onTestStarted}
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
