// /company-settings?tab=mail-flow (admins): the signing mail relay: Sign / Shadow / Off and the
// provider, the steps for its admin console with every value to copy, the relay credential,
// a test message reported hop by hop, and the message trace.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { LoadingState } from "../../../components/ui/spinner";
import { Alert } from "../../../components/ui/alert";
import { useMailFlow } from "../api/mail-flow";
import { SettingsCard } from "./settings-card";
import { SetupSteps } from "./setup-steps";
import { CredentialCard } from "./credential-card";
import { TestMessageCard } from "./test-message-card";
import { TraceCard } from "./trace-card";

const PROVIDERS = { google: "Google Workspace", microsoft: "Microsoft 365", smtp: "your SMTP server" } as const;

export function MailFlowTab() {
  const flow = useMailFlow();
  if (flow.isPending) return <LoadingState text="Loading mail flow..." />;
  if (flow.isError) return <Alert tone="error">The mail flow settings could not be loaded.</Alert>;
  const data = flow.data;
  return (
    <div className="flex flex-col gap-6">
      {data.verifiedDomains.length === 0 && (
        <Alert tone="warning">
          Verify your email domain on the Security tab first: the relay only takes mail from senders on your verified domains.
        </Alert>
      )}
      <SettingsCard key={JSON.stringify(data)} flow={data} />
      <Card>
        <CardHeader>
          <CardTitle>Set up {PROVIDERS[data.provider]}</CardTitle>
          <CardDescription>
            Follow these steps in your admin console. Try Shadow first: mail passes through untouched while the trace shows what Signet
            would do.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SetupSteps flow={data} />
        </CardContent>
      </Card>
      <CredentialCard flow={data} />
      <TestMessageCard />
      <TraceCard />
    </div>
  );
}
