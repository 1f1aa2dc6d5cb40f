// One webhook endpoint on the Webhooks tab: its address, state, events and description, its
// actions (send a test event, edit, reveal or rotate the secret, delete) and its delivery log.
import { useState } from "react";
import { ChevronDown, KeyRound, Pencil, RefreshCw, Send, Trash2 } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { useCompanyDates } from "../../../lib/format-date";
import { cn } from "../../../lib/cn";
import type { WebhookEndpointRow } from "../../../lib/resources/webhooks";
import { WEBHOOK_EVENTS } from "../../../../shared/webhooks/webhook-events";
import { FAILING_DAYS_BEFORE_OFF } from "../../../../shared/webhooks/webhook-schema";
import { useRevealSecret, useSendTestEvent } from "../api/webhooks";
import { DeliveryLog } from "./delivery-log";
import type { ShownSecret } from "./secret-dialog";

type Props = {
  endpoint: WebhookEndpointRow;
  onEdit: () => void;
  onRotate: () => void;
  onDelete: () => void;
  onShowSecret: (shown: ShownSecret) => void;
};

function State({ endpoint }: { endpoint: WebhookEndpointRow }) {
  if (endpoint.isActive) return <Badge tone="success">Active</Badge>;
  if (endpoint.disabledReason) return <Badge tone="danger">Switched off</Badge>;
  return <Badge>Off</Badge>;
}

export function EndpointItem({ endpoint, onEdit, onRotate, onDelete, onShowSecret }: Props) {
  const dates = useCompanyDates();
  const [open, setOpen] = useState(false);
  const test = useSendTestEvent();
  const reveal = useRevealSecret();
  const logId = `deliveries-${endpoint.id}`;

  const sendTest = () =>
    test.mutate(endpoint.id, {
      onSuccess: () => {
        setOpen(true);
        showSuccess("A webhook.test event is on its way; the delivery log shows how it went.", "Test event sent");
      },
      onError: (error) => showError(error.message),
    });
  const showSecret = () =>
    reveal.mutate(endpoint.id, {
      onSuccess: ({ secret }) => onShowSecret({ title: "Signing secret", description: `The secret of ${endpoint.url}.`, secret }),
      onError: (error) => showError(error.message),
    });

  return (
    <li className="flex flex-col rounded-xl border border-slate-200" data-testid="webhook-endpoint">
      <div className="flex flex-col gap-3 p-4">
        <div className="flex flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <p className="min-w-0 font-mono text-sm font-medium break-all text-slate-900">{endpoint.url}</p>
            <State endpoint={endpoint} />
          </div>
          {endpoint.description && <p className="text-sm text-slate-600">{endpoint.description}</p>}
          {endpoint.disabledReason && (
            <p className="text-sm text-red-700">
              {endpoint.disabledReason === "gone"
                ? "Switched off because it answered 410 Gone"
                : `Switched off because every delivery failed for ${FAILING_DAYS_BEFORE_OFF} days`}
              {endpoint.disabledAt ? ` (${dates.dateTime(endpoint.disabledAt)})` : ""}. Fix the receiver, then switch it on again.
            </p>
          )}
          {endpoint.previousSecretExpiresAt && (
            <p className="text-xs text-amber-800">
              Secret rotated: deliveries carry the previous secret&apos;s signature too until{" "}
              {dates.dateTime(endpoint.previousSecretExpiresAt)}.
            </p>
          )}
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label="Events">
          {endpoint.events.map((type) => (
            <li key={type}>
              <Badge tone="brand" title={type}>
                {WEBHOOK_EVENTS[type].label}
              </Badge>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={sendTest} disabled={test.isPending}>
            <Send aria-hidden="true" /> {test.isPending ? "Sending..." : "Send test event"}
          </Button>
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${endpoint.url}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <Button size="sm" variant="secondary" onClick={showSecret} disabled={reveal.isPending}>
            <KeyRound aria-hidden="true" /> Reveal secret
          </Button>
          <Button size="sm" variant="secondary" onClick={onRotate}>
            <RefreshCw aria-hidden="true" /> Rotate secret
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onClick={onDelete}
            aria-label={`Delete ${endpoint.url}`}
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </div>
      <div className="border-t border-slate-100 px-2 py-2">
        <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={logId} onClick={() => setOpen(!open)}>
          <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} /> Delivery log
        </Button>
        {open && (
          <div id={logId} className="mt-2 px-2 pb-2">
            <DeliveryLog endpointId={endpoint.id} canRedeliver={endpoint.isActive} />
          </div>
        )}
      </div>
    </li>
  );
}
