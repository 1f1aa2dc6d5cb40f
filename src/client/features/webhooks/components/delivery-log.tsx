// An endpoint's delivery log: event, outcome (status code or why it failed), duration,
// attempts and time, newest first, with "Redeliver". Polled while a delivery is under way.
import { useQuery } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { EmptyRow, Table, TBody, Td, Th, THead, Tr } from "../../../components/ui/table";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { useCompanyDates } from "../../../lib/format-date";
import { webhookDeliveriesQuery, type WebhookDeliveryRow } from "../../../lib/resources/webhooks";
import { useRedeliver } from "../api/webhooks";

const STATUS = {
  succeeded: { tone: "success", text: "Delivered" },
  failed: { tone: "danger", text: "Failed" },
  pending: { tone: "warning", text: "Retrying" },
  delivering: { tone: "brand", text: "Sending" },
} as const;

/** Being sent, or about to be (queued, or a retry due within a minute). */
const underWay = (d: WebhookDeliveryRow) =>
  d.status === "delivering" || (d.status === "pending" && (d.attempts === 0 || Date.parse(d.nextAttemptAt ?? "") - Date.now() < 60_000));

function Outcome({ delivery }: { delivery: WebhookDeliveryRow }) {
  const status =
    delivery.status === "pending" && delivery.attempts === 0 ? { tone: "neutral" as const, text: "Queued" } : STATUS[delivery.status];
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="flex flex-wrap items-center gap-2">
        <Badge tone={status.tone}>{status.text}</Badge>
        {delivery.statusCode !== null && <span className="font-mono text-xs text-slate-600">HTTP {delivery.statusCode}</span>}
      </span>
      {delivery.error && delivery.status !== "succeeded" && (
        <span className="max-w-xs text-xs break-words text-slate-500">{delivery.error}</span>
      )}
    </div>
  );
}

export function DeliveryLog({ endpointId, canRedeliver }: { endpointId: string; canRedeliver: boolean }) {
  const dates = useCompanyDates();
  const deliveries = useQuery({
    ...webhookDeliveriesQuery(endpointId),
    refetchInterval: (query) => (query.state.data?.some(underWay) ? 1000 : false),
  });
  const redeliver = useRedeliver();

  if (deliveries.isPending) return <Spinner label="Loading deliveries" />;
  if (deliveries.isError) return <Alert tone="error">The delivery log could not be loaded.</Alert>;
  return (
    <Table caption="Deliveries" aria-label="Deliveries">
      <THead>
        <Th>Event</Th>
        <Th>Outcome</Th>
        <Th className="text-right">Duration</Th>
        <Th className="text-right">Attempts</Th>
        <Th>Time</Th>
        <Th>
          <span className="sr-only">Actions</span>
        </Th>
      </THead>
      <TBody>
        {deliveries.data.length === 0 ? (
          <EmptyRow colSpan={6}>No deliveries yet. Send a test event to see one here.</EmptyRow>
        ) : (
          deliveries.data.map((delivery) => (
            <Tr key={delivery.id} data-testid="delivery-row">
              <Td label="Event">
                <code className="font-mono text-xs text-slate-800">{delivery.eventType}</code>
              </Td>
              <Td label="Outcome">
                <Outcome delivery={delivery} />
              </Td>
              <Td label="Duration" className="sm:text-right">
                <span className="whitespace-nowrap">
                  {delivery.durationMs === null ? "—" : `${delivery.durationMs.toLocaleString("en-US")} ms`}
                </span>
              </Td>
              <Td label="Attempts" className="sm:text-right">
                {delivery.attempts}
              </Td>
              <Td label="Time" className="whitespace-nowrap">
                {dates.dateTime(delivery.lastAttemptAt ?? delivery.createdAt)}
                {delivery.nextAttemptAt && delivery.attempts > 0 && (
                  <span className="block text-xs text-slate-500">next try {dates.dateTime(delivery.nextAttemptAt)}</span>
                )}
              </Td>
              <Td className="sm:text-right">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={!canRedeliver || redeliver.isPending}
                  title={canRedeliver ? undefined : "Switch the endpoint on to redeliver."}
                  onClick={() =>
                    redeliver.mutate(
                      { id: endpointId, deliveryId: delivery.id },
                      {
                        onSuccess: () => showSuccess(`${delivery.eventType} was queued again.`),
                        onError: (error) => showError(error.message),
                      },
                    )
                  }
                  aria-label={`Redeliver ${delivery.eventType} from ${dates.dateTime(delivery.createdAt)}`}
                >
                  <RotateCcw aria-hidden="true" /> Redeliver
                </Button>
              </Td>
            </Tr>
          ))
        )}
      </TBody>
    </Table>
  );
}
