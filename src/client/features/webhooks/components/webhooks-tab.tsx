// /company-settings?tab=webhooks: the company's webhook endpoints. Events are sent as signed
// POSTs (Standard Webhooks); each endpoint shows its secret on demand and its delivery log.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Plus, Webhook } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ResourceListCard } from "../../../components/ui/resource-list-card";
import { ConfirmDialog, useConfirmTarget } from "../../../components/ui/confirm-dialog";
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
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const rotate = useRotateSecret();
  const remove = useDeleteEndpoint();
  const rotating = useConfirmTarget<WebhookEndpointRow>(rotate);
  const deleting = useConfirmTarget<WebhookEndpointRow>(remove);
  const full = (endpoints.data?.length ?? 0) >= WEBHOOK_LIMITS.endpointsPerAccount;

  const add = (
    <Button size="sm" onClick={() => setEditing({ endpoint: null })} disabled={full} title={full ? "At most 20 endpoints" : undefined}>
      <Plus aria-hidden="true" /> Add endpoint
    </Button>
  );

  return (
    <ResourceListCard
      title="Webhooks"
      description="Tell your HR system, CRM or any service when members, templates, deployments and campaigns change. Every event is a signed POST to your https address, retried for about a day when it fails."
      items={endpoints.data}
      isPending={endpoints.isPending}
      isError={endpoints.isError}
      loadingText="Loading webhooks..."
      errorText="The webhooks could not be loaded."
      action={add}
      empty={{
        icon: <Webhook />,
        title: "No webhook endpoints yet",
        text: "Add an endpoint to receive events such as a new member or a finished deployment, signed so your receiver can check they came from Signet.",
      }}
      dialogs={
        <>
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
            {...rotating.dialog}
            title="Rotate the signing secret?"
            description={`A new secret is made now. For ${ROTATION_OVERLAP_HOURS} hours every delivery is signed with both the new and the current secret, so you can update your receiver without missing an event; after that only the new one signs.`}
            confirmLabel="Rotate secret"
            pendingLabel="Rotating..."
            tone="primary"
            onConfirm={() =>
              rotating.target &&
              rotate.mutate(rotating.target.id, {
                onSuccess: ({ secret, endpoint }) => {
                  rotating.close();
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
            {...deleting.dialog}
            title="Delete this webhook endpoint?"
            description={`${deleting.target?.url ?? "The endpoint"} stops receiving events at once. Its secret and delivery log are deleted; events not yet delivered are dropped.`}
            confirmLabel="Delete endpoint"
            onConfirm={() =>
              deleting.target &&
              remove.mutate(deleting.target.id, {
                onSuccess: () => {
                  showSuccess("The webhook endpoint was deleted.");
                  deleting.close();
                },
              })
            }
          />
        </>
      }
    >
      {(list) => (
        <ul className="flex flex-col gap-4" aria-label="Webhook endpoints">
          {list.map((endpoint) => (
            <EndpointItem
              key={endpoint.id}
              endpoint={endpoint}
              onEdit={() => setEditing({ endpoint })}
              onRotate={() => rotating.ask(endpoint)}
              onDelete={() => deleting.ask(endpoint)}
              onShowSecret={setShown}
            />
          ))}
        </ul>
      )}
    </ResourceListCard>
  );
}
