// /company-settings?tab=integrations: Google Workspace's connection and its directory sync.
import { useQuery } from "@tanstack/react-query";
import { LoadingState } from "../../../components/ui/spinner";
import { Alert } from "../../../components/ui/alert";
import { googleIntegrationQuery } from "../../../lib/resources/integrations";
import { GoogleConnectionCard } from "./google-connection-card";
import { DirectorySyncCard } from "./directory-sync-card";

export function IntegrationsTab() {
  const google = useQuery(googleIntegrationQuery());
  if (google.isPending) return <LoadingState text="Loading integrations..." />;
  if (google.isError) return <Alert tone="error">The integrations could not be loaded.</Alert>;
  return (
    <div className="flex flex-col gap-6">
      <GoogleConnectionCard google={google.data} />
      {google.data.connected && <DirectorySyncCard google={google.data} />}
    </div>
  );
}
