// Sign-up (spec 2 and 5). Through an invitation the email is locked, there is no company
// field (the member joins the inviting company), and an existing user joins with their password.
import { useState, type FormEvent } from "react";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { PasswordInput } from "../../../components/ui/password-input";
import { PasswordStrength } from "../../../components/ui/password-strength";
import { ApiError } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { useFormValidation } from "../../../lib/use-form-validation";
import { getAuthErrorMessage } from "../../../../shared/auth/error-catalogue";
import {
  FORM_MESSAGES,
  validateCompanyName,
  validateConfirmPassword,
  validateEmail,
  validateName,
  validatePassword,
} from "../../../../shared/auth/validation";
import type { PublicInvitation } from "../../../../shared/members/invitation-schema";
import { useSignUp } from "../api/sign-up";
import { useFinishSignIn } from "../use-finish-sign-in";
import { FormBanner } from "./form-banner";
import { SubmitButton } from "./submit-button";
import { TermsCheckbox } from "./terms-checkbox";

type Values = {
  first_name: string;
  last_name: string;
  email: string;
  company_name: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

const validators = {
  first_name: validateName,
  last_name: validateName,
  email: validateEmail,
  company_name: validateCompanyName,
  password: validatePassword,
  confirmPassword: (value: string, all: Values) => validateConfirmPassword(all.password, value),
  acceptTerms: (value: boolean) => (value ? null : FORM_MESSAGES.termsNotAccepted),
};

/** The form-level message of spec 5 for a failed submit, if one applies. */
function formMessage(values: Values): string | null {
  if (!values.first_name.trim() || !values.last_name.trim()) return FORM_MESSAGES.namesRequired;
  if (!values.acceptTerms) return FORM_MESSAGES.termsNotAccepted;
  return null;
}

export function SignUpForm({ initialEmail, invitation }: { initialEmail: string; invitation: PublicInvitation | null }) {
  const email = invitation?.email ?? initialEmail;
  const form = useFormValidation<Values>(
    { first_name: "", last_name: "", email, company_name: "", password: "", confirmPassword: "", acceptTerms: false },
    validators,
  );
  const signUp = useSignUp();
  const finish = useFinishSignIn();
  const [banner, setBanner] = useState<string | null>(null);
  const v = form.values;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const errors = form.validateAll();
    if (Object.keys(errors).length > 0) {
      setBanner(formMessage(v));
      return;
    }
    const input = {
      ...v,
      email: v.email.trim(),
      company_name: invitation ? undefined : v.company_name.trim() || undefined,
      invitation_id: invitation?.id,
    };
    signUp.mutate(input, {
      onSuccess: finish,
      onError: (error) => {
        clientLog.warn("Sign-up failed", { code: error instanceof ApiError ? error.code : "unknown" });
        setBanner(getAuthErrorMessage(error));
        if (error instanceof ApiError) form.applyServerErrors(error.fields);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Sign up">
      <FormBanner message={banner} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={form.errorOf("first_name")}>
          <Input autoComplete="given-name" autoFocus {...form.bind("first_name")} />
        </Field>
        <Field label="Last name" error={form.errorOf("last_name")}>
          <Input autoComplete="family-name" {...form.bind("last_name")} />
        </Field>
      </div>
      {invitation ? (
        <Field label="Email" error={form.errorOf("email")} hint="Your invitation was sent to this address.">
          <Input type="email" name="email" readOnly value={v.email} className="cursor-not-allowed bg-slate-50 text-slate-600" />
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
          <PasswordInput autoComplete="new-password" {...form.bind("password")} />
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
