import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { SignIn } from "../../../../shared/auth/validation";

export function signIn(input: SignIn) {
  return api<{ userId: string }>("/api/session/sign-in", { method: "POST", body: input });
}

// Never retried: a repeated attempt would count twice against the rate limit.
export function useSignIn() {
  return useMutation({ mutationFn: signIn, retry: false });
}
