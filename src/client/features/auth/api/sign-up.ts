import { useMutation } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import type { SignUp } from "../../../../shared/auth/validation";

export type SignUpInput = Omit<SignUp, "acceptTerms"> & { acceptTerms: boolean };

export function signUp(input: SignUpInput) {
  // acceptTerms is checked by the server (it must be true); the form may hold false.
  return call(api.session["sign-up"].$post({ json: input as SignUp }));
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, retry: false });
}
