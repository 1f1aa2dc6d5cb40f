import { useQuery } from "@tanstack/react-query";
import { clientLog } from "../../../lib/logger";
import { availableCampaignsQuery, fetchAvailableCampaigns } from "../../../lib/resources/campaigns";

export type { AvailableCampaign } from "../../../lib/resources/campaigns";

// A campaign fetch error is logged and the list shows empty.
export function useAvailableCampaigns(enabled: boolean) {
  const query = useQuery({
    ...availableCampaignsQuery(),
    enabled,
    queryFn: async () => {
      try {
        return await fetchAvailableCampaigns();
      } catch (error) {
        clientLog.error("Campaigns failed to load", { error: (error as Error).message });
        throw error;
      }
    },
  });
  return { campaigns: query.data ?? [], isLoading: query.isPending && enabled && !query.isError };
}
