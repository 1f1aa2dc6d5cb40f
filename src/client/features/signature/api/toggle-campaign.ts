import { api, ApiError, call } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { TOASTS } from "../../../../shared/messages";

export type ToggleCampaign = { campaignId: string; selected: boolean };

export async function toggleCampaign({ campaignId, selected }: ToggleCampaign): Promise<void> {
  if (selected) await call(api["campaign-selections"].$post({ json: { campaignId } }));
  else await call(api["campaign-selections"][":campaignId"].$delete({ param: { campaignId: encodeURIComponent(campaignId) } }));
}

// On success the list refreshes, the preview reloads and a toast confirms;
// on failure the server's message, or "Failed to update campaign selection".
export function useToggleCampaign(onChanged: () => void) {
  return useApiMutation("campaignSelection.toggle", {
    mutationFn: toggleCampaign,
    onSuccess: () => {
      onChanged();
      showSuccess(TOASTS.campaignUpdated);
    },
    onError: (error, input) => {
      clientLog.error("Campaign selection update failed", { ...input, error: (error as Error).message });
      showError(error instanceof ApiError && error.status > 0 && error.message ? error.message : TOASTS.campaignUpdateFailed);
    },
  });
}
