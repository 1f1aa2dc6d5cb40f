// The relay credential: the SMTP user name your provider logs in with, and its password shown once.
import { useState } from "react";
import { KeyRound } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { CopyText } from "../../../components/ui/copy-text";
import { Alert } from "../../../components/ui/alert";
import { SecretDialog, ShownSecret } from "../../../components/shown-secret";
import { ApiError } from "../../../lib/api-client";
import type { MailFlow } from "../../../../shared/mail-relay/mail-flow-schema";
import { useMakeRelayCredential } from "../api/mail-flow";

export function CredentialCard({ flow }: { flow: MailFlow }) {
  const make = useMakeRelayCredential();
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onMake = () => {
    setError(null);
    make.mutate(undefined, {
      onSuccess: setShown,
      onError: (e) => setError(e instanceof ApiError ? e.message : "The credential could not be made."),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Relay credential</CardTitle>
        <CardDescription>
          Your provider logs in to the relay with this user name and password (SMTP AUTH over TLS). Signet keeps the password sealed and
          shows it only once; a new one ends the old one at once.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {flow.credentialUsername ? (
          <CopyText label="User name" value={flow.credentialUsername} />
        ) : (
          <p className="text-sm text-slate-600">No credential yet.</p>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <div>
          <Button variant={flow.credentialUsername ? "secondary" : "primary"} onClick={onMake} disabled={make.isPending}>
            <KeyRound aria-hidden="true" /> {flow.credentialUsername ? "Replace credential" : "Make credential"}
          </Button>
        </div>
      </CardContent>
      <SecretDialog
        open={shown !== null}
        onOpenChange={(open) => !open && setShown(null)}
        showing={shown !== null}
        title="Copy the relay credential"
        description="Paste the user name and password into your provider's settings for the Signet relay."
      >
        {shown && (
          <ShownSecret
            label="Password"
            value={shown.password}
            doneLabel="I copied it"
            warning="This is the only time the password is shown. If you lose it, replace the credential."
          >
            <CopyText label="User name" value={shown.username} />
          </ShownSecret>
        )}
      </SecretDialog>
    </Card>
  );
}
