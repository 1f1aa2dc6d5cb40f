import { useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { gettingStartedQuery } from "../../../lib/resources/account";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import { showError } from "../../../components/ui/toaster";
import type { GettingStarted } from "../../../../shared/onboarding/getting-started-responses";

// Hides the checklist at once; if the server refuses, it comes back with an error toast.
export function useDismissGettingStarted() {
  const queryClient = useQueryClient();
  const { queryKey } = gettingStartedQuery();
  return useApiMutation("gettingStarted.dismiss", {
    mutationFn: () => call(api["getting-started"].dismissal.$post()),
    onMutate: () => {
      const previous = queryClient.getQueryData<GettingStarted>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, dismissed: true });
      return { previous };
    },
    onError: (error, _input, context) => {
      clientLog.error("Hiding the getting-started checklist failed", { error: (error as Error).message });
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      showError("The checklist could not be hidden. Please try again.");
    },
  });
}
