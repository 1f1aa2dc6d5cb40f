// Sign / Shadow / Off, the provider, where signed mail goes back, what happens when Signet cannot
// sign, whom to sign for, and the networks that may relay without logging in.
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";
import { Input, Select, Textarea } from "../../../components/ui/input";
import { Alert } from "../../../components/ui/alert";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { RETURN_HOPS, type MailFlow } from "../../../../shared/mail-relay/mail-flow-schema";
import { useSaveMailFlow } from "../api/mail-flow";

const MODES = [
  { value: "sign", label: "Sign", text: "Add each sender's signature." },
  { value: "shadow", label: "Shadow", text: "Pass mail through untouched and record what Signet would have done." },
  { value: "off", label: "Off", text: "Refuse mail: route nothing through Signet." },
] as const;

type Values = Pick<MailFlow, "mode" | "provider" | "failurePolicy" | "signRule" | "returnPort"> & { returnHost: string; networks: string };

const valuesOf = (flow: MailFlow): Values => ({
  mode: flow.mode,
  provider: flow.provider,
  failurePolicy: flow.failurePolicy,
  signRule: flow.signRule,
  returnHost: flow.returnHost ?? "",
  returnPort: flow.returnPort,
  networks: flow.allowedNetworks.join("\n"),
});

export function SettingsCard({ flow }: { flow: MailFlow }) {
  const [values, setValues] = useState(() => valuesOf(flow));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const save = useSaveMailFlow();
  const change = (next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    setFields({});
    setBanner(null);
  };
  const changeProvider = (provider: Values["provider"]) => {
    const hop = RETURN_HOPS[provider];
    change({ provider, ...(hop.host || !values.returnHost ? { returnHost: hop.host, returnPort: hop.port } : {}) });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { networks, ...rest } = values;
    const allowedNetworks = networks
      .split(/[\s,]+/)
      .map((n) => n.trim())
      .filter(Boolean);
    save.mutate(
      { ...rest, allowedNetworks },
      {
        onSuccess: () => showSuccess("Mail flow saved."),
        onError: (error) => {
          if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
            const found = Object.fromEntries(
              Object.entries(error.fields).map(([k, v]) => [k.startsWith("allowedNetworks") ? "networks" : k, v]),
            );
            setFields(found);
          } else setBanner(error instanceof ApiError ? error.message : "The mail flow could not be saved.");
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Mail flow</CardTitle>
        <CardDescription>
          Your provider routes outgoing mail through Signet&apos;s relay, which adds the sender&apos;s signature (from any device or app)
          and hands the message back to your provider for delivery.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-5" noValidate onSubmit={submit}>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-800">Relay</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {MODES.map((mode) => (
                <label
                  key={mode.value}
                  className={cn(
                    "flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm",
                    values.mode === mode.value ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-slate-200",
                  )}
                >
                  <span className="flex items-center gap-2 font-medium text-slate-900">
                    <input
                      type="radio"
                      name="mode"
                      value={mode.value}
                      checked={values.mode === mode.value}
                      onChange={() => change({ mode: mode.value })}
                      aria-label={mode.label}
                      aria-describedby={`mail-flow-mode-${mode.value}`}
                      className="accent-brand-600"
                    />
                    {mode.label}
                  </span>
                  <span id={`mail-flow-mode-${mode.value}`} className="text-slate-600">
                    {mode.text}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Provider" error={fields.provider}>
              <Select value={values.provider} onChange={(e) => changeProvider(e.target.value as Values["provider"])}>
                <option value="google">Google Workspace</option>
                <option value="microsoft">Microsoft 365</option>
                <option value="smtp">Any other SMTP server</option>
              </Select>
            </Field>
            <div className="grid grid-cols-[1fr_6rem] gap-3">
              <Field label="Return host" error={fields.returnHost} hint="Where signed mail goes back for delivery.">
                <Input
                  value={values.returnHost}
                  onChange={(e) => change({ returnHost: e.target.value })}
                  placeholder="smtp-relay.gmail.com"
                />
              </Field>
              <Field label="Port" error={fields.returnPort}>
                <Input
                  inputMode="numeric"
                  value={String(values.returnPort)}
                  onChange={(e) => change({ returnPort: Number(e.target.value.replace(/\D/g, "")) || 0 })}
                />
              </Field>
            </div>
            <Field label="When Signet cannot sign" error={fields.failurePolicy} hint="The database down, a render error, a timeout.">
              <Select value={values.failurePolicy} onChange={(e) => change({ failurePolicy: e.target.value as Values["failurePolicy"] })}>
                <option value="deliver_unsigned">Deliver the message unsigned</option>
                <option value="defer">Ask the sender&apos;s provider to retry later</option>
              </Select>
            </Field>
            <Field label="Sign mail to" error={fields.signRule}>
              <Select value={values.signRule} onChange={(e) => change({ signRule: e.target.value as Values["signRule"] })}>
                <option value="everyone">Everyone</option>
                <option value="outside">Only recipients outside your domains</option>
              </Select>
            </Field>
          </div>
          <Field
            label="Allowed source networks"
            error={fields.networks}
            hint="Addresses or CIDR ranges, one a line, that may relay without logging in (Google's routing cannot log in). Senders must still be on your verified domains."
          >
            <Textarea
              rows={3}
              value={values.networks}
              onChange={(e) => change({ networks: e.target.value })}
              placeholder="203.0.113.0/24"
            />
          </Field>
          {banner && <Alert tone="error">{banner}</Alert>}
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save mail flow"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
