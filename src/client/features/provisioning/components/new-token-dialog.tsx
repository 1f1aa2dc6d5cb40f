// Making a provisioning token: name it after the identity provider, then copy it. It is
// shown this once; the server keeps only its hash. One dialog for the whole tab (opened from
// the list's header or its empty state), so the token stays on screen while the list
// behind it changes from empty to one row.
import { KeyRound } from "lucide-react";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { FormDialogFooter } from "../../../components/ui/form-dialog";
import { MakeSecretDialog, ShownSecret } from "../../../components/shown-secret";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { CreateScimTokenSchema, SCIM_TOKEN_NAME_MAX } from "../../../../shared/scim/scim-token-schema";
import { useCreateScimToken } from "../api/provisioning";

function NameForm({ onMade }: { onMade: (made: Made) => void }) {
  const form = useSchemaForm(CreateScimTokenSchema, { name: "" });
  const create = useCreateScimToken();
  const onSubmit = form.onSubmit(async ({ name }) => {
    try {
      const made = await create.mutateAsync(name);
      onMade({ name: made.token.name, secret: made.secret });
    } catch (error) {
      form.showServerError(error, "The token could not be made.");
    }
  });
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <Field label="Name" hint="Name it after the identity provider that will use it." error={form.errorOf("name")}>
        <Input required maxLength={SCIM_TOKEN_NAME_MAX} placeholder="e.g. Microsoft Entra ID" autoFocus {...form.bind("name")} />
      </Field>
      <FormDialogFooter banner={form.banner} pending={create.isPending} submitLabel="Make token" pendingLabel="Making..." />
    </form>
  );
}

type Made = { name: string; secret: string };

export function NewTokenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <MakeSecretDialog<Made>
      open={open}
      onOpenChange={onOpenChange}
      title={(made) => (made ? "Copy your token" : "New provisioning token")}
      description={(made) =>
        made
          ? `Paste it into ${made.name} as the secret token.`
          : "Your identity provider sends this token with every request. Make one per identity provider, so you can revoke each on its own."
      }
      form={(onMade) => <NameForm onMade={onMade} />}
      shown={(made) => (
        <ShownSecret
          label="Token"
          value={made.secret}
          doneLabel="I copied it"
          warning={
            <span className="flex items-start gap-2">
              <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              This is the only time the token is shown. Copy it now; if you lose it, revoke it and make a new one.
            </span>
          }
        />
      )}
    />
  );
}
