// Change password with the sign-up rules; other sessions end by default.
import { useId, useState, type FormEvent } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Button } from "../../../components/ui/button";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { SETTINGS_MESSAGES, validateChangePassword } from "../../../../shared/settings/settings-schema";
import { useChangePassword } from "../api/change-password";
import { PasswordStrength } from "../../../components/ui/password-strength";

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
type FieldName = keyof Values;
const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordCard() {
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Set<FieldName>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Values>>({});
  const [revokeOthers, setRevokeOthers] = useState(true);
  const change = useChangePassword();
  const checkboxId = useId();

  const checked = validateChangePassword(values);
  const errorOf = (field: FieldName) => serverErrors[field] ?? (touched.has(field) ? checked[field] : undefined);

  const input = (field: FieldName, autoComplete: string, extra: { "aria-describedby"?: string } = {}) => (
    <Input
      name={field}
      type="password"
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [field]: e.target.value }));
        setServerErrors(({ [field]: _dropped, ...rest }) => rest);
      }}
      onBlur={() => setTouched((t) => new Set(t).add(field))}
      {...extra}
    />
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(new Set(["currentPassword", "newPassword", "confirmPassword"]));
    const first = (["currentPassword", "newPassword", "confirmPassword"] as const).find((f) => checked[f]);
    if (first) return event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    try {
      await change.mutateAsync({ ...values, revokeOtherSessions: revokeOthers });
      setValues(EMPTY);
      setTouched(new Set());
      showSuccess(
        revokeOthers ? `${SETTINGS_MESSAGES.passwordChanged}. Other sessions were signed out.` : `${SETTINGS_MESSAGES.passwordChanged}.`,
      );
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setServerErrors(error.fields as Partial<Values>);
      else showError(error instanceof ApiError ? error.message : "Your password could not be changed.");
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Use at least 8 characters with upper- and lowercase letters and a number.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <Field label="Current password" error={errorOf("currentPassword")}>
            {input("currentPassword", "current-password")}
          </Field>
          <Field label="New password" error={errorOf("newPassword")}>
            {input("newPassword", "new-password")}
          </Field>
          <PasswordStrength password={values.newPassword} />
          <Field label="Confirm new password" error={errorOf("confirmPassword")}>
            {input("confirmPassword", "new-password")}
          </Field>
          <div className="flex items-center gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              checked={revokeOthers}
              onChange={(e) => setRevokeOthers(e.target.checked)}
              className="size-4 rounded border-slate-300 accent-brand-600"
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
