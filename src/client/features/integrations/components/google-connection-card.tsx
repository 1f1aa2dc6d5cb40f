// Google Workspace: how to connect it (numbered steps with the values to paste), or the
// connection (the client ID and scopes to allow in Google Admin, with copy buttons), its test, replacing the key, disconnecting.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Badge } from "../../../components/ui/badge";
import { formatDateTime } from "../../../lib/format-date";
import type { GoogleIntegration } from "../../../lib/resources/integrations";
import { useDisconnectGoogle, useTestGoogle } from "../api/integrations";
import { GoogleConnectForm } from "./google-connect-form";
import { GoogleSetupSteps } from "./google-setup-steps";
import { ConnectionTest } from "./connection-test";
import { ConnectionActions } from "./connection-actions";

export function GoogleConnectionCard({ google }: { google: GoogleIntegration }) {
  const disconnect = useDisconnectGoogle();
  const test = useTestGoogle();

  if (!google.connected)
    return (
      <Card>
        <CardHeader>
          <CardTitle>Google Workspace</CardTitle>
          <CardDescription>
            Fill the team from your Google directory and put every member&apos;s signature into Gmail. You need a Google Cloud service
            account with domain-wide delegation; it takes about ten minutes.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <GoogleSetupSteps scopes={google.scopes} />
          <GoogleConnectForm submitLabel="Connect Google Workspace" />
        </CardContent>
      </Card>
    );

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Google Workspace</CardTitle>
          <Badge tone="success">Connected</Badge>
        </div>
        <CardDescription>
          {google.domain} · read as {google.adminEmail} · service account {google.clientEmail} · key updated{" "}
          {formatDateTime(google.updatedAt)}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <GoogleSetupSteps scopes={google.scopes} clientId={google.clientId} />
        <ConnectionTest test={test} />
        <ConnectionActions
          replaceLabel="Replace key or admin"
          replaceForm={(done) => <GoogleConnectForm adminEmail={google.adminEmail} submitLabel="Save new key" onDone={done} />}
          disconnect={disconnect}
          confirmTitle="Disconnect Google Workspace?"
          confirmText="The key is deleted. Synced members stay, with their profiles; the directory no longer updates them and signatures are no longer put into Gmail."
          disconnectedText="Google Workspace was disconnected and its key deleted."
        />
      </CardContent>
    </Card>
  );
}
