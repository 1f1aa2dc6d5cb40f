// The onboarding form's fields and their checks, taken from the shared schema the server uses.
import type { z } from "zod";
import { validateCompanyName, validateRequired } from "../../../../shared/auth/validation";
import { validateEmployeeCount, validateWebsite } from "../../../../shared/onboarding/onboarding-schema";
import { OfficeSchema } from "../../../../shared/offices/office-schema";

export type OnboardingValues = {
  companyName: string;
  website: string;
  employeeCount: string;
  locationName: string;
  address: string;
  phoneNumber: string;
};

export const EMPTY_ONBOARDING: OnboardingValues = {
  companyName: "",
  website: "",
  employeeCount: "",
  locationName: "",
  address: "",
  phoneNumber: "",
};

const bySchema = (schema: z.ZodType) => (value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

export const onboardingValidators = {
  companyName: (value: string) => validateRequired(value) ?? validateCompanyName(value),
  website: validateWebsite,
  employeeCount: validateEmployeeCount,
  locationName: bySchema(OfficeSchema.shape.locationName),
  address: bySchema(OfficeSchema.shape.address),
  phoneNumber: bySchema(OfficeSchema.shape.phoneNumber),
};

export function toOnboardingInput(v: OnboardingValues) {
  return {
    companyName: v.companyName.trim(),
    website: v.website.trim() || null,
    employeeCount: v.employeeCount.trim() || null,
    office: { locationName: v.locationName.trim(), address: v.address.trim() || null, phoneNumber: v.phoneNumber.trim() || null },
  };
}

/** The server names office fields "office.locationName"; the form calls them "locationName". */
export function fromServerFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, message]) => [key.replace(/^office\./, ""), message]));
}
