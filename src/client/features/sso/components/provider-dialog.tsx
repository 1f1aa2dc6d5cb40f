// Add or edit an identity provider. OpenID Connect: issuer URL, client ID and a client secret
// that is never shown again (left empty on an edit, the stored one stays). SAML: the IdP's
// metadata, from its URL or pasted as XML. The server's refusals land on the field they name.
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
import { Switch } from "../../../components/ui/switch";
import { Alert } from "../../../components/ui/alert";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useSchemaForm } from "../../../lib/use-schema-form";
import type { SsoProviderRow } from "../../../lib/resources/sso";
import { requiredText } from "../../../../shared/fields/fields";
import {
  OidcProviderFields,
  SamlProviderFields,
  SSO_FIELD_MESSAGES,
  SSO_METADATA_MAX,
  SSO_NAME_MAX,
  SSO_URL_MAX,
  type SsoProviderInput,
} from "../../../../shared/sso/sso-schema";
import { useSaveSsoProvider } from "../api/sso";

type Kind = "oidc" | "saml";
type MetadataSource = "url" | "xml";

const OidcForm = OidcProviderFields.omit({ kind: true });
const SamlUrlForm = SamlProviderFields.omit({ kind: true, metadataXml: true }).extend({
  metadataUrl: SamlProviderFields.shape.metadataUrl.unwrap(),
});
const SamlXmlForm = SamlProviderFields.omit({ kind: true, metadataUrl: true }).extend({
  metadataXml: requiredText(SSO_FIELD_MESSAGES.metadataRequired).max(SSO_METADATA_MAX, SSO_FIELD_MESSAGES.metadataRequired),
});

function useSave(provider: SsoProviderRow | null, onDone: () => void) {
  const save = useSaveSsoProvider();
  const submit = async (
    input: SsoProviderInput,
    form: { applyServerErrors: (f?: Record<string, string>) => boolean; setServerBanner: (m: string) => void },
  ) => {
    try {
      const saved = await save.mutateAsync({ id: provider?.id ?? null, input });
      showSuccess(provider ? `${saved.name} was saved.` : `${saved.name} was added.`);
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        form.setServerBanner(error instanceof ApiError ? error.message : "The identity provider could not be saved.");
    }
  };
  return { submit, pending: save.isPending, label: provider ? "Save provider" : "Add provider" };
}

function EnabledSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Enabled
        </label>
        <p className="mt-0.5 text-xs text-slate-500">People can sign in with this provider only while it is enabled.</p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

function Footer({ pending, label }: { pending: boolean; label: string }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? "Saving..." : label}
      </Button>
    </DialogFooter>
  );
}

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
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <Field label="Name" error={form.errorOf("name")} hint="Shown to your team, e.g. Okta or Microsoft Entra ID.">
        <Input required maxLength={SSO_NAME_MAX} autoFocus {...form.bind("name")} />
      </Field>
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
      <EnabledSwitch checked={form.values.enabled ?? true} onChange={(checked) => form.setValue("enabled", checked)} />
      {form.banner && <Alert tone="error">{form.banner}</Alert>}
      <Footer pending={save.pending} label={save.label} />
    </form>
  );
}

function SamlUrlFields({ provider, onDone }: { provider: SsoProviderRow | null; onDone: () => void }) {
  const form = useSchemaForm(SamlUrlForm, {
    name: provider?.name ?? "",
    enabled: provider?.enabled ?? true,
    metadataUrl: provider?.metadataUrl ?? "",
  });
  const save = useSave(provider, onDone);
  const onSubmit = form.onSubmit((input) => save.submit({ kind: "saml", ...input }, form));
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <SamlName error={form.errorOf("name")} bind={form.bind("name")} />
      <Field
        label="Metadata URL"
        error={form.errorOf("metadataUrl")}
        hint="Where your identity provider publishes its SAML metadata. It is read when you save."
      >
        <Input type="url" inputMode="url" required maxLength={SSO_URL_MAX} placeholder="https://" {...form.bind("metadataUrl")} />
      </Field>
      <EnabledSwitch checked={form.values.enabled ?? true} onChange={(checked) => form.setValue("enabled", checked)} />
      {form.banner && <Alert tone="error">{form.banner}</Alert>}
      <Footer pending={save.pending} label={save.label} />
    </form>
  );
}

function SamlXmlFields({ provider, onDone }: { provider: SsoProviderRow | null; onDone: () => void }) {
  const form = useSchemaForm(SamlXmlForm, { name: provider?.name ?? "", enabled: provider?.enabled ?? true, metadataXml: "" });
  const save = useSave(provider, onDone);
  const onSubmit = form.onSubmit((input) => save.submit({ kind: "saml", ...input }, form));
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <SamlName error={form.errorOf("name")} bind={form.bind("name")} />
      <Field
        label="Metadata XML"
        error={form.errorOf("metadataXml")}
        hint={
          provider?.hasMetadataXml
            ? "Paste the metadata again to save a change; the saved copy isn't shown."
            : "The whole XML file your identity provider offers for download."
        }
      >
        <Textarea required rows={8} className="font-mono text-xs" placeholder="<EntityDescriptor …" {...form.bind("metadataXml")} />
      </Field>
      <EnabledSwitch checked={form.values.enabled ?? true} onChange={(checked) => form.setValue("enabled", checked)} />
      {form.banner && <Alert tone="error">{form.banner}</Alert>}
      <Footer pending={save.pending} label={save.label} />
    </form>
  );
}

function SamlName({ error, bind }: { error: string | null | undefined; bind: Record<string, unknown> }) {
  return (
    <Field label="Name" error={error} hint="Shown to your team, e.g. Okta or Microsoft Entra ID.">
      <Input required maxLength={SSO_NAME_MAX} autoFocus {...bind} />
    </Field>
  );
}

/** A choice of two, as radio buttons that look like a segmented control. */
function Choice<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "cursor-pointer rounded-md px-3 py-1.5 text-center text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
              value === option.value ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
            )}
          >
            <input type="radio" name={name} className="sr-only" checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ProviderForm({ provider, onDone }: { provider: SsoProviderRow | null; onDone: () => void }) {
  const [kind, setKind] = useState<Kind>(provider?.kind ?? "oidc");
  const [source, setSource] = useState<MetadataSource>(provider && provider.hasMetadataXml && !provider.metadataUrl ? "xml" : "url");
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
      {kind === "saml" && (
        <Choice
          legend="Identity provider metadata"
          value={source}
          onChange={setSource}
          options={[
            { value: "url", label: "From a URL" },
            { value: "xml", label: "Paste XML" },
          ]}
        />
      )}
      {kind === "oidc" ? (
        <OidcProviderForm provider={provider} onDone={onDone} />
      ) : source === "url" ? (
        <SamlUrlFields provider={provider} onDone={onDone} />
      ) : (
        <SamlXmlFields provider={provider} onDone={onDone} />
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
