import { api, call } from "../../../lib/api-client";
import { useWriteWithoutCache } from "../../../lib/resources/use-write-without-cache";
import type { OtpReset } from "../../../../shared/auth/auth-schema";

// The reset by code: verify-otp-reset-password with email, code and newPassword.
export function verifyOtpResetPassword(input: OtpReset) {
  return call(api.session["verify-otp-reset-password"].$post({ json: input }));
}

export function useVerifyOtpResetPassword() {
  return useWriteWithoutCache("auth.passwordReset", verifyOtpResetPassword);
}
