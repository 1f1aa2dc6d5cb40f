import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { signatureKeys } from "./signature-keys";

export type AvailableCampaign = { id: string; name: string; description: string | null; endsAt: string | null };

export async function fetchCampaigns(): Promise<AvailableCampaign[]> {
  const { campaigns } = await api<{ campaigns: AvailableCampaign[] }>("/api/campaign-selections/campaigns");
  return campaigns;
}

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
