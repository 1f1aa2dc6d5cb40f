// Change password with the sign-up rules; other sessions end by default.
import { useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Checkbox } from "../../../components/ui/checkbox";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Button } from "../../../components/ui/button";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { ChangeOwnPasswordSchema, SETTINGS_MESSAGES } from "../../../../shared/settings/settings-schema";
import { useChangePassword } from "../api/change-password";
import { PasswordStrength } from "../../../components/ui/password-strength";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "", revokeOtherSessions: true };

export function ChangePasswordCard() {
  const form = useSchemaForm(ChangeOwnPasswordSchema, EMPTY);
  const change = useChangePassword();
  const checkboxId = useId();
  const revokeOthers = form.values.revokeOtherSessions !== false;

  // react-hook-form focuses the first invalid field when the form's own check fails.
  const onSubmit = form.onSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      form.reset({ ...EMPTY, revokeOtherSessions: input.revokeOtherSessions });
      showSuccess(
        input.revokeOtherSessions
          ? `${SETTINGS_MESSAGES.passwordChanged}. Other sessions were signed out.`
          : `${SETTINGS_MESSAGES.passwordChanged}.`,
      );
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        showError(error instanceof ApiError ? error.message : "Your password could not be changed.");
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Use at least 8 characters with upper- and lowercase letters and a number.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <Field label="Current password" error={form.errorOf("currentPassword")}>
            <Input type="password" autoComplete="current-password" {...form.bind("currentPassword")} />
          </Field>
          <Field label="New password" error={form.errorOf("newPassword")}>
            <Input type="password" autoComplete="new-password" {...form.bind("newPassword")} />
          </Field>
          <PasswordStrength password={form.values.newPassword ?? ""} />
          <Field label="Confirm new password" error={form.errorOf("confirmPassword")}>
            <Input type="password" autoComplete="new-password" {...form.bind("confirmPassword")} />
          </Field>
          <div className="flex items-center gap-2">
            <Checkbox
              id={checkboxId}
              checked={revokeOthers}
              onCheckedChange={(checked) => form.setValue("revokeOtherSessions", checked === true)}
            />
            <label htmlFor={checkboxId} className="text-sm text-slate-700">
              Sign out of all other sessions
            </label>
          </div>
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? "Changing..." : "Change password"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
