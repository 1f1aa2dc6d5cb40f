import { useQuery } from "@tanstack/react-query";
import { clientLog } from "../../../lib/logger";
import { campaignSelectionsQuery, fetchCampaignSelections } from "../../../lib/resources/campaigns";

// A selection fetch error is logged and every campaign shows unselected.
export function useCampaignSelections(enabled: boolean) {
  const query = useQuery({
    ...campaignSelectionsQuery(),
    enabled,
    queryFn: async () => {
      try {
        return await fetchCampaignSelections();
      } catch (error) {
        clientLog.error("Campaign selections failed to load", { error: (error as Error).message });
        throw error;
      }
    },
  });
  return { selectedIds: new Set(query.data ?? []), isLoading: query.isPending && enabled && !query.isError };
}
