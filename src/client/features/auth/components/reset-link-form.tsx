// The emailed reset link (/auth?mode=reset-password&token=...): choose a new password.
import { useState } from "react";
import { Field } from "../../../components/ui/field";
import { PasswordInput } from "../../../components/ui/password-input";
import { PasswordStrength } from "../../../components/ui/password-strength";
import { ApiError } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { getAuthErrorMessage } from "../../../../shared/auth/error-catalogue";
import { ResetLinkFormSchema } from "../../../../shared/auth/auth-schema";
import { useResetPassword } from "../api/reset-password";
import { authUrl } from "../auth-mode";
import { useAfterPasswordReset } from "../use-after-password-reset";
import { FormBanner } from "./form-banner";
import { ModeLink } from "./mode-link";
import { SubmitButton } from "./submit-button";

export function ResetLinkForm({ token }: { token: string }) {
  const form = useSchemaForm(ResetLinkFormSchema, { newPassword: "", confirmPassword: "" });
  const reset = useResetPassword();
  const afterReset = useAfterPasswordReset();
  const [linkDead, setLinkDead] = useState(false);

  const onSubmit = form.onSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => afterReset(),
        onError: (error) => {
          clientLog.warn("Link reset failed", { code: error instanceof ApiError ? error.code : "unknown" });
          form.setServerBanner(getAuthErrorMessage(error));
          setLinkDead(error instanceof ApiError && error.code === "invalid_token");
          if (error instanceof ApiError) form.applyServerErrors(error.fields);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Choose a new password">
      <FormBanner message={form.banner} />
      {linkDead && (
        <p className="-mt-2 text-sm text-slate-600">
          <ModeLink to={authUrl("forgot-password")}>Request a new reset email</ModeLink>
        </p>
      )}
      <div className="flex flex-col gap-3">
        <Field label="New password" error={form.errorOf("newPassword")}>
          <PasswordInput autoComplete="new-password" autoFocus {...form.bind("newPassword")} />
        </Field>
        <PasswordStrength password={form.values.newPassword} />
      </div>
      <Field label="Confirm new password" error={form.errorOf("confirmPassword")}>
        <PasswordInput autoComplete="new-password" {...form.bind("confirmPassword")} />
      </Field>
      <SubmitButton pending={reset.isPending} pendingText="Saving...">
        Set new password
      </SubmitButton>
    </form>
  );
}
