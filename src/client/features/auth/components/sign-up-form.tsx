// Sign-up. Through an invitation the email is locked, there is no company
// field (the member joins the inviting company), and an existing user joins with their password.
import { browserTimeZone } from "../../../../shared/company/time-zones";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { PasswordInput } from "../../../components/ui/password-input";
import { PasswordStrength } from "../../../components/ui/password-strength";
import { ApiError } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { AUTH_ERROR_MESSAGES, getAuthErrorMessage } from "../../../../shared/auth/error-catalogue";
import { SIGN_UP_FORM_RULES, SignUpSchema } from "../../../../shared/auth/auth-schema";
import type { PublicInvitation } from "../../../../shared/members/invitation-schema";
import { useSignUp } from "../api/sign-up";
import { authUrl } from "../auth-mode";
import { useFinishSignIn } from "../use-finish-sign-in";
import { FormBanner } from "./form-banner";
import { ModeLink } from "./mode-link";
import { SubmitButton } from "./submit-button";
import { TermsCheckbox } from "./terms-checkbox";

const SIGN_IN_INSTEAD = "Please sign in instead.";

/** The server's message, with "Please sign in instead" as a link to sign-in when the address is taken. */
function signUpErrorBanner(error: unknown, email: string) {
  const message = getAuthErrorMessage(error);
  if (!(error instanceof ApiError) || error.code !== "email_already_in_use") return message;
  const text = AUTH_ERROR_MESSAGES.email_already_in_use;
  if (!text.endsWith(SIGN_IN_INSTEAD)) return message;
  return (
    <>
      {text.slice(0, -SIGN_IN_INSTEAD.length)}
      <ModeLink to={authUrl("signin", email)} className="underline">
        {SIGN_IN_INSTEAD.slice(0, -1)}
      </ModeLink>
      .
    </>
  );
}

type Props = { initialEmail: string; invitation: PublicInvitation | null; invitationToken?: string | null };

export function SignUpForm({ initialEmail, invitation, invitationToken = null }: Props) {
  const email = invitation?.email ?? initialEmail;
  // An invitation brings the names the admin gave (a CSV import, the invite form).
  const first = invitation?.firstName ?? "";
  const last = invitation?.lastName ?? "";
  const form = useSchemaForm(
    SignUpSchema,
    { first_name: first, last_name: last, email, company_name: "", password: "", confirmPassword: "", acceptTerms: false },
    { formRules: SIGN_UP_FORM_RULES },
  );
  const signUp = useSignUp();
  const finish = useFinishSignIn();
  const v = form.values;

  const onSubmit = form.onSubmit((input) =>
    signUp.mutate(
      {
        ...input,
        company_name: invitation ? undefined : input.company_name,
        // A new company counts its days in this browser's zone (changeable in Company Settings).
        time_zone: browserTimeZone(),
        invitation_id: invitation?.id,
        invitation_token: invitation ? (invitationToken ?? undefined) : undefined,
      },
      {
        onSuccess: finish,
        onError: (error) => {
          clientLog.warn("Sign-up failed", { code: error instanceof ApiError ? error.code : "unknown" });
          form.setServerBanner(signUpErrorBanner(error, input.email));
          if (error instanceof ApiError) form.applyServerErrors(error.fields);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Sign up">
      <FormBanner message={form.banner} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={form.errorOf("first_name")}>
          <Input autoComplete="given-name" autoFocus={!first} {...form.bind("first_name")} />
        </Field>
        <Field label="Last name" error={form.errorOf("last_name")}>
          <Input autoComplete="family-name" {...form.bind("last_name")} />
        </Field>
      </div>
      {invitation ? (
        <Field label="Email" error={form.errorOf("email")} hint="Your invitation was sent to this address.">
          <Input type="email" readOnly className="cursor-not-allowed bg-slate-50 text-slate-600" {...form.bind("email")} />
        </Field>
      ) : (
        <Field label="Email" error={form.errorOf("email")}>
          <Input type="email" autoComplete="email" inputMode="email" placeholder="name@company.com" {...form.bind("email")} />
        </Field>
      )}
      {!invitation && (
        <Field
          label="Company name (optional)"
          error={form.errorOf("company_name")}
          hint="Creates your company account. Leave empty to set it up later."
        >
          <Input autoComplete="organization" {...form.bind("company_name")} />
        </Field>
      )}
      <div className="flex flex-col gap-3">
        <Field label="Password" error={form.errorOf("password")}>
          <PasswordInput autoComplete="new-password" autoFocus={Boolean(first && last)} {...form.bind("password")} />
        </Field>
        <PasswordStrength password={v.password} />
      </div>
      <Field label="Confirm password" error={form.errorOf("confirmPassword")}>
        <PasswordInput autoComplete="new-password" {...form.bind("confirmPassword")} />
      </Field>
      <TermsCheckbox
        checked={v.acceptTerms}
        onChange={(checked) => {
          form.setValue("acceptTerms", checked);
          form.touch("acceptTerms");
        }}
        error={form.errorOf("acceptTerms")}
      />
      <SubmitButton pending={signUp.isPending} pendingText={invitation ? "Joining..." : "Creating your account..."}>
        {invitation ? `Join ${invitation.companyName}` : "Create account"}
      </SubmitButton>
    </form>
  );
}
