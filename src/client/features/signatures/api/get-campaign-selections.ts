import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { QUERY_CACHE } from "../../../../shared/limits";
import { signatureKeys } from "./signature-keys";

export async function fetchCampaignSelections() {
  const { campaignIds } = await call(api["campaign-selections"].$get());
  return campaignIds;
}

// Spec 8: a selection fetch error is logged and every campaign shows unselected.
export function useCampaignSelections(enabled: boolean) {
  const query = useQuery({
    queryKey: signatureKeys.selections,
    enabled,
    staleTime: QUERY_CACHE.campaignSelections.staleTime,
    gcTime: QUERY_CACHE.campaignSelections.gcTime,
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
