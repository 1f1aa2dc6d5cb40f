import { useState } from "react";
import { KeyRound } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { FormFields } from "../../../components/ui/form-fields";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { getAuthErrorMessage } from "../../../../shared/auth/error-catalogue";
import { isSsoRefusalCode, SSO_REFUSALS } from "../../../../shared/sso/sso-refusals";
import { StartSsoSchema, type StartSso } from "../../../../shared/sso/sso-schema";
import { useStartSso } from "../api/start-sso";
import { FormBanner } from "./form-banner";
import { SubmitButton } from "./submit-button";

type Choice = { id: string; name: string };

// "Sign in with SSO": the address picks the company's identity provider, and the browser goes
// there; a company with several asks which one first. A refused sign-in comes back as
// ?sso_error=<code>, shown here.
export function SsoForm({ initialEmail, refusal }: { initialEmail: string; refusal: string | null }) {
  const form = useSchemaForm(StartSsoSchema, { email: initialEmail });
  const start = useStartSso();
  const refused = isSsoRefusalCode(refusal) ? SSO_REFUSALS[refusal] : null;
  const [choices, setChoices] = useState<{ email: string; providers: Choice[] } | null>(null);

  const go = (input: StartSso) =>
    start.mutate(input, {
      onSuccess: ({ redirectUrl, providers }) => {
        if (redirectUrl) window.location.assign(redirectUrl);
        else setChoices({ email: input.email, providers });
      },
      onError: (error) => {
        form.setServerBanner(error instanceof ApiError && error.status !== 400 ? error.message : getAuthErrorMessage(error));
        if (error instanceof ApiError && error.code === "invalid_input") form.applyServerErrors(error.fields);
      },
    });
  const onSubmit = form.onSubmit((input) => go(input));
  const leaving = start.isPending || Boolean(start.isSuccess && start.data?.redirectUrl);

  if (choices)
    return (
      <div className="flex flex-col gap-4" role="group" aria-labelledby="sso-choice-title">
        <FormBanner message={form.banner} />
        <p id="sso-choice-title" className="text-sm text-slate-700">
          Your company signs in with more than one identity provider. Which one do you use for {choices.email}?
        </p>
        <ul className="flex flex-col gap-2">
          {choices.providers.map((provider) => (
            <li key={provider.id}>
              <Button
                variant="secondary"
                className="w-full justify-start"
                disabled={leaving}
                onClick={() => go({ email: choices.email, providerId: provider.id })}
              >
                <KeyRound aria-hidden="true" /> Continue with {provider.name}
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="ghost" className="self-center" onClick={() => setChoices(null)} disabled={leaving}>
          Use another address
        </Button>
      </div>
    );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Sign in with SSO">
      <FormFields>
        <FormBanner message={form.banner ?? refused} />
        <Field label="Work email" error={form.errorOf("email")}>
          <Input type="email" autoComplete="email" inputMode="email" placeholder="name@company.com" autoFocus {...form.bind("email")} />
        </Field>
        <SubmitButton pending={leaving} pendingText="Going to your identity provider...">
          Continue with SSO
        </SubmitButton>
      </FormFields>
    </form>
  );
}
