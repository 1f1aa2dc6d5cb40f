import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { ResetPassword } from "../../../../shared/auth/auth-schema";

// The emailed link's token and the new password.
export function resetPassword(input: ResetPassword) {
  return call(api.session["reset-password"].$post({ json: input }));
}

export function useResetPassword() {
  return useApiMutation("auth.passwordReset", { mutationFn: resetPassword, retry: false });
}
