import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import { useForgetSession } from "../../../lib/session";
import type { DeleteOwnUserInput } from "../../../../shared/settings/settings-schema";

export function deleteOwnUser(input: DeleteOwnUserInput) {
  return call(api["account-settings"].user.$delete({ json: input }));
}

// The server signs the user out; the client forgets everything it cached about them.
export function useDeleteOwnUser() {
  const forget = useForgetSession();
  return useApiMutation("account.delete", { mutationFn: deleteOwnUser, retry: false, onSuccess: forget });
}
