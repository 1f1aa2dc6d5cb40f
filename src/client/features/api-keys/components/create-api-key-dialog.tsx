// Make an API key: a name, what it may do and when it stops working; then the key itself,
// shown this once with a copy button (the server keeps only its hash).
import { Plus } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, Select } from "../../../components/ui/input";
import { FormDialogFooter } from "../../../components/ui/form-dialog";
import { MakeSecretDialog, ShownSecret } from "../../../components/shown-secret";
import { cn } from "../../../lib/cn";
import { useSchemaForm } from "../../../lib/use-schema-form";
import {
  API_KEY_EXPIRY_CHOICES,
  API_KEY_LIMITS,
  API_KEY_SCOPE_LABELS,
  ApiKeyFormSchema,
  expiryOf,
  type ApiKeyScope,
} from "../../../../shared/api-keys/api-key-schema";
import { useCreateApiKey } from "../api/api-keys";

const SCOPE_WORDS: Record<ApiKeyScope, string> = {
  read: "Reads the team, offices, departments, templates, campaigns, deployments and statistics. Changes nothing.",
  write: "Also changes them, as an admin would: invite members, edit templates, start deployments and more.",
};

function ScopeChoice({ scope, checked, bind }: { scope: ApiKeyScope; checked: boolean; bind: object }) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
        checked ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200 hover:border-slate-300",
      )}
    >
      <input type="radio" value={scope} className="mt-1 accent-brand-600" {...bind} />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900">{API_KEY_SCOPE_LABELS[scope]}</span>
        <span className="block text-xs text-slate-600">{SCOPE_WORDS[scope]}</span>
      </span>
    </label>
  );
}

function KeyForm({ onMade }: { onMade: (made: Made) => void }) {
  const form = useSchemaForm(ApiKeyFormSchema, { name: "", scope: "read", expiresIn: "never" });
  const create = useCreateApiKey();
  const onSubmit = form.onSubmit(async ({ name, scope, expiresIn }) => {
    try {
      const made = await create.mutateAsync({ name, scope, expiresAt: expiryOf(expiresIn) });
      onMade({ key: made.key, name: made.apiKey.name });
    } catch (error) {
      form.showServerError(error, "The key could not be created. Please try again.");
    }
  });
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <Field label="Name" hint="What uses it, so you know which key to revoke later." error={form.errorOf("name")}>
        <Input required maxLength={API_KEY_LIMITS.name} placeholder="e.g. HR system sync" autoFocus {...form.bind("name")} />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Access</legend>
        {(["read", "write"] as const).map((scope) => (
          <ScopeChoice key={scope} scope={scope} checked={form.values.scope === scope} bind={form.bind("scope")} />
        ))}
      </fieldset>
      <Field label="Expires" error={form.errorOf("expiresIn")}>
        <Select {...form.bind("expiresIn")}>
          {API_KEY_EXPIRY_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      </Field>
      <FormDialogFooter banner={form.banner} pending={create.isPending} submitLabel="Create key" pendingLabel="Creating..." />
    </form>
  );
}

function ShownOnce({ made, origin }: { made: Made; origin: string }) {
  return (
    <ShownSecret
      label="API key"
      value={made.key}
      warning={
        <>
          <strong className="font-semibold">Copy the key now: you won't see it again.</strong> Signet keeps only a fingerprint of it. If you
          lose it, revoke it and create a new one.
        </>
      }
    >
      <div className="flex flex-col gap-1">
        <span className="text-xs font-medium text-slate-500">Try it</span>
        <pre className="overflow-x-auto rounded-lg bg-slate-900 px-3 py-2 font-mono text-xs leading-relaxed text-slate-100">
          {`curl -H "Authorization: Bearer ${made.key.slice(0, 13)}…" \\\n  ${origin}/api/offices`}
        </pre>
      </div>
    </ShownSecret>
  );
}

/**
 * The button that opens the dialog. The dialog itself lives in one place (ApiTab), so making the
 * first key, which swaps the empty state for the list, doesn't unmount it and lose the key.
 */
export function CreateApiKeyButton({ size = "sm", onClick }: { size?: "sm" | "md"; onClick: () => void }) {
  return (
    <Button size={size} onClick={onClick} data-create-api-key>
      <Plus aria-hidden="true" /> Create key
    </Button>
  );
}

type Made = { key: string; name: string };

export function CreateApiKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <MakeSecretDialog<Made>
      open={open}
      onOpenChange={onOpenChange}
      title={(made) => (made ? `Your new key: ${made.name}` : "Create an API key")}
      description={(made) =>
        made ? (
          <>
            Send it as <code className="font-mono text-xs break-all">Authorization: Bearer &lt;key&gt;</code> with each request.
          </>
        ) : (
          "Another system calls the Signet API with this key, as an admin of your company."
        )
      }
      form={(onMade) => <KeyForm onMade={onMade} />}
      shown={(made) => <ShownOnce made={made} origin={window.location.origin} />}
      // Focus goes back to the "Create key" button on the page (the one that opened it may be gone).
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        document.querySelector<HTMLElement>("[data-create-api-key]")?.focus();
      }}
    />
  );
}
