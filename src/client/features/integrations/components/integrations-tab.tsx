// /company-settings?tab=integrations: every provider of the registry (providers/index.ts),
// each connection with its directory sync once connected, then what follows it (the
// company's Outlook add-in after Microsoft 365).
import { useQueries } from "@tanstack/react-query";
import { LoadingState } from "../../../components/ui/spinner";
import { Alert } from "../../../components/ui/alert";
import { integrationQuery } from "../../../lib/resources/integrations";
import { PROVIDER_CARDS } from "../providers";
import { ConnectionCard } from "./connection-card";
import { DirectorySyncCard } from "./directory-sync-card";
import { DirectorySourceCard } from "./directory-source-card";

export function IntegrationsTab() {
  const statuses = useQueries({ queries: PROVIDER_CARDS.map((card) => integrationQuery(card.id)) });
  if (statuses.some((s) => s.isPending)) return <LoadingState text="Loading integrations..." />;
  if (statuses.some((s) => s.isError)) return <Alert tone="error">The integrations could not be loaded.</Alert>;
  return (
    <div className="flex flex-col gap-6">
      {PROVIDER_CARDS.map((card, i) => {
        const status = statuses[i].data!;
        return (
          <section key={card.id} aria-label={card.name} className="flex flex-col gap-6">
            <ConnectionCard card={card} status={status} />
            {status.connected && <DirectorySyncCard provider={card.id} sourceText={card.sourceText} connection={status} />}
            {card.after}
          </section>
        );
      })}
      <DirectorySourceCard />
    </div>
  );
}
