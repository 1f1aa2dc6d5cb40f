// The member's own settings (/settings): change password and delete own user.
// Password rules are the sign-up rules (shared/auth/validation.ts).
import { z } from "zod";
import { validateConfirmPassword, validatePassword, validateSignInPassword } from "../auth/validation";
import { AUTH_ERROR_MESSAGES } from "../auth/error-catalogue";

export const DELETE_CONFIRMATION_WORD = "DELETE";

export const SETTINGS_MESSAGES = {
  currentPasswordWrong: "Your current password is incorrect",
  samePassword: AUTH_ERROR_MESSAGES.same_password,
  deleteConfirmation: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
  passwordChanged: "Your password has been changed",
  otherSessionsRevoked: "Signed out of all other sessions",
  userDeleted: "Your user has been deleted",
} as const;

type Validator = (value: string) => string | null;
const rule = (validate: Validator) => (value: string, ctx: z.RefinementCtx) => {
  const message = validate(value);
  if (message) ctx.addIssue({ code: "custom", message });
};
const text = (missing: string) => z.string({ error: (issue) => (issue.input == null ? missing : "Must be text") });

/** The form's check, field by field; the server uses the same function via the schema. */
export function validateChangePassword(values: { currentPassword: string; newPassword: string; confirmPassword: string }) {
  const errors: Partial<Record<keyof typeof values, string>> = {};
  const current = validateSignInPassword(values.currentPassword);
  const next =
    validatePassword(values.newPassword) ?? (values.newPassword === values.currentPassword ? SETTINGS_MESSAGES.samePassword : null);
  const confirm = validateConfirmPassword(values.newPassword, values.confirmPassword);
  if (current) errors.currentPassword = current;
  if (next) errors.newPassword = next;
  if (confirm) errors.confirmPassword = confirm;
  return errors;
}

export const ChangeOwnPasswordSchema = z
  .object({
    currentPassword: text("Password is required").superRefine(rule(validateSignInPassword)),
    newPassword: text("This field is required").superRefine(rule(validatePassword)),
    confirmPassword: text("This field is required"),
    revokeOtherSessions: z.boolean({ error: "revokeOtherSessions must be true or false" }).default(true),
  })
  .superRefine((data, ctx) => {
    const confirm = validateConfirmPassword(data.newPassword, data.confirmPassword);
    if (confirm) ctx.addIssue({ code: "custom", message: confirm, path: ["confirmPassword"] });
    if (data.newPassword && data.newPassword === data.currentPassword)
      ctx.addIssue({ code: "custom", message: SETTINGS_MESSAGES.samePassword, path: ["newPassword"] });
  });

export type ChangeOwnPassword = z.infer<typeof ChangeOwnPasswordSchema>;

export const DeleteOwnUserSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION_WORD, { error: SETTINGS_MESSAGES.deleteConfirmation }),
});
