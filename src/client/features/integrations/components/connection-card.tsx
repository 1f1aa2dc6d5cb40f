// A provider's connection, whichever it is (its card, providers/<id>.tsx): how to connect it,
// or what is connected with what to copy, Test connection, replacing the credentials and
// disconnecting.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Badge } from "../../../components/ui/badge";
import { formatDateTime } from "../../../lib/format-date";
import type { ConnectionStatus } from "../../../lib/resources/integrations";
import type { ConnectedProviderId } from "../../../../shared/integrations/integration-schema";
import { useDisconnect, useTestConnection } from "../api/integrations";
import type { ProviderCard } from "../providers/provider-card";
import { ConnectForm } from "./connect-form";
import { ConnectionTest } from "./connection-test";
import { ConnectionActions } from "./connection-actions";

export function ConnectionCard({ card, status }: { card: ProviderCard; status: ConnectionStatus<ConnectedProviderId> }) {
  const disconnect = useDisconnect(card.id);
  const test = useTestConnection(card.id);

  if (!status.connected)
    return (
      <Card>
        <CardHeader>
          <CardTitle>{card.name}</CardTitle>
          <CardDescription>{card.intro}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {card.setup(status)}
          <ConnectForm card={card} submitLabel={`Connect ${card.name}`} />
        </CardContent>
      </Card>
    );

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{card.name}</CardTitle>
          <Badge tone="success">Connected</Badge>
        </div>
        <CardDescription>
          {card.summary(status)} · {card.secretName} updated {formatDateTime(status.updatedAt)}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {card.details(status)}
        <ConnectionTest test={test} />
        <ConnectionActions
          replaceLabel={card.replaceLabel}
          replaceForm={(done) => <ConnectForm card={card} connection={status} submitLabel={card.replaceSubmit} onDone={done} />}
          disconnect={disconnect}
          confirmTitle={`Disconnect ${card.name}?`}
          confirmText={card.disconnectText}
          disconnectedText={`${card.name} was disconnected and its ${card.secretName} deleted.`}
        />
      </CardContent>
    </Card>
  );
}
