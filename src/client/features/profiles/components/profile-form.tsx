// The member's details as they appear in the signature. Saving re-renders the preview.
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";
import { Input, Select } from "../../../components/ui/input";
import { Button } from "../../../components/ui/button";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { PROFILE_LIMITS, ProfileSchema } from "../../../../shared/profiles/profile-schema";
import type { Profile } from "../api/get-profile";
import type { Office } from "../../../lib/offices";
import type { Department } from "../../../lib/departments";
import { useUpdateProfile } from "../api/update-profile";

type Props = { profile: Profile; offices: Office[]; departments: Department[] };

/** The form's values: every field as text, empty where the profile has nothing. */
function valuesOf(profile: Profile) {
  return {
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    jobTitle: profile.jobTitle ?? "",
    personalPhone: profile.personalPhone ?? "",
    officeId: profile.officeId ?? "",
    departmentId: profile.departmentId ?? "",
    linkedinUrl: profile.linkedinUrl ?? "",
  };
}

export function ProfileForm({ profile, offices, departments }: Props) {
  const form = useSchemaForm(ProfileSchema, valuesOf(profile));
  const update = useUpdateProfile();
  const isDirty = form.form.formState.isDirty;

  // react-hook-form focuses the first invalid field when the form's own check fails.
  const onSubmit = form.onSubmit(async (input) => {
    try {
      const saved = await update.mutateAsync(input);
      form.reset(valuesOf(saved));
      showSuccess("Your profile has been saved. Your signature now shows the new details.");
    } catch (error) {
      if (error instanceof ApiError && form.applyServerErrors(error.fields)) {
        const first = Object.keys(error.fields)[0];
        if (first) form.form.setFocus(first as keyof ReturnType<typeof valuesOf>);
      } else showError(error instanceof ApiError ? error.message : "Your profile could not be saved.");
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your details</CardTitle>
        <CardDescription>These details fill in your email signature.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Field label="First name" error={form.errorOf("firstName")}>
            <Input autoComplete="given-name" required {...form.bind("firstName")} />
          </Field>
          <Field label="Last name" error={form.errorOf("lastName")}>
            <Input autoComplete="family-name" required {...form.bind("lastName")} />
          </Field>
          <Field label="Email" hint="Your sign-in address; it appears in your signature." className="sm:col-span-2">
            <Input value={profile.email} readOnly disabled />
          </Field>
          <Field label="Job title" error={form.errorOf("jobTitle")}>
            <Input
              autoComplete="organization-title"
              maxLength={PROFILE_LIMITS.jobTitle}
              placeholder="e.g. Account Executive"
              {...form.bind("jobTitle")}
            />
          </Field>
          <Field label="Personal phone" error={form.errorOf("personalPhone")} hint="Shown as your mobile number.">
            <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="+1 415 555 0100" {...form.bind("personalPhone")} />
          </Field>
          <Field
            label="Office"
            error={form.errorOf("officeId")}
            hint={offices.length ? "Adds the office's name, address and phone." : "Your company has no offices yet."}
          >
            <Select {...form.bind("officeId")} disabled={!offices.length}>
              <option value="">No office</option>
              {offices.map((office) => (
                <option key={office.id} value={office.id}>
                  {office.locationName}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Department"
            error={form.errorOf("departmentId")}
            hint={departments.length ? "Your department may have its own template." : "Your company has no departments yet."}
          >
            <Select {...form.bind("departmentId")} disabled={!departments.length}>
              <option value="">No department</option>
              {departments.map((department) => (
                <option key={department.id} value={department.id}>
                  {department.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="LinkedIn URL"
            error={form.errorOf("linkedinUrl")}
            className="sm:col-span-2"
            hint="For example linkedin.com/in/your-name; https:// is added for you."
          >
            <Input
              type="url"
              inputMode="url"
              autoComplete="url"
              maxLength={PROFILE_LIMITS.linkedinUrl}
              placeholder="https://www.linkedin.com/in/your-name"
              {...form.bind("linkedinUrl")}
            />
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <Link to={paths.signature} className="text-sm font-medium text-brand-700 hover:underline">
              See your signature
            </Link>
            <div className="flex gap-2">
              <Button variant="ghost" onClick={() => form.reset(valuesOf(profile))} disabled={!isDirty || update.isPending}>
                Discard changes
              </Button>
              <Button type="submit" disabled={!isDirty || update.isPending}>
                {update.isPending ? "Saving..." : "Save changes"}
              </Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
