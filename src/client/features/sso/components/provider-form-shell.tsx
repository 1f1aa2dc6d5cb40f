// What the OpenID Connect and SAML provider forms share: saving (the server's refusals land on
// the field they name, else in a banner), the name field, the enabled switch, Cancel and save.
import type { ComponentProps, FormEvent, ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Alert } from "../../../components/ui/alert";
import { DialogClose, DialogFooter } from "../../../components/ui/dialog";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import type { SsoProviderRow } from "../../../lib/resources/sso";
import { SSO_NAME_MAX, type SsoProviderInput } from "../../../../shared/sso/sso-schema";
import { useSaveSsoProvider } from "../api/sso";
import { SwitchRow } from "./switch-row";

/** `draftId`: adding, the id whose URLs the form showed (the provider is added with it). */
export function useSave(provider: SsoProviderRow | null, onDone: () => void, draftId: string | null = null) {
  const save = useSaveSsoProvider();
  const submit = async (
    input: SsoProviderInput,
    form: { applyServerErrors: (f?: Record<string, string>) => boolean; setServerBanner: (m: string) => void },
  ) => {
    try {
      const saved = await save.mutateAsync({ id: provider?.id ?? null, input: provider || !draftId ? input : { ...input, id: draftId } });
      showSuccess(provider ? `${saved.name} was saved.` : `${saved.name} was added.`);
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        form.setServerBanner(error instanceof ApiError ? error.message : "The identity provider could not be saved.");
    }
  };
  return { submit, pending: save.isPending, label: provider ? "Save provider" : "Add provider" };
}

/** What the shell needs of the form: its enabled switch and its banner. */
type ShellForm = {
  values: { enabled?: boolean };
  setValue: (field: "enabled", value: boolean) => void;
  banner: ReactNode;
};

export function ProviderFormShell({
  form,
  onSubmit,
  save,
  children,
}: {
  form: ShellForm;
  onSubmit: (event: FormEvent) => void;
  save: { pending: boolean; label: string };
  children: ReactNode;
}) {
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      {children}
      <SwitchRow
        label="Enabled"
        description="People can sign in with this provider only while it is enabled."
        checked={form.values.enabled ?? true}
        onChange={(checked) => form.setValue("enabled", checked)}
      />
      {form.banner && <Alert tone="error">{form.banner}</Alert>}
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
export function ProviderNameField({ error, input }: { error: string | undefined; input: ComponentProps<typeof Input> }) {
  return (
    <Field label="Name" error={error} hint="Shown to your team, e.g. Okta or Microsoft Entra ID.">
      <Input required maxLength={SSO_NAME_MAX} autoFocus {...input} />
    </Field>
  );
}
