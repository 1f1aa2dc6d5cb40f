// Making a provisioning token: name it after the identity provider, then copy it. It is
// shown this once; the server keeps only its hash. One dialog for the whole tab (opened from
// the list's header or its empty state), so the token stays on screen while the list
// behind it changes from empty to one row.
import { useState } from "react";
import { KeyRound } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Alert } from "../../../components/ui/alert";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { ShownSecret, keepSecretOnOutsideClick } from "../../../components/shown-secret";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { CreateScimTokenSchema, SCIM_TOKEN_NAME_MAX } from "../../../../shared/scim/scim-token-schema";
import { useCreateScimToken } from "../api/provisioning";

function NameForm({ onMade }: { onMade: (made: { name: string; secret: string }) => void }) {
  const form = useSchemaForm(CreateScimTokenSchema, { name: "" });
  const create = useCreateScimToken();
  const onSubmit = form.onSubmit(async ({ name }) => {
    try {
      const made = await create.mutateAsync(name);
      onMade({ name: made.token.name, secret: made.secret });
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        form.setServerBanner(error instanceof ApiError ? error.message : "The token could not be made.");
    }
  });
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <Field label="Name" hint="Name it after the identity provider that will use it." error={form.errorOf("name")}>
        <Input required maxLength={SCIM_TOKEN_NAME_MAX} placeholder="e.g. Microsoft Entra ID" autoFocus {...form.bind("name")} />
      </Field>
      {form.banner && <Alert tone="error">{form.banner}</Alert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Making..." : "Make token"}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function NewTokenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);
  const change = (next: boolean) => {
    onOpenChange(next);
    // The token is gone from the page once the dialog closes.
    if (!next) setMade(null);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        title={made ? "Copy your token" : "New provisioning token"}
        description={
          made
            ? `Paste it into ${made.name} as the secret token.`
            : "Your identity provider sends this token with every request. Make one per identity provider, so you can revoke each on its own."
        }
        onInteractOutside={keepSecretOnOutsideClick(made !== null)}
      >
        {made ? (
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
        ) : (
          <NameForm onMade={setMade} />
        )}
      </DialogContent>
    </Dialog>
  );
}
