import { useMutation } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import type { OnboardingInput } from "../../../../shared/onboarding/onboarding-schema";

export function completeOnboarding(input: OnboardingInput) {
  return call(api.onboarding.$post({ json: input }));
}

// Not retried: the server refuses a second company anyway, but one request is cleaner.
export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding, retry: false });
}
