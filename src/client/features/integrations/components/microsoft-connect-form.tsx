// The Entra app registration's tenant, client id and client secret: connects Microsoft 365,
// or replaces the app or its secret. The secret is sent once and never shown again.
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { PasswordInput } from "../../../components/ui/password-input";
import { Alert } from "../../../components/ui/alert";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { ConnectMicrosoftSchema, MICROSOFT_LIMITS } from "../../../../shared/integrations/microsoft-schema";
import { useConnectMicrosoft } from "../api/integrations";

type Props = { tenantId?: string; clientId?: string; submitLabel: string; onDone?: () => void };

export function MicrosoftConnectForm({ tenantId = "", clientId = "", submitLabel, onDone }: Props) {
  const form = useSchemaForm(ConnectMicrosoftSchema, { tenantId, clientId, clientSecret: "" });
  const connect = useConnectMicrosoft();
  const onSubmit = form.onSubmit(async (input) => {
    try {
      await connect.mutateAsync(input);
      showSuccess(tenantId ? "The connection was updated." : "Microsoft 365 is connected. Test the connection next.");
      onDone?.();
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        form.setServerBanner(error instanceof Error ? error.message : "The connection could not be saved.");
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <Field
          label="Directory (tenant) ID"
          error={form.errorOf("tenantId")}
          hint="On the app's Overview page; a domain of the tenant works too."
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            maxLength={MICROSOFT_LIMITS.tenantId}
            placeholder="00000000-0000-0000-0000-000000000000"
            {...form.bind("tenantId")}
          />
        </Field>
        <Field label="Application (client) ID" error={form.errorOf("clientId")} hint="On the app's Overview page.">
          <Input
            autoComplete="off"
            spellCheck={false}
            maxLength={MICROSOFT_LIMITS.clientId}
            placeholder="00000000-0000-0000-0000-000000000000"
            {...form.bind("clientId")}
          />
        </Field>
      </div>
      <Field
        label="Client secret (its Value)"
        error={form.errorOf("clientSecret")}
        hint="Certificates & secrets, New client secret: copy the Value, not the Secret ID. Stored encrypted and never shown again."
      >
        <PasswordInput
          autoComplete="new-password"
          spellCheck={false}
          maxLength={MICROSOFT_LIMITS.clientSecret}
          {...form.bind("clientSecret")}
        />
      </Field>
      {form.banner && <Alert tone="error">{form.banner}</Alert>}
      <div>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
