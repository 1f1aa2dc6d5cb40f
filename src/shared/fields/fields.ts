// Field rules shared by every form, each one a zod schema: the React forms validate with
// these schemas (react-hook-form's zod resolver) and the server parses with the very same
// schemas, so the server rejects exactly what the form rejects, with the same message.
// Limits are zod checks (.min/.max/.regex), so they reach the OpenAPI document. Checks run
// in order and the first failing one is the message shown for a field.
import { z } from "zod";
import { FIELD_LIMITS } from "../limits";

export { FIELD_LIMITS };

export const VALIDATION_MESSAGES = {
  required: "This field is required",
  emailInvalid: "Please enter a valid email address (e.g., name@example.com)",
  emailTooLong: "Email address is too long",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 8 characters long",
  passwordTooLong: "Password must be at most 128 characters long",
  passwordUppercase: "Password must contain at least one uppercase letter",
  passwordLowercase: "Password must contain at least one lowercase letter",
  passwordNumber: "Password must contain at least one number",
  passwordMismatch: "Passwords do not match",
  // Checked on the server only (the list stays there): src/server/auth/common-passwords.ts.
  passwordCommon: "This password is one of the most common passwords, so it is easy to guess. Please choose another one.",
  nameTooLong: "Name must be less than 50 characters",
  nameInvalid: "Name can only contain letters, spaces, hyphens, apostrophes and periods",
  companyTooLong: "Company name must be less than 100 characters",
  companyInvalid: "Company name contains invalid characters",
  otpInvalid: "OTP must be exactly 6 digits",
} as const;

const M = VALIDATION_MESSAGES;

// Bounded by the length check that runs first, so no catastrophic backtracking.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// \p{M} keeps decomposed accents ("e" + U+0301) valid; ’ is the typographic apostrophe.
const NAME_PATTERN = /^[\p{L}\p{M} '’.-]*$/u;
const COMPANY_PATTERN = /^[\p{L}\p{M}\p{Nd} &'’.(),-]*$/u;
const OTP_PATTERN = new RegExp(`^[0-9]{${FIELD_LIMITS.otpLength}}$`);
const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;

export type PasswordRuleId = "minLength" | "uppercase" | "lowercase" | "number";
export type PasswordRule = {
  id: PasswordRuleId;
  label: string;
  test: (password: string) => boolean;
  message: string;
};

/** The checklist under a new password (data for the strength bar; validation is NewPasswordField). */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "minLength",
    label: "At least 8 characters",
    message: M.passwordTooShort,
    test: (pw) => pw.length >= FIELD_LIMITS.passwordMin,
  },
  { id: "uppercase", label: "One uppercase letter", message: M.passwordUppercase, test: (pw) => UPPERCASE.test(pw) },
  { id: "lowercase", label: "One lowercase letter", message: M.passwordLowercase, test: (pw) => LOWERCASE.test(pw) },
  { id: "number", label: "One number", message: M.passwordNumber, test: (pw) => DIGIT.test(pw) },
];

export type PasswordStrength = {
  strength: "weak" | "medium" | "strong";
  failed: PasswordRuleId[];
  passed: PasswordRuleId[];
};

/** weak: 3 or more rules fail; medium: 1 or 2 fail; strong: all pass. */
export function passwordStrength(password: string | null | undefined): PasswordStrength {
  const pw = password ?? "";
  const failed = PASSWORD_RULES.filter((rule) => !rule.test(pw)).map((rule) => rule.id);
  const passed = PASSWORD_RULES.filter((rule) => rule.test(pw)).map((rule) => rule.id);
  const strength = failed.length >= 3 ? "weak" : failed.length > 0 ? "medium" : "strong";
  return { strength, failed, passed };
}

// --- one schema per field rule ---

/** A string whose missing value (undefined or null) reads `missing`, not zod's type error. */
export const text = (missing: string = M.required) => z.string({ error: (issue) => (issue.input == null ? missing : undefined) });

/** Required text, trimmed: empty or blank reads "This field is required". */
export const requiredText = (missing: string = M.required) => text(missing).trim().min(1, missing);

export const EmailField = requiredText().max(FIELD_LIMITS.email, M.emailTooLong).regex(EMAIL_PATTERN, M.emailInvalid).toLowerCase();

/** Sign-in: only required, plus the hashing cap (no stored password is longer). Not trimmed. */
export const SignInPasswordField = text(M.passwordRequired).min(1, M.passwordRequired).max(FIELD_LIMITS.passwordMax, M.passwordTooLong);

/** Sign-up, reset and change: the checklist rules, in the checklist's order. Lengths count UTF-16 units, as better-auth does. */
export const NewPasswordField = text()
  .min(1, M.required)
  .max(FIELD_LIMITS.passwordMax, M.passwordTooLong)
  .min(FIELD_LIMITS.passwordMin, M.passwordTooShort)
  .regex(UPPERCASE, M.passwordUppercase)
  .regex(LOWERCASE, M.passwordLowercase)
  .regex(DIGIT, M.passwordNumber);

/** First or last name. */
export const NameField = requiredText().max(FIELD_LIMITS.name, M.nameTooLong).regex(NAME_PATTERN, M.nameInvalid);

/** Company name as typed: empty is allowed (it is optional at sign-up). */
export const CompanyNameText = text().trim().max(FIELD_LIMITS.companyName, M.companyTooLong).regex(COMPANY_PATTERN, M.companyInvalid);

export const OtpField = requiredText().max(FIELD_LIMITS.otpLength, M.otpInvalid).regex(OTP_PATTERN, M.otpInvalid);
