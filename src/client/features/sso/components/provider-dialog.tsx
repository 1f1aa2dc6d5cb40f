// Add or edit an identity provider. OpenID Connect: issuer URL, client ID and a client secret
// that is never shown again (left empty on an edit, the stored one stays). SAML: the IdP's
// metadata (saml-provider-form.tsx). The server's refusals land on the field they name.
import { useState } from "react";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { useSchemaForm } from "../../../lib/use-schema-form";
import type { SsoProviderRow } from "../../../lib/resources/sso";
import { OidcProviderFields, SSO_URL_MAX } from "../../../../shared/sso/sso-schema";
import { ProviderFormShell, ProviderNameField, useSave } from "./provider-form-shell";
import { SamlProviderForm } from "./saml-provider-form";
import { Choice } from "./choice";

type Kind = "oidc" | "saml";

const OidcForm = OidcProviderFields.omit({ kind: true });

function OidcProviderForm({ provider, onDone }: { provider: SsoProviderRow | null; onDone: () => void }) {
  const form = useSchemaForm(OidcForm, {
    name: provider?.name ?? "",
    enabled: provider?.enabled ?? true,
    issuer: provider?.issuer ?? "",
    clientId: provider?.clientId ?? "",
    clientSecret: "",
  });
  const save = useSave(provider, onDone);
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

function ProviderForm({ provider, onDone }: { provider: SsoProviderRow | null; onDone: () => void }) {
  const [kind, setKind] = useState<Kind>(provider?.kind ?? "oidc");
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
      {kind === "oidc" ? (
        <OidcProviderForm provider={provider} onDone={onDone} />
      ) : (
        <SamlProviderForm provider={provider} onDone={onDone} />
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
