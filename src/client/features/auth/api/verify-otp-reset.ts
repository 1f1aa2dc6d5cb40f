import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { OtpReset } from "../../../../shared/auth/auth-schema";

// The reset by code: verify-otp-reset-password with email, code and newPassword.
export function verifyOtpResetPassword(input: OtpReset) {
  return call(api.session["verify-otp-reset-password"].$post({ json: input }));
}

export function useVerifyOtpResetPassword() {
  return useApiMutation("auth.passwordReset", { mutationFn: verifyOtpResetPassword, retry: false });
}
