// Add or edit a webhook endpoint: https address, the events it receives (at least one),
// on or off, and a description. Adding answers the signing secret, which the tab shows next.
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Switch } from "../../../components/ui/switch";
import { FormDialog, FormDialogFooter } from "../../../components/ui/form-dialog";
import { showSuccess } from "../../../components/ui/toaster";
import { useSchemaForm } from "../../../lib/use-schema-form";
import type { WebhookEndpointRow } from "../../../lib/resources/webhooks";
import { CreateWebhookEndpointSchema, WEBHOOK_LIMITS } from "../../../../shared/webhooks/webhook-schema";
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "../../../../shared/webhooks/webhook-events";
import { useCreateEndpoint, useUpdateEndpoint } from "../api/webhooks";

const valuesOf = (endpoint: WebhookEndpointRow | null) => ({
  url: endpoint?.url ?? "",
  description: endpoint?.description ?? "",
  events: (endpoint?.events ?? []) as WebhookEventType[],
  isActive: endpoint?.isActive ?? true,
});

function EndpointForm({
  endpoint,
  onDone,
  onCreated,
}: {
  endpoint: WebhookEndpointRow | null;
  onDone: () => void;
  onCreated: (created: { url: string; secret: string }) => void;
}) {
  const form = useSchemaForm(CreateWebhookEndpointSchema, valuesOf(endpoint));
  const create = useCreateEndpoint();
  const update = useUpdateEndpoint();
  const pending = create.isPending || update.isPending;
  const chosen = (form.values.events ?? []) as WebhookEventType[];
  const switchId = useId();
  const toggle = (type: WebhookEventType, on: boolean) =>
    form.setValue("events", on ? [...chosen.filter((t) => t !== type), type] : chosen.filter((t) => t !== type));
  const all = chosen.length === WEBHOOK_EVENT_TYPES.length;

  const onSubmit = form.onSubmit(async (input) => {
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, ...input });
        showSuccess("Webhook endpoint saved.");
        onDone();
      } else {
        const created = await create.mutateAsync(input);
        onDone();
        onCreated({ url: created.endpoint.url, secret: created.secret });
      }
    } catch (error) {
      form.showServerError(error, "The endpoint could not be saved.");
    }
  });

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <Field
        label="Endpoint URL"
        error={form.errorOf("url")}
        hint="An https:// address on the public internet that answers 2xx within 15 seconds."
      >
        <Input
          type="url"
          inputMode="url"
          required
          maxLength={WEBHOOK_LIMITS.urlMax}
          placeholder="https://hooks.example.com/signet"
          autoFocus
          {...form.bind("url")}
        />
      </Field>
      <Field label="Description" error={form.errorOf("description")} hint="Optional: what receives these events.">
        <Input maxLength={WEBHOOK_LIMITS.descriptionMax} placeholder="e.g. HR system sync" {...form.bind("description")} />
      </Field>
      <fieldset className="flex flex-col gap-2" aria-describedby={form.errorOf("events") ? `${switchId}-events-error` : undefined}>
        <div className="flex items-center justify-between gap-3">
          <legend className="text-sm font-medium text-slate-700">Events</legend>
          <Button type="button" variant="ghost" size="sm" onClick={() => form.setValue("events", all ? [] : [...WEBHOOK_EVENT_TYPES])}>
            {all ? "Clear all" : "Select all"}
          </Button>
        </div>
        <div className="grid gap-1 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-start gap-3 rounded-lg px-1 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
              <Checkbox className="mt-0.5" checked={chosen.includes(type)} onCheckedChange={(value) => toggle(type, value === true)} />
              <span className="flex min-w-0 flex-col">
                <span>{WEBHOOK_EVENTS[type].label}</span>
                <code className="font-mono text-xs text-slate-500">{type}</code>
              </span>
            </label>
          ))}
        </div>
        {form.errorOf("events") && (
          <p id={`${switchId}-events-error`} className="text-xs font-medium text-red-600" role="alert">
            {form.errorOf("events")}
          </p>
        )}
      </fieldset>
      <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
        <div>
          <label htmlFor={switchId} className="text-sm font-medium text-slate-800">
            Active
          </label>
          <p className="mt-0.5 text-xs text-slate-500">Events are sent only while the endpoint is active.</p>
        </div>
        <Switch id={switchId} checked={form.values.isActive ?? true} onCheckedChange={(checked) => form.setValue("isActive", checked)} />
      </div>
      <FormDialogFooter banner={form.banner} pending={pending} submitLabel={endpoint ? "Save endpoint" : "Add endpoint"} />
    </form>
  );
}

export function EndpointDialog({
  open,
  endpoint,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  endpoint: WebhookEndpointRow | null;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: { url: string; secret: string }) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={endpoint ? "Edit webhook endpoint" : "Add a webhook endpoint"}
      description="Signet sends a signed POST to this address whenever one of the chosen events happens."
    >
      <EndpointForm key={endpoint?.id ?? "new"} endpoint={endpoint} onDone={() => onOpenChange(false)} onCreated={onCreated} />
    </FormDialog>
  );
}
