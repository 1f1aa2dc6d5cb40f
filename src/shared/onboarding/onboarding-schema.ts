// /onboarding: the company and its first office. Company name follows the sign-up rules.
import { z } from "zod";
import { VALIDATION_MESSAGES, validateCompanyName } from "../auth/validation";
import { OfficeSchema } from "../offices/office-schema";

export const MAX_EMPLOYEE_COUNT = 1_000_000;

const WEBSITE_MESSAGE = "Please enter a valid website address (e.g., https://example.com)";

/** "example.com" becomes "https://example.com"; only http and https addresses pass. */
export function normalizeWebsite(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname.includes(".") || /\s/.test(trimmed)) return null;
    return url.toString().replace(/\/$/, "");
  } catch {
    return null;
  }
}

export function validateWebsite(value: string | null | undefined): string | null {
  const v = (value ?? "").trim();
  if (!v) return null;
  if (v.length > 200) return "Website must be at most 200 characters";
  return normalizeWebsite(v) ? null : WEBSITE_MESSAGE;
}

export function validateEmployeeCount(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || String(value).trim() === "") return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_EMPLOYEE_COUNT)
    return `Employee count must be a whole number from 1 to ${MAX_EMPLOYEE_COUNT.toLocaleString("en-US")}`;
  return null;
}

export const OnboardingSchema = z.object({
  companyName: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .superRefine((value, ctx) => {
      const message = value ? validateCompanyName(value) : VALIDATION_MESSAGES.required;
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  website: z
    .string({ error: WEBSITE_MESSAGE })
    .nullish()
    .superRefine((value, ctx) => {
      const message = validateWebsite(value);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((value) => (value ? normalizeWebsite(value) : null)),
  employeeCount: z
    .union([z.number(), z.string()], { error: "Employee count must be a number" })
    .nullish()
    .superRefine((value, ctx) => {
      const message = validateEmployeeCount(value);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((value) => (value === null || value === undefined || String(value).trim() === "" ? null : Number(value))),
  office: OfficeSchema,
});

export type Onboarding = z.infer<typeof OnboardingSchema>;
export type OnboardingInput = z.input<typeof OnboardingSchema>;
