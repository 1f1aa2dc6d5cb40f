import { api, call } from "../../../lib/api-client";
import { useWriteWithoutCache } from "../../../lib/resources/use-write-without-cache";
import type { SignIn } from "../../../../shared/auth/sign-in-schema";

export function signIn(input: SignIn) {
  return call(api.session["sign-in"].$post({ json: input }));
}

// Never retried: a repeated attempt would count twice against the rate limit.
export function useSignIn() {
  return useWriteWithoutCache("auth.signIn", signIn);
}
