import { Field } from "../../../components/ui/field";
import { FormFields } from "../../../components/ui/form-fields";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { getAuthErrorMessage } from "../../../../shared/auth/error-catalogue";
import { isSsoRefusalCode, SSO_REFUSALS } from "../../../../shared/sso/sso-refusals";
import { StartSsoSchema } from "../../../../shared/sso/sso-schema";
import { useStartSso } from "../api/start-sso";
import { FormBanner } from "./form-banner";
import { SubmitButton } from "./submit-button";

// "Sign in with SSO": the address picks the company's identity provider, and the browser goes
// there. A refused sign-in comes back as ?sso_error=<code>, shown here.
export function SsoForm({ initialEmail, refusal }: { initialEmail: string; refusal: string | null }) {
  const form = useSchemaForm(StartSsoSchema, { email: initialEmail });
  const start = useStartSso();
  const refused = isSsoRefusalCode(refusal) ? SSO_REFUSALS[refusal] : null;

  const onSubmit = form.onSubmit((input) =>
    start.mutate(input, {
      onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
      onError: (error) => {
        form.setServerBanner(error instanceof ApiError && error.status !== 400 ? error.message : getAuthErrorMessage(error));
        if (error instanceof ApiError && error.code === "invalid_input") form.applyServerErrors(error.fields);
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Sign in with SSO">
      <FormFields>
        <FormBanner message={form.banner ?? refused} />
        <Field label="Work email" error={form.errorOf("email")}>
          <Input type="email" autoComplete="email" inputMode="email" placeholder="name@company.com" autoFocus {...form.bind("email")} />
        </Field>
        <SubmitButton pending={start.isPending || start.isSuccess} pendingText="Going to your identity provider...">
          Continue with SSO
        </SubmitButton>
      </FormFields>
    </form>
  );
}
