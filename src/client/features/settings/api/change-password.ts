import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { ChangeOwnPassword } from "../../../../shared/settings/settings-schema";

export function changePassword(input: ChangeOwnPassword) {
  return call(api["account-settings"].password.$post({ json: input }));
}

export function useChangePassword() {
  // A wrong current password must not be tried twice.
  return useApiMutation("password.change", { mutationFn: changePassword, retry: false });
}
