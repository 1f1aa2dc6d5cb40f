// /onboarding: the company and its first office. Company name follows the sign-up rules.
import { z } from "zod";
import { CompanyNameText, FIELD_LIMITS, requiredText, VALIDATION_MESSAGES } from "../fields/fields";
import { OfficeSchema } from "../offices/office-schema";
import { BrowserTimeZoneField } from "../company/time-zones";
import { withHttpsScheme } from "../text/web-address";

export const MAX_EMPLOYEE_COUNT = 1_000_000;

const WEBSITE_MESSAGE = "Please enter a valid website address (e.g., https://example.com)";

/** "example.com" becomes "https://example.com"; only http and https addresses pass. */
export function normalizeWebsite(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const withScheme = withHttpsScheme(trimmed);
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname.includes(".") || /\s/.test(trimmed)) return null;
    return url.toString().replace(/\/$/, "");
  } catch {
    return null;
  }
}

const EMPLOYEE_COUNT_MESSAGE = `Employee count must be a whole number from 1 to ${MAX_EMPLOYEE_COUNT.toLocaleString("en-US")}`;

/** A website as typed: empty, or an http(s) address ("example.com" gets https://). */
export const WebsiteText = z
  .string({ error: WEBSITE_MESSAGE })
  .trim()
  .max(200, "Website must be at most 200 characters")
  .refine((value) => !value || value.length > 200 || normalizeWebsite(value) !== null, WEBSITE_MESSAGE);

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === "";

/** An employee count as typed (text) or sent (number): empty, or a whole number from 1 to a million. */
export const EmployeeCountInput = z
  .union([z.number(), z.string().max(20, EMPLOYEE_COUNT_MESSAGE)], { error: "Employee count must be a number" })
  .nullish()
  .refine((value) => {
    if (blank(value)) return true;
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 && n <= MAX_EMPLOYEE_COUNT;
  }, EMPLOYEE_COUNT_MESSAGE);

export const OnboardingSchema = z.object({
  companyName: requiredText().max(FIELD_LIMITS.companyName, VALIDATION_MESSAGES.companyTooLong).pipe(CompanyNameText),
  website: WebsiteText.nullish().transform((value) => (value ? normalizeWebsite(value) : null)),
  employeeCount: EmployeeCountInput.transform((value) => (blank(value) ? null : Number(value))),
  office: OfficeSchema,
  // The browser's zone, for the company's statistics and schedules (UTC when unknown).
  timeZone: BrowserTimeZoneField,
});

export type Onboarding = z.infer<typeof OnboardingSchema>;
export type OnboardingInput = z.input<typeof OnboardingSchema>;
