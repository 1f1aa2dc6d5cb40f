// Google Workspace: how to connect it, or the connection (client ID and the two scopes to
// allow in Google Admin, each with a copy button), its test, replacing the key, disconnecting.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Badge } from "../../../components/ui/badge";
import { formatDateTime } from "../../../lib/format-date";
import type { GoogleIntegration } from "../../../lib/resources/integrations";
import { useDisconnectGoogle, useTestGoogle } from "../api/integrations";
import { GoogleConnectForm } from "./google-connect-form";
import { CopyText } from "../../../components/ui/copy-text";
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
            account with domain-wide delegation; the scopes to allow are below.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <div className="grid gap-3">
            {google.scopes.map((scope, i) => (
              <CopyText key={scope} label={i === 0 ? "Scope: Gmail signatures" : "Scope: read directory users"} value={scope} />
            ))}
          </div>
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
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-600">
            In Google Admin, open Security, API controls, Domain-wide delegation, choose Add new, and paste the client ID and both scopes.
          </p>
          <CopyText label="Client ID" value={google.clientId} />
          <CopyText label="Scope: Gmail signatures" value={google.scopes[0]} />
          <CopyText label="Scope: read directory users" value={google.scopes[1]} />
        </div>
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
