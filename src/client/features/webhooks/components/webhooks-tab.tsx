// /company-settings?tab=webhooks: the company's webhook endpoints. Events are sent as signed
// POSTs (Standard Webhooks); each endpoint shows its secret on demand and its delivery log.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Plus, Webhook } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingState } from "../../../components/ui/spinner";
import { Alert } from "../../../components/ui/alert";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { showSuccess } from "../../../components/ui/toaster";
import { webhookEndpointsQuery, type WebhookEndpointRow } from "../../../lib/resources/webhooks";
import { ROTATION_OVERLAP_HOURS, WEBHOOK_LIMITS } from "../../../../shared/webhooks/webhook-schema";
import { useDeleteEndpoint, useRotateSecret } from "../api/webhooks";
import { EndpointDialog } from "./endpoint-dialog";
import { EndpointItem } from "./endpoint-item";
import { SecretDialog, type ShownSecret } from "./secret-dialog";

export function WebhooksTab() {
  const endpoints = useQuery(webhookEndpointsQuery());
  const [editing, setEditing] = useState<{ endpoint: WebhookEndpointRow | null } | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpointRow | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpointRow | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const rotate = useRotateSecret();
  const remove = useDeleteEndpoint();
  const full = (endpoints.data?.length ?? 0) >= WEBHOOK_LIMITS.endpointsPerAccount;

  const add = (
    <Button size="sm" onClick={() => setEditing({ endpoint: null })} disabled={full} title={full ? "At most 20 endpoints" : undefined}>
      <Plus aria-hidden="true" /> Add endpoint
    </Button>
  );

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <CardTitle>Webhooks</CardTitle>
          <CardDescription>
            Tell your HR system, CRM or any service when members, templates, deployments and campaigns change. Every event is a signed POST
            to your https address, retried for about a day when it fails.
          </CardDescription>
        </div>
        {endpoints.data && endpoints.data.length > 0 && add}
      </CardHeader>
      <CardContent>
        {endpoints.isPending ? (
          <LoadingState text="Loading webhooks..." />
        ) : endpoints.isError ? (
          <Alert tone="error">The webhooks could not be loaded.</Alert>
        ) : endpoints.data.length === 0 ? (
          <EmptyState icon={<Webhook />} title="No webhook endpoints yet" action={add}>
            Add an endpoint to receive events such as a new member or a finished deployment, signed so your receiver can check they came
            from Signet.
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-4" aria-label="Webhook endpoints">
            {endpoints.data.map((endpoint) => (
              <EndpointItem
                key={endpoint.id}
                endpoint={endpoint}
                onEdit={() => setEditing({ endpoint })}
                onRotate={() => setRotating(endpoint)}
                onDelete={() => setDeleting(endpoint)}
                onShowSecret={setShown}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <EndpointDialog
        open={editing !== null}
        endpoint={editing?.endpoint ?? null}
        onOpenChange={(open) => !open && setEditing(null)}
        onCreated={({ url, secret }) =>
          setShown({
            title: "Endpoint added",
            description: `Events for ${url} are signed with this secret. You can reveal it again here later.`,
            secret,
          })
        }
      />
      <SecretDialog shown={shown} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRotating(null);
            rotate.reset();
          }
        }}
        title="Rotate the signing secret?"
        description={`A new secret is made now. For ${ROTATION_OVERLAP_HOURS} hours every delivery is signed with both the new and the current secret, so you can update your receiver without missing an event; after that only the new one signs.`}
        confirmLabel="Rotate secret"
        pendingLabel="Rotating..."
        tone="primary"
        pending={rotate.isPending}
        error={rotate.error?.message}
        onConfirm={() =>
          rotating &&
          rotate.mutate(rotating.id, {
            onSuccess: ({ secret, endpoint }) => {
              setRotating(null);
              setShown({
                title: "New signing secret",
                description: `Update the receiver at ${endpoint.url}. The previous secret keeps signing for ${ROTATION_OVERLAP_HOURS} hours.`,
                secret,
              });
            },
          })
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title="Delete this webhook endpoint?"
        description={`${deleting?.url ?? "The endpoint"} stops receiving events at once. Its secret and delivery log are deleted; events not yet delivered are dropped.`}
        confirmLabel="Delete endpoint"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showSuccess("The webhook endpoint was deleted.");
              setDeleting(null);
            },
          })
        }
      />
    </Card>
  );
}
