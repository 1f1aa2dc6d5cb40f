import { useMutation } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import type { OtpReset } from "../../../../shared/auth/validation";

// Spec 7: verify-otp-reset-password with email, code and newPassword.
export function verifyOtpResetPassword(input: OtpReset) {
  return call(api.session["verify-otp-reset-password"].$post({ json: input }));
}

export function useVerifyOtpResetPassword() {
  return useMutation({ mutationFn: verifyOtpResetPassword, retry: false });
}
