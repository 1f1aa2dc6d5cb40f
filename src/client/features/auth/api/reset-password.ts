import { useMutation } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import type { ResetPassword } from "../../../../shared/auth/validation";

// The emailed link's token and the new password.
export function resetPassword(input: ResetPassword) {
  return call(api.session["reset-password"].$post({ json: input }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, retry: false });
}
