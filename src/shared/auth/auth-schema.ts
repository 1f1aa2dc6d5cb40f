// The sign-up, password reset and password change forms, one zod schema per form, built from
// the shared field rules (shared/fields). Form and server parse with the same schema. Sign-in's
// is in sign-in-schema.ts.
import { z } from "zod";
import { BrowserTimeZoneField } from "../company/time-zones";
import type { FormRule } from "../fields/form-rules";
import {
  CompanyNameText,
  EmailField,
  FIELD_LIMITS,
  NameField,
  NewPasswordField,
  OtpField,
  requiredText,
  SignInPasswordField,
  text,
  VALIDATION_MESSAGES,
} from "../fields/fields";

export const FORM_MESSAGES = {
  termsNotAccepted: "You must accept the terms and conditions to continue",
  namesRequired: "Please enter your first and last name",
  emailRequired: "Please enter your email address",
  allFieldsRequired: "Please fill in all required fields",
} as const;

const M = VALIDATION_MESSAGES;

/** Optional text: blank or null arrives as undefined. */
const optional = (field: z.ZodType<string, string> = text().trim()) => field.nullish().transform((value) => value || undefined);

/** The confirmation equals `field`; checked only when the caller sent one (the forms always do). */
const confirmMatches =
  <F extends string>(field: F) =>
  (data: { confirmPassword?: string } & Partial<Record<F, string>>, ctx: z.RefinementCtx) => {
    const confirm = data.confirmPassword;
    if (confirm === undefined) return;
    const message = !confirm ? M.required : confirm === (data[field] ?? "") ? null : M.passwordMismatch;
    if (message) ctx.addIssue({ code: "custom", message, path: ["confirmPassword"] });
  };

// Checked against the password by confirmMatches; as long as a password at most.
const ConfirmPasswordField = z.string().max(FIELD_LIMITS.passwordMax, VALIDATION_MESSAGES.passwordMismatch).optional();

// --- one schema per form ---

export const SignUpSchema = z
  .object({
    email: EmailField,
    password: NewPasswordField,
    confirmPassword: ConfirmPasswordField,
    first_name: NameField,
    last_name: NameField,
    company_name: optional(CompanyNameText),
    // The browser's zone, for the new company's statistics and schedules (UTC when unknown).
    time_zone: BrowserTimeZoneField,
    acceptTerms: z.boolean({ error: FORM_MESSAGES.termsNotAccepted }).refine(Boolean, FORM_MESSAGES.termsNotAccepted),
    invitation_id: optional(text().trim().max(100)),
    // The single-use secret from the invitation email (proof of the mailbox).
    invitation_token: optional(text().trim().max(200)),
  })
  .superRefine(confirmMatches("password"));

export const ForgotPasswordSchema = z.object({ email: EmailField });

export const OtpResetSchema = z
  .object({
    email: EmailField,
    code: OtpField,
    newPassword: NewPasswordField,
    confirmPassword: ConfirmPasswordField,
  })
  .superRefine(confirmMatches("newPassword"));

export const ResetPasswordSchema = z.object({
  token: requiredText().max(200),
  newPassword: NewPasswordField,
});

/** The reset-link form: the token comes from the URL, the person types the two passwords. */
export const ResetLinkFormSchema = z
  .object({ newPassword: NewPasswordField, confirmPassword: z.string().optional() })
  .superRefine(confirmMatches("newPassword"));

export const ChangePasswordSchema = z.object({ currentPassword: SignInPasswordField, newPassword: NewPasswordField });

// --- form-level messages: the banner of a failed submit, first rule that fails (fields/form-rules.ts) ---

const filled = requiredText();

export const SIGN_UP_FORM_RULES: readonly FormRule[] = [
  { schema: z.object({ first_name: filled, last_name: filled }), message: FORM_MESSAGES.namesRequired },
  { schema: z.object({ acceptTerms: z.literal(true) }), message: FORM_MESSAGES.termsNotAccepted },
];

export const FORGOT_PASSWORD_FORM_RULES: readonly FormRule[] = [
  { schema: z.object({ email: filled }), message: FORM_MESSAGES.emailRequired },
];

export const OTP_RESET_FORM_RULES: readonly FormRule[] = [
  {
    schema: z.object({ email: filled, code: filled, newPassword: filled, confirmPassword: filled }),
    message: FORM_MESSAGES.allFieldsRequired,
  },
];

export type SignUp = z.infer<typeof SignUpSchema>;
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;
export type OtpReset = z.infer<typeof OtpResetSchema>;
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;
