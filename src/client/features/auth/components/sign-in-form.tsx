import { Field } from "../../../components/ui/field";
import { FormFields } from "../../../components/ui/form-fields";
import { Input } from "../../../components/ui/input";
import { PasswordInput } from "../../../components/ui/password-input";
import { ApiError } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { getAuthErrorMessage } from "../../../../shared/auth/error-catalogue";
import { SignInSchema } from "../../../../shared/auth/sign-in-schema";
import { useSignIn } from "../api/sign-in";
import { authUrl } from "../auth-mode";
import { useFinishSignIn } from "../use-finish-sign-in";
import { FormBanner } from "./form-banner";
import { ModeLink } from "./mode-link";
import { SubmitButton } from "./submit-button";

export function SignInForm({ initialEmail }: { initialEmail: string }) {
  const form = useSchemaForm(SignInSchema, { email: initialEmail, password: "" });
  const signIn = useSignIn();
  const finish = useFinishSignIn();

  const onSubmit = form.onSubmit((input) =>
    signIn.mutate(input, {
      onSuccess: finish,
      onError: (error) => {
        clientLog.warn("Sign-in failed", { code: error instanceof ApiError ? error.code : "unknown" });
        form.setServerBanner(getAuthErrorMessage(error));
        if (error instanceof ApiError && error.code === "invalid_input") form.applyServerErrors(error.fields);
      },
    }),
  );

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Sign in">
        <FormFields>
          <FormBanner message={form.banner} />
          <Field label="Email" error={form.errorOf("email")}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="name@company.com"
              autoFocus={!initialEmail}
              {...form.bind("email")}
            />
          </Field>
          <div className="flex flex-col gap-1.5">
            <Field label="Password" error={form.errorOf("password")}>
              <PasswordInput autoComplete="current-password" autoFocus={Boolean(initialEmail)} {...form.bind("password")} />
            </Field>
            <ModeLink to={authUrl("forgot-password", form.values.email.trim())} className="self-end text-sm">
              Forgot your password?
            </ModeLink>
          </div>
          <SubmitButton pending={signIn.isPending} pendingText="Signing in...">
            Sign in
          </SubmitButton>
        </FormFields>
      </form>
      {/* The address typed so far goes along, so the SSO form starts with it. */}
      <p className="mt-4 text-center text-sm">
        Your company uses single sign-on? <ModeLink to={authUrl("sso", form.values.email.trim())}>Sign in with SSO</ModeLink>
      </p>
    </>
  );
}
