// A SAML provider: its name, the IdP's metadata, from its URL (read when saved) or pasted
// as XML, and whether sign-ins the IdP starts are taken (off unless turned on). Editing a provider saved from pasted XML keeps that metadata (shown with the IdP's
// entity ID) unless the admin chooses to replace it.
import { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
import { useSchemaForm } from "../../../lib/use-schema-form";
import type { SsoProviderRow } from "../../../lib/resources/sso";
import { requiredText } from "../../../../shared/fields/fields";
import { SamlProviderFields, SSO_FIELD_MESSAGES, SSO_METADATA_MAX, SSO_URL_MAX } from "../../../../shared/sso/sso-schema";
import { ProviderFormShell, ProviderNameField, useSave } from "./provider-form-shell";
import { Choice } from "./choice";
import { SwitchRow } from "./switch-row";

const IDP_INITIATED =
  "Lets people open Signet from your identity provider's app dashboard without starting on Signet. Such a sign-in can't be tied to the browser that receives it, so a page elsewhere could sign a visitor into an account it chose. Leave off unless your team starts from the dashboard.";

const MetadataUrl = SamlProviderFields.shape.metadataUrl.unwrap();
const MetadataXml = requiredText(SSO_FIELD_MESSAGES.metadataRequired).max(SSO_METADATA_MAX, SSO_FIELD_MESSAGES.metadataRequired);
/** The metadata from a URL, pasted, or the saved one kept; only a chosen new one is checked and sent. */
const SamlForm = SamlProviderFields.omit({ kind: true, metadataUrl: true, metadataXml: true })
  .extend({ source: z.enum(["url", "xml", "kept"]), metadataUrl: z.string(), metadataXml: z.string() })
  .superRefine((values, ctx) => {
    if (values.source === "kept") return;
    const field = values.source === "url" ? "metadataUrl" : "metadataXml";
    const checked = (values.source === "url" ? MetadataUrl : MetadataXml).safeParse(values[field]);
    if (!checked.success) ctx.addIssue({ code: "custom", path: [field], message: checked.error.issues[0].message });
  });

/** The metadata saved from pasted XML, kept on save unless the admin replaces it. */
function SavedMetadata({ idpEntityId, onReplace }: { idpEntityId: string | null; onReplace: () => void }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3" data-testid="saml-saved-metadata">
      <p className="text-sm text-slate-700">
        <span className="font-medium">Metadata:</span> pasted XML
        {idpEntityId && (
          <>
            , IdP entity ID <span className="break-all">{idpEntityId}</span>
          </>
        )}
      </p>
      <p className="text-xs text-slate-500">
        Kept when you save. Replace it when your identity provider's certificate or addresses change.
      </p>
      <Button size="sm" variant="secondary" className="self-start" onClick={onReplace}>
        Replace metadata
      </Button>
    </div>
  );
}

export function SamlProviderForm({
  provider,
  draftId,
  onDone,
}: {
  provider: SsoProviderRow | null;
  draftId: string | null;
  onDone: () => void;
}) {
  const pasted = Boolean(provider?.hasMetadataXml && !provider.metadataUrl);
  const form = useSchemaForm(SamlForm, {
    name: provider?.name ?? "",
    enabled: provider?.enabled ?? true,
    allowIdpInitiated: provider?.allowIdpInitiated ?? false,
    source: pasted ? "kept" : "url",
    metadataUrl: provider?.metadataUrl ?? "",
    metadataXml: "",
  });
  const save = useSave(provider, onDone, draftId);
  const onSubmit = form.onSubmit(({ source, metadataUrl, metadataXml, ...input }) =>
    save.submit({ kind: "saml", ...input, ...(source === "url" ? { metadataUrl } : source === "xml" ? { metadataXml } : {}) }, form),
  );
  const source = form.values.source ?? "url";
  return (
    <ProviderFormShell form={form} onSubmit={onSubmit} save={save}>
      <ProviderNameField error={form.errorOf("name")} input={form.bind("name")} />
      {source === "kept" ? (
        <SavedMetadata idpEntityId={provider?.idpEntityId ?? null} onReplace={() => form.setValue("source", "xml")} />
      ) : (
        <>
          <Choice
            legend={pasted ? "New identity provider metadata" : "Identity provider metadata"}
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
              hint="The whole XML file your identity provider offers for download."
            >
              <Textarea required rows={8} className="font-mono text-xs" placeholder="<EntityDescriptor …" {...form.bind("metadataXml")} />
            </Field>
          )}
          {pasted && (
            <Button size="sm" variant="ghost" className="self-start" onClick={() => form.setValue("source", "kept")}>
              Keep the saved metadata
            </Button>
          )}
        </>
      )}
      <SwitchRow
        label="Allow sign-in started from the identity provider"
        description={IDP_INITIATED}
        checked={form.values.allowIdpInitiated ?? false}
        onChange={(checked) => form.setValue("allowIdpInitiated", checked)}
      />
    </ProviderFormShell>
  );
}
