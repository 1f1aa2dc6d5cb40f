import { useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { showSuccess } from "../../../components/ui/toaster";
import { clientLog } from "../../../lib/logger";
import { useFormValidation } from "../../../lib/use-form-validation";
import { getAuthErrorMessage } from "../../../../shared/auth/error-catalogue";
import { FORM_MESSAGES, validateEmail } from "../../../../shared/auth/validation";
import { TOASTS } from "../../../../shared/messages";
import { useSendOtp } from "../api/send-otp";
import { authUrl } from "../auth-mode";
import { FormBanner } from "./form-banner";
import { SubmitButton } from "./submit-button";

export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const form = useFormValidation({ email: initialEmail }, { email: validateEmail });
  const sendOtp = useSendOtp();
  const navigate = useNavigate();
  const location = useLocation();
  const [banner, setBanner] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const email = form.values.email.trim();
    if (Object.keys(form.validateAll()).length > 0) {
      setBanner(email ? null : FORM_MESSAGES.emailRequired);
      return;
    }
    sendOtp.mutate(
      { email },
      {
        onSuccess: () => {
          showSuccess(
            `If an account exists for ${email}, we sent it a 6-digit code. It is valid for 10 minutes.`,
            TOASTS.verificationCodeSent,
          );
          navigate(authUrl("otp-reset", email), { state: location.state });
        },
        onError: (error) => {
          clientLog.warn("Sending the reset code failed", { error: String(error) });
          setBanner(getAuthErrorMessage(error));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Forgot password">
      <FormBanner message={banner} />
      <Field label="Email" error={form.errorOf("email")}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="name@company.com" autoFocus {...form.bind("email")} />
      </Field>
      <SubmitButton pending={sendOtp.isPending} pendingText="Sending code...">
        Send verification code
      </SubmitButton>
    </form>
  );
}
