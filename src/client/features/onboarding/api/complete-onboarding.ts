import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { OnboardingInput } from "../../../../shared/onboarding/onboarding-schema";

export type OnboardingResult = { account: { id: string; name: string; status: string } };

export function completeOnboarding(input: OnboardingInput) {
  return api<OnboardingResult>("/api/onboarding", { method: "POST", body: input });
}

// Not retried: the server refuses a second company anyway, but one request is cleaner.
export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding, retry: false });
}
