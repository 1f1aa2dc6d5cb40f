// The onboarding form's starting values: the shape of the shared OnboardingSchema the server uses.
import type { OnboardingInput } from "../../../../shared/onboarding/onboarding-schema";

export const EMPTY_ONBOARDING = {
  companyName: "",
  website: "",
  employeeCount: "",
  office: { locationName: "", address: "", phoneNumber: "" },
} satisfies OnboardingInput;
