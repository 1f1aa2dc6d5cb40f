import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { signatureKeys } from "./signature-keys";

export async function fetchCampaigns() {
  const { campaigns } = await call(api["campaign-selections"].campaigns.$get());
  return campaigns;
}

export type AvailableCampaign = Awaited<ReturnType<typeof fetchCampaigns>>[number];

// Spec 8: a campaign fetch error is logged and the list shows empty.
export function useAvailableCampaigns(enabled: boolean) {
  const query = useQuery({
    queryKey: signatureKeys.campaigns,
    enabled,
    queryFn: async () => {
      try {
        return await fetchCampaigns();
      } catch (error) {
        clientLog.error("Campaigns failed to load", { error: (error as Error).message });
        throw error;
      }
    },
  });
  return { campaigns: query.data ?? [], isLoading: query.isPending && enabled && !query.isError };
}
