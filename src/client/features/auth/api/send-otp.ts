import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ForgotPassword } from "../../../../shared/auth/validation";

// Spec 7: the send-otp call. The answer is the same whether or not the address is registered.
export function sendOtp(input: ForgotPassword) {
  return api<{ ok: true }>("/api/session/send-otp", { method: "POST", body: input });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp, retry: false });
}
