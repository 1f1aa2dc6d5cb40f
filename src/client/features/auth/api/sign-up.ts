import { api, call } from "../../../lib/api-client";
import { useWriteWithoutCache } from "../../../lib/resources/use-write-without-cache";
import type { SignUp } from "../../../../shared/auth/auth-schema";

export type SignUpInput = Omit<SignUp, "acceptTerms"> & { acceptTerms: boolean };

export function signUp(input: SignUpInput) {
  // acceptTerms is checked by the server (it must be true); the form may hold false.
  return call(api.session["sign-up"].$post({ json: input as SignUp }));
}

export function useSignUp() {
  return useWriteWithoutCache("auth.signIn", signUp);
}
