import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { OnboardingInput } from "../../../../shared/onboarding/onboarding-schema";

export function completeOnboarding(input: OnboardingInput) {
  return call(api.onboarding.$post({ json: input }));
}

// Not retried: the server refuses a second company anyway, but one request is cleaner.
// The page then reads the session again itself, before it moves on.
export function useCompleteOnboarding() {
  return useApiMutation("onboarding.complete", { mutationFn: completeOnboarding, retry: false });
}
