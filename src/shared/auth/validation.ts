// Auth form rules (SPEC.md section 5). The React forms call the validate* functions
// and the server parses with the schemas built from the very same functions, so the
// server rejects exactly what the form rejects, with the same message.
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
  nameTooLong: "Name must be less than 50 characters",
  nameInvalid: "Name can only contain letters, spaces, hyphens, apostrophes and periods",
  companyTooLong: "Company name must be less than 100 characters",
  companyInvalid: "Company name contains invalid characters",
  otpInvalid: "OTP must be exactly 6 digits",
} as const;

export const FORM_MESSAGES = {
  termsNotAccepted: "You must accept the terms and conditions to continue",
  namesRequired: "Please enter your first and last name",
  emailRequired: "Please enter your email address",
  allFieldsRequired: "Please fill in all required fields",
} as const;

const M = VALIDATION_MESSAGES;
type Input = string | null | undefined;

// Bounded by the length check that runs first, so no catastrophic backtracking.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// \p{M} keeps decomposed accents ("e" + U+0301) valid; ’ is the typographic apostrophe.
const NAME_PATTERN = /^[\p{L}\p{M} '’.-]+$/u;
const COMPANY_PATTERN = /^[\p{L}\p{M}\p{Nd} &'’.(),-]+$/u;
const OTP_PATTERN = new RegExp(`^[0-9]{${FIELD_LIMITS.otpLength}}$`);

/** Characters as a person (and PostgreSQL varchar) counts them: code points. */
const charCount = (value: string) => Array.from(value).length;

export type PasswordRuleId = "minLength" | "uppercase" | "lowercase" | "number";
export type PasswordRule = {
  id: PasswordRuleId;
  label: string;
  test: (password: string) => boolean;
  message: string;
};

// Password lengths count UTF-16 units, as better-auth's min/max checks do.
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "minLength",
    label: "At least 8 characters",
    message: M.passwordTooShort,
    test: (pw) => pw.length >= FIELD_LIMITS.passwordMin,
  },
  { id: "uppercase", label: "One uppercase letter", message: M.passwordUppercase, test: (pw) => /\p{Lu}/u.test(pw) },
  { id: "lowercase", label: "One lowercase letter", message: M.passwordLowercase, test: (pw) => /\p{Ll}/u.test(pw) },
  { id: "number", label: "One number", message: M.passwordNumber, test: (pw) => /\p{Nd}/u.test(pw) },
];

export type PasswordStrength = {
  strength: "weak" | "medium" | "strong";
  failed: PasswordRuleId[];
  passed: PasswordRuleId[];
};

/** weak: 3 or more rules fail; medium: 1 or 2 fail; strong: all pass. */
export function passwordStrength(password: Input): PasswordStrength {
  const pw = password ?? "";
  const failed = PASSWORD_RULES.filter((rule) => !rule.test(pw)).map((rule) => rule.id);
  const passed = PASSWORD_RULES.filter((rule) => rule.test(pw)).map((rule) => rule.id);
  const strength = failed.length >= 3 ? "weak" : failed.length > 0 ? "medium" : "strong";
  return { strength, failed, passed };
}

export function validateRequired(value: Input): string | null {
  return (value ?? "").trim() ? null : M.required;
}

export function validateEmail(value: Input): string | null {
  const email = (value ?? "").trim();
  if (!email) return M.required;
  if (email.length > FIELD_LIMITS.email) return M.emailTooLong;
  return EMAIL_PATTERN.test(email) ? null : M.emailInvalid;
}

/** Sign-in: only required, plus the hashing cap (no stored password is longer). */
export function validateSignInPassword(value: Input): string | null {
  if (!value) return M.passwordRequired;
  return value.length > FIELD_LIMITS.passwordMax ? M.passwordTooLong : null;
}

/** Sign-up and reset: the first failing rule's message. */
export function validatePassword(value: Input): string | null {
  if (!value) return M.required;
  if (value.length > FIELD_LIMITS.passwordMax) return M.passwordTooLong;
  return PASSWORD_RULES.find((rule) => !rule.test(value))?.message ?? null;
}

export function validateConfirmPassword(password: Input, confirm: Input): string | null {
  if (!confirm) return M.required;
  return confirm === (password ?? "") ? null : M.passwordMismatch;
}

export function validateName(value: Input): string | null {
  const name = (value ?? "").trim();
  if (!name) return M.required;
  if (charCount(name) > FIELD_LIMITS.name) return M.nameTooLong;
  return NAME_PATTERN.test(name) ? null : M.nameInvalid;
}

/** Optional: empty is valid. */
export function validateCompanyName(value: Input): string | null {
  const company = (value ?? "").trim();
  if (!company) return null;
  if (charCount(company) > FIELD_LIMITS.companyName) return M.companyTooLong;
  return COMPANY_PATTERN.test(company) ? null : M.companyInvalid;
}

export function validateOtp(value: Input): string | null {
  const code = (value ?? "").trim();
  if (!code) return M.required;
  return OTP_PATTERN.test(code) ? null : M.otpInvalid;
}

// --- zod schemas built from the validators above ---

type Validator = (value: string) => string | null;

/** A string field whose missing value reads `missing`, not zod's type error. */
const text = (missing: string = M.required) => z.string({ error: (issue) => (issue.input == null ? missing : undefined) });

const rule = (validate: Validator) => (value: string, ctx: z.RefinementCtx) => {
  const message = validate(value);
  if (message) ctx.addIssue({ code: "custom", message });
};

const email = text().trim().superRefine(rule(validateEmail)).toLowerCase();
const newPassword = text().superRefine(rule(validatePassword));
const signInPassword = text(M.passwordRequired).superRefine(rule(validateSignInPassword));
const name = text().trim().superRefine(rule(validateName));

/** Optional text: blank or null arrives as undefined. */
const optional = (validate: Validator = () => null) =>
  z
    .string()
    .trim()
    .superRefine(rule(validate))
    .nullish()
    .transform((value) => value || undefined);

/** Checks confirmPassword against `field` only when the client sent one. */
const confirmMatches =
  (field: "password" | "newPassword") =>
  (data: { confirmPassword?: string } & Partial<Record<typeof field, string>>, ctx: z.RefinementCtx) => {
    if (data.confirmPassword === undefined) return;
    const message = validateConfirmPassword(data[field], data.confirmPassword);
    if (message) ctx.addIssue({ code: "custom", message, path: ["confirmPassword"] });
  };

export const SignInSchema = z.object({ email, password: signInPassword });

export const SignUpSchema = z
  .object({
    email,
    password: newPassword,
    confirmPassword: z.string().optional(),
    first_name: name,
    last_name: name,
    company_name: optional(validateCompanyName),
    acceptTerms: z.literal(true, { error: FORM_MESSAGES.termsNotAccepted }),
    invitation_id: optional(),
  })
  .superRefine(confirmMatches("password"));

export const ForgotPasswordSchema = z.object({ email });

export const OtpResetSchema = z
  .object({
    email,
    code: text().trim().superRefine(rule(validateOtp)),
    newPassword,
    confirmPassword: z.string().optional(),
  })
  .superRefine(confirmMatches("newPassword"));

export const ResetPasswordSchema = z.object({
  token: text().trim().min(1, M.required),
  newPassword,
});

export const ChangePasswordSchema = z.object({ currentPassword: signInPassword, newPassword });

export type SignIn = z.infer<typeof SignInSchema>;
export type SignUp = z.infer<typeof SignUpSchema>;
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;
export type OtpReset = z.infer<typeof OtpResetSchema>;
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;
