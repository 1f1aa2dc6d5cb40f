import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { setLogUser } from "../../../lib/logger";
import { meQueryKey } from "../../../lib/session";

// Everything of the account is gone, the caller's user too: the client forgets it all.
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmName: string) => call(api.company.$delete({ json: { confirmName } })),
    retry: false,
    onSuccess: () => {
      setLogUser(null);
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
