import { api, call } from "../../../lib/api-client";
import { useWriteWithoutCache } from "../../../lib/resources/use-write-without-cache";
import type { ForgotPassword } from "../../../../shared/auth/auth-schema";

// The send-otp call (a reset code by email). The answer is the same whether or not the address is registered.
export function sendOtp(input: ForgotPassword) {
  return call(api.session["send-otp"].$post({ json: input }));
}

export function useSendOtp() {
  return useWriteWithoutCache("auth.passwordReset", sendOtp);
}
