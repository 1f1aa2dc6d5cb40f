import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import { useForgetSession } from "../../../lib/session";

// Everything of the account is gone, the caller's user too: the client forgets it all.
export function useDeleteCompany() {
  const forget = useForgetSession();
  return useApiMutation("account.delete", {
    mutationFn: (confirmName: string) => call(api.company.$delete({ json: { confirmName } })),
    retry: false,
    onSuccess: forget,
  });
}
