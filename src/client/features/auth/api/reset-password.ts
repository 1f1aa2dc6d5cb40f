import { api, call } from "../../../lib/api-client";
import { useWriteWithoutCache } from "../../../lib/resources/use-write-without-cache";
import type { ResetPassword } from "../../../../shared/auth/auth-schema";

// The emailed link's token and the new password.
export function resetPassword(input: ResetPassword) {
  return call(api.session["reset-password"].$post({ json: input }));
}

export function useResetPassword() {
  return useWriteWithoutCache("auth.passwordReset", resetPassword);
}
