import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { SignUp } from "../../../../shared/auth/validation";

export type SignUpInput = Omit<SignUp, "acceptTerms"> & { acceptTerms: boolean };

export function signUp(input: SignUpInput) {
  return api<{ userId: string }>("/api/session/sign-up", { method: "POST", body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, retry: false });
}
