import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { showError } from "../../../components/ui/toaster";
import type { GettingStarted } from "../../../../shared/onboarding/getting-started-responses";
import { gettingStartedKey } from "./get-getting-started";

// Hides the checklist at once; if the server refuses, it comes back with an error toast.
export function useDismissGettingStarted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api["getting-started"].dismissal.$post()),
    onMutate: () => {
      const previous = queryClient.getQueryData<GettingStarted>(gettingStartedKey);
      if (previous) queryClient.setQueryData(gettingStartedKey, { ...previous, dismissed: true });
      return { previous };
    },
    onError: (error, _input, context) => {
      clientLog.error("Hiding the getting-started checklist failed", { error: (error as Error).message });
      if (context?.previous) queryClient.setQueryData(gettingStartedKey, context.previous);
      showError("The checklist could not be hidden. Please try again.");
    },
  });
}
