// Upload the service account's JSON key and name a Workspace admin: connects, or replaces
// the key of a connection. The key file is read in the browser and sent once; it is never shown again.
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { INTEGRATION_MESSAGES, SERVICE_ACCOUNT_KEY_MAX } from "../../../../shared/integrations/integration-schema";
import { useConnectGoogle } from "../api/integrations";

export function GoogleConnectForm({ adminEmail, onDone, submitLabel }: { adminEmail?: string; onDone?: () => void; submitLabel: string }) {
  const [key, setKey] = useState<{ name: string; text: string } | null>(null);
  const [admin, setAdmin] = useState(adminEmail ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const connect = useConnectGoogle();

  const readFile = async (file: File | undefined) => {
    setErrors((e) => ({ ...e, serviceAccountKey: "" }));
    if (!file) return setKey(null);
    if (file.size > SERVICE_ACCOUNT_KEY_MAX)
      return setErrors((e) => ({ ...e, serviceAccountKey: INTEGRATION_MESSAGES.keyNotServiceAccount }));
    setKey({ name: file.name, text: await file.text() });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!key) return setErrors({ serviceAccountKey: INTEGRATION_MESSAGES.keyRequired });
    try {
      await connect.mutateAsync({ serviceAccountKey: key.text, adminEmail: admin });
      setErrors({});
      showSuccess(adminEmail ? "The connection was updated." : "Google Workspace is connected. Test the connection next.");
      onDone?.();
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.fields ?? { form: error.message }) : { form: "The key could not be saved." });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        label="Service account key (JSON)"
        error={errors.serviceAccountKey || null}
        hint="In Google Cloud: IAM & Admin, Service accounts, your account, Keys, Add key, JSON. Stored encrypted and never shown again."
      >
        <Input
          type="file"
          accept="application/json,.json"
          className="h-auto cursor-pointer py-1.5 text-slate-600 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200"
          onChange={(e) => void readFile(e.target.files?.[0])}
        />
      </Field>
      <Field
        label="Workspace admin address"
        error={errors.adminEmail || null}
        hint="The directory is read as this admin. It must be an address in your company's domain."
      >
        <Input
          type="email"
          autoComplete="off"
          value={admin}
          onChange={(e) => setAdmin(e.target.value)}
          placeholder="it-admin@yourcompany.com"
        />
      </Field>
      {errors.form && <p className="text-sm text-red-700">{errors.form}</p>}
      <div>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
