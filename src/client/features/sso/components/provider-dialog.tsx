// Add or edit an identity provider. OpenID Connect: issuer URL, client ID and a client secret
// that is never shown again (left empty on an edit, the stored one stays). SAML: the IdP's
// metadata (saml-provider-form.tsx). The server's refusals land on the field they name.
import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { useSchemaForm } from "../../../lib/use-schema-form";
import type { SsoProviderDraftData, SsoProviderRow } from "../../../lib/resources/sso";
import { OidcProviderFields, SSO_URL_MAX } from "../../../../shared/sso/sso-schema";
import { ProviderFormShell, ProviderNameField, useSave } from "./provider-form-shell";
import { SamlProviderForm } from "./saml-provider-form";
import { Choice } from "./choice";
import { ServiceProviderValues } from "./service-provider-values";
import { useSsoProviderDraft } from "../api/sso";

type Kind = "oidc" | "saml";

const OidcForm = OidcProviderFields.omit({ kind: true });

function OidcProviderForm({ provider, draftId, onDone }: { provider: SsoProviderRow | null; draftId: string | null; onDone: () => void }) {
  const form = useSchemaForm(OidcForm, {
    name: provider?.name ?? "",
    enabled: provider?.enabled ?? true,
    issuer: provider?.issuer ?? "",
    clientId: provider?.clientId ?? "",
    clientSecret: "",
  });
  const save = useSave(provider, onDone, draftId);
  const onSubmit = form.onSubmit((input) => save.submit({ kind: "oidc", ...input }, form));
  return (
    <ProviderFormShell form={form} onSubmit={onSubmit} save={save}>
      <ProviderNameField error={form.errorOf("name")} input={form.bind("name")} />
      <Field
        label="Issuer URL"
        error={form.errorOf("issuer")}
        hint="From your identity provider's app settings, e.g. https://example.okta.com."
      >
        <Input type="url" inputMode="url" required maxLength={SSO_URL_MAX} placeholder="https://" {...form.bind("issuer")} />
      </Field>
      <Field label="Client ID" error={form.errorOf("clientId")}>
        <Input required maxLength={500} autoComplete="off" {...form.bind("clientId")} />
      </Field>
      <Field
        label="Client secret"
        error={form.errorOf("clientSecret")}
        hint={
          provider?.hasClientSecret
            ? "A secret is saved and never shown. Leave this empty to keep it, or enter a new one to replace it."
            : "Stored encrypted and never shown again."
        }
      >
        <Input
          type="password"
          maxLength={2000}
          autoComplete="new-password"
          required={!provider?.hasClientSecret}
          {...form.bind("clientSecret")}
        />
      </Field>
    </ProviderFormShell>
  );
}

/** What to register at the identity provider, for the id the new provider will be added with. */
function DraftValues({ kind, draft }: { kind: Kind; draft: SsoProviderDraftData }) {
  const urls = kind === "oidc" ? { ...draft.oidc, entityId: null, acsUrl: null, metadataUrl: null } : { ...draft.saml, redirectUri: null };
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50/60 p-3" data-testid="sso-draft-values">
      <p className="text-sm font-medium text-slate-900">1. At your identity provider</p>
      <ServiceProviderValues kind={kind} urls={urls} saved={false} />
      <p className="text-sm font-medium text-slate-900">2. Here, what it gives you</p>
    </div>
  );
}

function ProviderForm({ provider, onDone }: { provider: SsoProviderRow | null; onDone: () => void }) {
  const [kind, setKind] = useState<Kind>(provider?.kind ?? "oidc");
  const query = useSsoProviderDraft(!provider);
  // Kept for the form's life: the URLs registered at the identity provider name this id.
  const [draft, setDraft] = useState<SsoProviderDraftData | null>(null);
  if (!provider && !draft && query.data) setDraft(query.data);
  if (!provider && !draft)
    return query.isError ? (
      <Alert tone="error">The values to register at your identity provider could not be loaded. Close this window and try again.</Alert>
    ) : (
      <Spinner label="Preparing the values for your identity provider" />
    );
  const draftId = draft?.id ?? null;
  return (
    <div className="flex flex-col gap-4">
      {!provider && (
        <Choice
          legend="Protocol"
          value={kind}
          onChange={setKind}
          options={[
            { value: "oidc", label: "OpenID Connect" },
            { value: "saml", label: "SAML" },
          ]}
        />
      )}
      {draft && <DraftValues kind={kind} draft={draft} />}
      {kind === "oidc" ? (
        <OidcProviderForm provider={provider} draftId={draftId} onDone={onDone} />
      ) : (
        <SamlProviderForm provider={provider} draftId={draftId} onDone={onDone} />
      )}
    </div>
  );
}

export function ProviderDialog({
  open,
  provider,
  onOpenChange,
}: {
  open: boolean;
  provider: SsoProviderRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        title={provider ? `Edit ${provider.name}` : "Add an identity provider"}
        description="Your team signs in at this provider; Signet checks its answer and signs them in here."
      >
        {open && <ProviderForm key={provider?.id ?? "new"} provider={provider} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
