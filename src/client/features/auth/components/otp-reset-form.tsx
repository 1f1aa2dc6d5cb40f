// The one-time-code reset: the emailed 6-digit code and a new password.
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { PasswordInput } from "../../../components/ui/password-input";
import { PasswordStrength } from "../../../components/ui/password-strength";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { getAuthErrorMessage } from "../../../../shared/auth/error-catalogue";
import { OTP_RESET_FORM_RULES, OtpResetSchema } from "../../../../shared/auth/auth-schema";
import { EmailField } from "../../../../shared/fields/fields";
import { TOASTS } from "../../../../shared/messages";
import { useSendOtp } from "../api/send-otp";
import { useVerifyOtpResetPassword } from "../api/verify-otp-reset";
import { useAfterPasswordReset } from "../use-after-password-reset";
import { FormBanner } from "./form-banner";
import { SubmitButton } from "./submit-button";

export function OtpResetForm({ initialEmail }: { initialEmail: string }) {
  const form = useSchemaForm(
    OtpResetSchema,
    { email: initialEmail, code: "", newPassword: "", confirmPassword: "" },
    { formRules: OTP_RESET_FORM_RULES },
  );
  const verify = useVerifyOtpResetPassword();
  const resend = useSendOtp();
  const afterReset = useAfterPasswordReset();
  const v = form.values;

  const onSubmit = form.onSubmit((input) =>
    verify.mutate(input, {
      onSuccess: () => afterReset(input.email),
      onError: (error) => {
        clientLog.warn("Code reset failed", { code: error instanceof ApiError ? error.code : "unknown" });
        form.setServerBanner(getAuthErrorMessage(error));
        if (error instanceof ApiError) form.applyServerErrors(error.fields);
      },
    }),
  );

  const onResend = () => {
    const parsed = EmailField.safeParse(v.email);
    if (!parsed.success) {
      form.touch("email");
      return;
    }
    const email = parsed.data;
    resend.mutate(
      { email },
      {
        onSuccess: () => showSuccess(`We sent a new 6-digit code to ${email}.`, TOASTS.verificationCodeSent),
        onError: (error) => showError(getAuthErrorMessage(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Reset password with code">
      <FormBanner message={form.banner} />
      <Field label="Email" error={form.errorOf("email")}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.bind("email")} />
      </Field>
      <div className="flex flex-col gap-1.5">
        <Field label="Verification code" error={form.errorOf("code")} hint="The 6-digit code from the email we sent you.">
          <Input
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder="123456"
            autoFocus
            className="font-mono text-base tracking-[0.4em] placeholder:tracking-[0.4em]"
            {...form.bind("code")}
          />
        </Field>
        <Button type="button" variant="link" size="sm" className="h-auto self-end px-0" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? "Sending..." : "Send a new code"}
        </Button>
      </div>
      <div className="flex flex-col gap-3">
        <Field label="New password" error={form.errorOf("newPassword")}>
          <PasswordInput autoComplete="new-password" {...form.bind("newPassword")} />
        </Field>
        <PasswordStrength password={v.newPassword} />
      </div>
      <Field label="Confirm new password" error={form.errorOf("confirmPassword")}>
        <PasswordInput autoComplete="new-password" {...form.bind("confirmPassword")} />
      </Field>
      <SubmitButton pending={verify.isPending} pendingText="Resetting password...">
        Reset password
      </SubmitButton>
    </form>
  );
}
