// Add or edit an identity provider. OpenID Connect: issuer URL, client ID and a client secret
// that is never shown again (left empty on an edit, the stored one stays). SAML: the IdP's
// metadata, from its URL or pasted as XML. The server's refusals land on the field they name.
import { z } from "zod";
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
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
import { SwitchRow } from "./switch-row";

type Kind = "oidc" | "saml";
type MetadataSource = "url" | "xml";

const OidcForm = OidcProviderFields.omit({ kind: true });
const MetadataUrl = SamlProviderFields.shape.metadataUrl.unwrap();
const MetadataXml = requiredText(SSO_FIELD_MESSAGES.metadataRequired).max(SSO_METADATA_MAX, SSO_FIELD_MESSAGES.metadataRequired);
/** SAML: the metadata from a URL or pasted; only the chosen one is checked and sent. */
const SamlForm = SamlProviderFields.omit({ kind: true, metadataUrl: true, metadataXml: true })
  .extend({ source: z.enum(["url", "xml"]), metadataUrl: z.string(), metadataXml: z.string() })
  .superRefine((values, ctx) => {
    const field = values.source === "url" ? "metadataUrl" : "metadataXml";
    const checked = (values.source === "url" ? MetadataUrl : MetadataXml).safeParse(values[field]);
    if (!checked.success) ctx.addIssue({ code: "custom", path: [field], message: checked.error.issues[0].message });
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

/** What the three forms share: the enabled switch, the server's message, Cancel and save. */
function ProviderFormShell({
  onSubmit,
  enabled,
  onEnabled,
  banner,
  save,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  enabled: boolean;
  onEnabled: (enabled: boolean) => void;
  banner: ReactNode;
  save: { pending: boolean; label: string };
  children: ReactNode;
}) {
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      {children}
      <SwitchRow
        label="Enabled"
        description="People can sign in with this provider only while it is enabled."
        checked={enabled}
        onChange={onEnabled}
      />
      {banner && <Alert tone="error">{banner}</Alert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.pending}>
          {save.pending ? "Saving..." : save.label}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The provider's name, as both protocols' forms ask it. */
function ProviderNameField({ error, input }: { error: string | undefined; input: ComponentProps<typeof Input> }) {
  return (
    <Field label="Name" error={error} hint="Shown to your team, e.g. Okta or Microsoft Entra ID.">
      <Input required maxLength={SSO_NAME_MAX} autoFocus {...input} />
    </Field>
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
    <ProviderFormShell
      onSubmit={onSubmit}
      enabled={form.values.enabled ?? true}
      onEnabled={(checked) => form.setValue("enabled", checked)}
      banner={form.banner}
      save={save}
    >
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

function SamlProviderForm({ provider, onDone }: { provider: SsoProviderRow | null; onDone: () => void }) {
  const form = useSchemaForm(SamlForm, {
    name: provider?.name ?? "",
    enabled: provider?.enabled ?? true,
    source: provider && provider.hasMetadataXml && !provider.metadataUrl ? "xml" : "url",
    metadataUrl: provider?.metadataUrl ?? "",
    metadataXml: "",
  });
  const save = useSave(provider, onDone);
  const onSubmit = form.onSubmit(({ source, metadataUrl, metadataXml, ...input }) =>
    save.submit({ kind: "saml", ...input, ...(source === "url" ? { metadataUrl } : { metadataXml }) }, form),
  );
  const source: MetadataSource = form.values.source ?? "url";
  return (
    <ProviderFormShell
      onSubmit={onSubmit}
      enabled={form.values.enabled ?? true}
      onEnabled={(checked) => form.setValue("enabled", checked)}
      banner={form.banner}
      save={save}
    >
      <ProviderNameField error={form.errorOf("name")} input={form.bind("name")} />
      <Choice
        legend="Identity provider metadata"
        value={source}
        onChange={(next) => form.setValue("source", next)}
        options={[
          { value: "url", label: "From a URL" },
          { value: "xml", label: "Paste XML" },
        ]}
      />
      {source === "url" ? (
        <Field
          label="Metadata URL"
          error={form.errorOf("metadataUrl")}
          hint="Where your identity provider publishes its SAML metadata. It is read when you save."
        >
          <Input type="url" inputMode="url" required maxLength={SSO_URL_MAX} placeholder="https://" {...form.bind("metadataUrl")} />
        </Field>
      ) : (
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
      )}
    </ProviderFormShell>
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
