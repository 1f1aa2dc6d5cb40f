import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { OtpReset } from "../../../../shared/auth/validation";

// Spec 7: verify-otp-reset-password with email, code and newPassword.
export function verifyOtpResetPassword(input: OtpReset) {
  return api<{ ok: true }>("/api/session/verify-otp-reset-password", { method: "POST", body: input });
}

export function useVerifyOtpResetPassword() {
  return useMutation({ mutationFn: verifyOtpResetPassword, retry: false });
}
