import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { setLogUser } from "../../../lib/logger";
import { meQueryKey } from "../../../lib/session";
import type { DeleteOwnUserInput } from "../../../../shared/settings/settings-schema";

export function deleteOwnUser(input: DeleteOwnUserInput) {
  return call(api["account-settings"].user.$delete({ json: input }));
}

// The server signs the user out; the client forgets everything it cached about them.
export function useDeleteOwnUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnUser,
    retry: false,
    onSuccess: () => {
      setLogUser(null);
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
