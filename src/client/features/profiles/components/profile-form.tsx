// The member's details as they appear in the signature. Saving re-renders the preview. For a
// member a directory manages, the fields it owns are shown read-only, saying so in the
// directory's own words ("Managed by your Google Workspace"); the others stay editable.
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";
import { Input, Select } from "../../../components/ui/input";
import { Button } from "../../../components/ui/button";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { DirectoryManagedProfileSchema, PROFILE_LIMITS, ProfileSchema } from "../../../../shared/profiles/profile-schema";
import {
  DIRECTORY_OWNED_FIELDS,
  DIRECTORY_PROVIDER_NAMES,
  directoryOwnedFields,
  managedByText,
} from "../../../../shared/integrations/integration-schema";
import type { Profile } from "../api/get-profile";
import type { Office } from "../../../lib/offices";
import type { Department } from "../../../lib/departments";
import { useUpdateProfile } from "../api/update-profile";
import { ChoiceOptions } from "../../../components/ui/choice-options";

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

/** A field the directory owns: its value, read-only, with the directory's words under it. */
function ManagedField({ label, value, hint, className }: { label: string; value: string; hint: string; className?: string }) {
  return (
    <Field label={label} hint={hint} className={className}>
      <Input value={value} readOnly className="bg-slate-50 text-slate-600" />
    </Field>
  );
}

export function ProfileForm({ profile, offices, departments }: Props) {
  // A directory that still lists the member owns some fields (a suspended or removed member's are theirs again).
  const managed = profile.directory && !profile.directory.deactivated ? managedByText(profile.directory.provider) : null;
  const form = useSchemaForm((managed ? DirectoryManagedProfileSchema : ProfileSchema) as typeof ProfileSchema, valuesOf(profile));
  const update = useUpdateProfile();
  const isDirty = form.form.formState.isDirty;
  const departmentName = departments.find((d) => d.id === profile.departmentId)?.name ?? "No department";
  const officeName = offices.find((o) => o.id === profile.officeId)?.locationName ?? "No office";
  // Microsoft's directory names the office too (officeLocation).
  const owned: readonly string[] = profile.directory ? directoryOwnedFields(profile.directory.provider) : DIRECTORY_OWNED_FIELDS;

  // react-hook-form focuses the first invalid field when the form's own check fails.
  const onSubmit = form.onSubmit(async (input) => {
    // The directory's fields are not sent: the server keeps them as the directory set them.
    const values = managed ? Object.fromEntries(Object.entries(input).filter(([k]) => !owned.includes(k))) : input;
    try {
      const saved = await update.mutateAsync(values);
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
        <CardDescription>
          These details fill in your email signature.
          {profile.directory &&
            managed &&
            ` Your name, job title, department${owned.includes("officeId") ? ", office" : ""} and phone come from your ${DIRECTORY_PROVIDER_NAMES[profile.directory.provider]}: change them there.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          {managed ? (
            <>
              <ManagedField label="First name" value={profile.firstName ?? ""} hint={managed} />
              <ManagedField label="Last name" value={profile.lastName ?? ""} hint={managed} />
            </>
          ) : (
            <>
              <Field label="First name" error={form.errorOf("firstName")}>
                <Input autoComplete="given-name" required {...form.bind("firstName")} />
              </Field>
              <Field label="Last name" error={form.errorOf("lastName")}>
                <Input autoComplete="family-name" required {...form.bind("lastName")} />
              </Field>
            </>
          )}
          <Field label="Email" hint="Your sign-in address; it appears in your signature." className="sm:col-span-2">
            <Input value={profile.email} readOnly disabled />
          </Field>
          {managed ? (
            <>
              <ManagedField label="Job title" value={profile.jobTitle ?? ""} hint={managed} />
              <ManagedField label="Personal phone" value={profile.personalPhone ?? ""} hint={managed} />
            </>
          ) : (
            <>
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
            </>
          )}
          {managed && owned.includes("officeId") ? (
            <ManagedField label="Office" value={officeName} hint={managed} />
          ) : (
            <Field
              label="Office"
              error={form.errorOf("officeId")}
              hint={offices.length ? "Adds the office's name, address and phone." : "Your company has no offices yet."}
            >
              <Select {...form.bind("officeId")} disabled={!offices.length}>
                <ChoiceOptions none="No office" choices={offices} labelOf={(office) => office.locationName} />
              </Select>
            </Field>
          )}
          {managed ? (
            <ManagedField label="Department" value={departmentName} hint={managed} />
          ) : (
            <Field
              label="Department"
              error={form.errorOf("departmentId")}
              hint={departments.length ? "Your department may have its own template." : "Your company has no departments yet."}
            >
              <Select {...form.bind("departmentId")} disabled={!departments.length}>
                <ChoiceOptions none="No department" choices={departments} labelOf={(department) => department.name} />
              </Select>
            </Field>
          )}
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
