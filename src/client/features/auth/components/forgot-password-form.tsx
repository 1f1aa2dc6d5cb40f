import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { usePageNavigation } from "../../../lib/page-navigation";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { getAuthErrorMessage } from "../../../../shared/auth/error-catalogue";
import { FORGOT_PASSWORD_FORM_RULES, ForgotPasswordSchema } from "../../../../shared/auth/auth-schema";
import { TOASTS } from "../../../../shared/messages";
import { useSendOtp } from "../api/send-otp";
import { authUrl } from "../auth-mode";
import { resetSentText } from "../reset-sent-text";
import { FormBanner } from "./form-banner";
import { SubmitButton } from "./submit-button";

export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const form = useSchemaForm(ForgotPasswordSchema, { email: initialEmail }, { formRules: FORGOT_PASSWORD_FORM_RULES });
  const sendOtp = useSendOtp();
  const navigation = usePageNavigation();

  const onSubmit = form.onSubmit(({ email }) =>
    sendOtp.mutate(
      { email },
      {
        onSuccess: () => {
          showSuccess(resetSentText(email), TOASTS.verificationCodeSent);
          navigation.go(authUrl("otp-reset", email), { state: navigation.state });
        },
        onError: (error) => {
          clientLog.warn("Sending the reset code failed", { error: String(error) });
          form.setServerBanner(getAuthErrorMessage(error));
          if (error instanceof ApiError) form.applyServerErrors(error.fields);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Forgot password">
      <FormBanner message={form.banner} />
      <Field label="Email" error={form.errorOf("email")}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="name@company.com" autoFocus {...form.bind("email")} />
      </Field>
      <SubmitButton pending={sendOtp.isPending} pendingText="Sending code...">
        Send verification code
      </SubmitButton>
    </form>
  );
}
