import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ResetPassword } from "../../../../shared/auth/validation";

// The emailed link's token and the new password.
export function resetPassword(input: ResetPassword) {
  return api<{ ok: true }>("/api/session/reset-password", { method: "POST", body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, retry: false });
}
