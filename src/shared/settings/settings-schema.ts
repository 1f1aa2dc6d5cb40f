// The member's own settings (/settings): change password and delete own user.
// Password rules are the sign-up rules (shared/fields/fields.ts).
import { z } from "zod";
import { FIELD_LIMITS, NewPasswordField, SignInPasswordField, text, VALIDATION_MESSAGES } from "../fields/fields";
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

/** The change-password form and route: current password as at sign-in, the new one as at sign-up. */
export const ChangeOwnPasswordSchema = z
  .object({
    currentPassword: SignInPasswordField,
    newPassword: NewPasswordField,
    confirmPassword: text().min(1, VALIDATION_MESSAGES.required).max(FIELD_LIMITS.passwordMax, VALIDATION_MESSAGES.passwordMismatch),
    revokeOtherSessions: z.boolean({ error: "revokeOtherSessions must be true or false" }).default(true),
  })
  .superRefine((data, ctx) => {
    if (data.confirmPassword && data.confirmPassword !== data.newPassword)
      ctx.addIssue({ code: "custom", message: VALIDATION_MESSAGES.passwordMismatch, path: ["confirmPassword"] });
    if (data.newPassword && data.newPassword === data.currentPassword)
      ctx.addIssue({ code: "custom", message: SETTINGS_MESSAGES.samePassword, path: ["newPassword"] });
  });

export type ChangeOwnPassword = z.infer<typeof ChangeOwnPasswordSchema>;
export type ChangeOwnPasswordInput = z.input<typeof ChangeOwnPasswordSchema>;

/** Deleting one's user takes the current password as well: a session left open is not enough. */
export const DeleteOwnUserSchema = z.object({
  currentPassword: SignInPasswordField,
  confirm: z
    .string({ error: SETTINGS_MESSAGES.deleteConfirmation })
    .max(100, SETTINGS_MESSAGES.deleteConfirmation)
    .trim()
    .pipe(z.literal(DELETE_CONFIRMATION_WORD, { error: SETTINGS_MESSAGES.deleteConfirmation })),
});

export type DeleteOwnUser = z.infer<typeof DeleteOwnUserSchema>;
export type DeleteOwnUserInput = z.input<typeof DeleteOwnUserSchema>;
