// /company-settings?tab=integrations: Google Workspace and Microsoft 365, each connection with
// its directory sync once connected, and the company's Outlook add-in.
import { useQuery } from "@tanstack/react-query";
import { LoadingState } from "../../../components/ui/spinner";
import { Alert } from "../../../components/ui/alert";
import { googleIntegrationQuery, microsoftIntegrationQuery } from "../../../lib/resources/integrations";
import { GoogleConnectionCard } from "./google-connection-card";
import { MicrosoftConnectionCard } from "./microsoft-connection-card";
import { DirectorySyncCard } from "./directory-sync-card";
import { OutlookAddinCard } from "./outlook-addin-card";
import { DirectorySourceCard } from "./directory-source-card";

export function IntegrationsTab() {
  const google = useQuery(googleIntegrationQuery());
  const microsoft = useQuery(microsoftIntegrationQuery());
  if (google.isPending || microsoft.isPending) return <LoadingState text="Loading integrations..." />;
  if (google.isError || microsoft.isError) return <Alert tone="error">The integrations could not be loaded.</Alert>;
  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Google Workspace" className="flex flex-col gap-6">
        <GoogleConnectionCard google={google.data} />
        {google.data.connected && <DirectorySyncCard provider="google" connection={google.data} />}
      </section>
      <section aria-label="Microsoft 365" className="flex flex-col gap-6">
        <MicrosoftConnectionCard microsoft={microsoft.data} />
        {microsoft.data.connected && <DirectorySyncCard provider="microsoft" connection={microsoft.data} />}
        <OutlookAddinCard />
      </section>
      <DirectorySourceCard />
    </div>
  );
}
