// Microsoft 365: how to register the app in Entra, or the connection (tenant, app, the Graph
// permission), its test, replacing the app or secret, disconnecting.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Badge } from "../../../components/ui/badge";
import { formatDateTime } from "../../../lib/format-date";
import type { MicrosoftIntegration } from "../../../lib/resources/integrations";
import { useDisconnectMicrosoft, useTestMicrosoft } from "../api/integrations";
import { MicrosoftConnectForm } from "./microsoft-connect-form";
import { ConnectionTest } from "./connection-test";
import { ConnectionActions } from "./connection-actions";
import { CopyText } from "../../../components/ui/copy-text";

function RegistrationSteps({ permission }: { permission: string }) {
  return (
    <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700 marker:text-slate-400">
      <li>
        In the <span className="font-medium">Microsoft Entra admin center</span>, open{" "}
        <span className="font-medium">App registrations</span> and choose <span className="font-medium">New registration</span>. Name it
        (for example &ldquo;Signet&rdquo;), keep &ldquo;Accounts in this organizational directory only&rdquo;, leave the redirect URI empty,
        and register.
      </li>
      <li>
        Open <span className="font-medium">API permissions</span>, <span className="font-medium">Add a permission</span>,{" "}
        <span className="font-medium">Microsoft Graph</span>, <span className="font-medium">Application permissions</span>, tick{" "}
        <span className="font-medium">{permission}</span>, add it, then choose <span className="font-medium">Grant admin consent</span>.
      </li>
      <li>
        Open <span className="font-medium">Certificates &amp; secrets</span>, <span className="font-medium">New client secret</span>, and
        copy its <span className="font-medium">Value</span> (shown only once).
      </li>
      <li>
        From the app&apos;s <span className="font-medium">Overview</span>, copy the Directory (tenant) ID and the Application (client) ID,
        and enter all three below.
      </li>
    </ol>
  );
}

export function MicrosoftConnectionCard({ microsoft }: { microsoft: MicrosoftIntegration }) {
  const disconnect = useDisconnectMicrosoft();
  const test = useTestMicrosoft();

  if (!microsoft.connected)
    return (
      <Card>
        <CardHeader>
          <CardTitle>Microsoft 365</CardTitle>
          <CardDescription>
            Fill the team from Microsoft Entra ID, and let Outlook insert every member&apos;s signature with the company&apos;s add-in. You
            need an app registration that may read users; it takes about five minutes.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <RegistrationSteps permission={microsoft.permission} />
          <MicrosoftConnectForm submitLabel="Connect Microsoft 365" />
        </CardContent>
      </Card>
    );

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Microsoft 365</CardTitle>
          <Badge tone="success">Connected</Badge>
        </div>
        <CardDescription>
          Tenant {microsoft.tenantId} · secret updated {formatDateTime(microsoft.updatedAt)}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-600">
            The app needs the Microsoft Graph application permission {microsoft.permission}, with admin consent granted.
          </p>
          <CopyText label="Application (client) ID" value={microsoft.clientId} />
          <CopyText label="Permission" value={microsoft.permission} />
        </div>
        <ConnectionTest test={test} />
        <ConnectionActions
          replaceLabel="Replace app or secret"
          replaceForm={(done) => (
            <MicrosoftConnectForm tenantId={microsoft.tenantId} clientId={microsoft.clientId} submitLabel="Save" onDone={done} />
          )}
          disconnect={disconnect}
          confirmTitle="Disconnect Microsoft 365?"
          confirmText="The client secret is deleted. Synced members stay, with their profiles; the directory no longer updates them."
          disconnectedText="Microsoft 365 was disconnected and its client secret deleted."
        />
      </CardContent>
    </Card>
  );
}
