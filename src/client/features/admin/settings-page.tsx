// /admin/settings: the platform's settings (support email, whether new accounts need
// activation, invitation lifetime) and a test email. Saved settings apply at once on
// every server process; the environment's values are shown as what each one replaces.
import { useId, type ComponentProps } from "react";
import { Send } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Switch } from "../../components/ui/switch";
import { Alert } from "../../components/ui/alert";
import { LoadingState } from "../../components/ui/spinner";
import { showError, showSuccess } from "../../components/ui/toaster";
import { PageHeader } from "../../components/layout/page-header";
import { ApiError } from "../../lib/api-client";
import { useSchemaForm } from "../../lib/use-schema-form";
import { paths } from "../../lib/paths";
import {
  INVITATION_LIFETIME_MAX,
  INVITATION_LIFETIME_MIN,
  PlatformSettingsSchema,
  TestEmailSchema,
  type PlatformSettings,
} from "../../../shared/admin/admin-schema";
import { useSaveSettings, useSendTestEmail, useSettings } from "./api/admin-api";
import { STORAGE_QUOTA_MAX_MB, STORAGE_QUOTA_MIN_MB } from "../../../shared/files/storage-quota";

/** A whole-number setting between `min` and `max`, bound to its form field by `input`. */
function NumberSetting({
  label,
  error,
  hint,
  min,
  max,
  input,
}: {
  label: string;
  error: string | undefined;
  hint: string;
  min: number;
  max: number;
  input: ComponentProps<"input">;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      <Input type="number" inputMode="numeric" min={min} max={max} className="sm:w-32" {...input} />
    </Field>
  );
}

function SettingsForm({ settings, defaults }: { settings: PlatformSettings; defaults: PlatformSettings }) {
  const form = useSchemaForm(PlatformSettingsSchema, settings);
  const save = useSaveSettings();
  const switchId = useId();
  const activation = form.values.requireAccountActivation === true;
  const onSubmit = form.onSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      form.reset(saved.settings);
      showSuccess("The new settings apply now, for every account.", "Settings saved");
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        showError(error instanceof Error ? error.message : "The settings could not be saved.");
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Platform settings</CardTitle>
        <CardDescription>Apply to every account as soon as you save, without a restart.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
          <Field
            label="Support email"
            error={form.errorOf("supportEmail")}
            hint={`Shown on the pending-activation and suspended screens and the contact page; receives contact messages. Environment: ${defaults.supportEmail}`}
          >
            <Input type="email" autoComplete="off" {...form.bind("supportEmail")} />
          </Field>
          <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
            <div>
              <label htmlFor={switchId} className="text-sm font-medium text-slate-900">
                New accounts need activation
              </label>
              <p className="mt-1 text-xs text-slate-500">
                {activation
                  ? "New companies wait on the pending-activation screen until a super admin activates them."
                  : "New companies can use Signet right after sign-up."}{" "}
                Environment: {defaults.requireAccountActivation ? "on" : "off"}.
              </p>
            </div>
            <Switch
              id={switchId}
              checked={activation}
              onCheckedChange={(checked) => form.setValue("requireAccountActivation", checked === true)}
            />
          </div>
          <NumberSetting
            label="Invitation lifetime (days)"
            error={form.errorOf("invitationLifetimeDays")}
            hint={`From ${INVITATION_LIFETIME_MIN} to ${INVITATION_LIFETIME_MAX} days; applies to invitations sent from now on. Default: ${defaults.invitationLifetimeDays}.`}
            min={INVITATION_LIFETIME_MIN}
            max={INVITATION_LIFETIME_MAX}
            input={form.bind("invitationLifetimeDays")}
          />
          <NumberSetting
            label="Storage per company (MB)"
            error={form.errorOf("storageQuotaMb")}
            hint={`Logos, photos, banners and template images; an upload past it is refused. From ${STORAGE_QUOTA_MIN_MB} to ${STORAGE_QUOTA_MAX_MB.toLocaleString("en-US")} MB. Default: ${defaults.storageQuotaMb}.`}
            min={STORAGE_QUOTA_MIN_MB}
            max={STORAGE_QUOTA_MAX_MB}
            input={form.bind("storageQuotaMb")}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save settings"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function TestEmailCard() {
  const form = useSchemaForm(TestEmailSchema, { to: "" });
  const send = useSendTestEmail();
  const result = send.data?.email;
  const onSubmit = form.onSubmit(async ({ to }) => {
    try {
      await send.mutateAsync(to);
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        showError(error instanceof Error ? error.message : "The test email could not be sent.");
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Send a test email</CardTitle>
        <CardDescription>Checks outgoing email end to end and shows what the mail server answered.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field label="Send to" error={form.errorOf("to")} className="flex-1">
            <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.bind("to")} />
          </Field>
          <Button type="submit" disabled={send.isPending} className="sm:mt-7">
            <Send aria-hidden="true" /> {send.isPending ? "Sending..." : "Send test email"}
          </Button>
        </form>
        {result?.status === "sent" && <Alert tone="success">Sent to {result.to}: the SMTP server accepted the message.</Alert>}
        {result?.status === "failed" && (
          <Alert tone="error">
            <p className="font-medium">Not sent to {result.to}.</p>
            <p className="mt-1 break-words">The mail server answered: {result.error}</p>
          </Alert>
        )}
        {result?.status === "outbox" && (
          <Alert tone="warning">
            No SMTP server is configured (SMTP_URL), so the email to {result.to} was kept in the outbox
            {import.meta.env.DEV ? (
              <>
                {" "}
                (see{" "}
                <a href={paths.devOutbox} className="underline">
                  the development outbox
                </a>
                )
              </>
            ) : null}
            . Entry {result.id.slice(0, 8)}.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

export function Component() {
  const query = useSettings();
  return (
    <div>
      <PageHeader title="Settings" description="Settings that apply to the whole platform." />
      {query.isPending ? (
        <LoadingState text="Loading settings..." />
      ) : query.isError ? (
        <Alert tone="error">The settings could not be loaded: {query.error.message}</Alert>
      ) : (
        <div className="flex max-w-3xl flex-col gap-6">
          <SettingsForm settings={query.data.settings} defaults={query.data.defaults} />
          <TestEmailCard />
        </div>
      )}
    </div>
  );
}
