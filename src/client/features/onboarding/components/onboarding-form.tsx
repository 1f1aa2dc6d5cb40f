import { browserTimeZone } from "../../../../shared/company/time-zones";
import type { ReactNode } from "react";
import { Building2, MapPin } from "lucide-react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { getAuthErrorMessage } from "../../../../shared/auth/error-catalogue";
import { useCompleteOnboarding } from "../api/complete-onboarding";
import { OnboardingSchema } from "../../../../shared/onboarding/onboarding-schema";
import { EMPTY_ONBOARDING } from "./onboarding-fields";

function Section({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-4 flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-5">
          {icon}
        </span>
        <span className="flex flex-col">
          <span className="text-base font-semibold text-slate-900">{title}</span>
          <span className="text-sm text-slate-500">{description}</span>
        </span>
      </legend>
      {children}
    </fieldset>
  );
}

export function OnboardingForm({ onCreated }: { onCreated: () => Promise<void> }) {
  const form = useSchemaForm(OnboardingSchema, EMPTY_ONBOARDING);
  const complete = useCompleteOnboarding();

  const onSubmit = form.onSubmit((input) =>
    // The new company counts its days in this browser's zone (changeable in Company Settings).
    complete.mutate(
      { ...input, timeZone: browserTimeZone() },
      {
        onSuccess: onCreated,
        onError: async (error) => {
          clientLog.warn("Onboarding failed", { code: error instanceof ApiError ? error.code : "unknown" });
          // Another tab finished first: the company exists, so carry on to it.
          if (error instanceof ApiError && error.code === "already_onboarded") return onCreated();
          if (error instanceof ApiError) form.applyServerErrors(error.fields);
          form.setServerBanner(getAuthErrorMessage(error));
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8" aria-label="Set up your company">
      {form.banner && <Alert tone="error">{form.banner}</Alert>}
      <Section icon={<Building2 />} title="Company" description="Shown in every signature. You can change it later.">
        <Field label="Company name" error={form.errorOf("companyName")}>
          <Input autoComplete="organization" autoFocus {...form.bind("companyName")} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
          <Field label="Website (optional)" error={form.errorOf("website")}>
            <Input type="url" inputMode="url" autoComplete="url" placeholder="example.com" {...form.bind("website")} />
          </Field>
          <Field label="Employees (optional)" error={form.errorOf("employeeCount")}>
            <Input type="number" inputMode="numeric" min={1} placeholder="25" {...form.bind("employeeCount")} />
          </Field>
        </div>
      </Section>
      <div className="border-t border-slate-100" />
      <Section
        icon={<MapPin />}
        title="First office"
        description="Its address and phone number can appear in signatures. Add more offices later."
      >
        <Field label="Office name" error={form.errorOf("office.locationName")}>
          <Input placeholder="Headquarters" {...form.bind("office.locationName")} />
        </Field>
        <Field label="Address (optional)" error={form.errorOf("office.address")}>
          <Input autoComplete="street-address" placeholder="1 Main Street, Springfield" {...form.bind("office.address")} />
        </Field>
        <Field label="Phone (optional)" error={form.errorOf("office.phoneNumber")}>
          <Input type="tel" autoComplete="tel" placeholder="+1 555 010 0100" {...form.bind("office.phoneNumber")} />
        </Field>
      </Section>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">You will be the admin of this company and can invite your team next.</p>
        <Button type="submit" size="lg" className="text-sm sm:min-w-44" disabled={complete.isPending} aria-busy={complete.isPending}>
          {complete.isPending && <Spinner className="size-4 border-white/40 border-t-white" label="Creating company" />}
          {complete.isPending ? "Creating company..." : "Create company"}
        </Button>
      </div>
    </form>
  );
}
