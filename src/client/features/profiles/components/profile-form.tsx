// The member's details as they appear in the signature. Saving re-renders the preview.
import { useRef, type ComponentProps, type FormEvent } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";
import { Input, Select } from "../../../components/ui/input";
import { Button } from "../../../components/ui/button";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { PROFILE_LIMITS } from "../../../../shared/profiles/profile-schema";
import type { Profile } from "../api/get-profile";
import type { Office } from "../../../lib/offices";
import type { Department } from "../api/get-departments";
import { useUpdateProfile } from "../api/update-profile";
import { PROFILE_FIELDS, useProfileForm, valuesOf, type ProfileField } from "./use-profile-form";

type Props = { profile: Profile; offices: Office[]; departments: Department[] };

export function ProfileForm({ profile, offices, departments }: Props) {
  const form = useProfileForm(valuesOf(profile));
  const update = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);

  const focusField = (field: ProfileField) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = form.validateAll();
    const first = PROFILE_FIELDS.find((field) => errors[field]);
    if (first) return focusField(first);
    try {
      const saved = await update.mutateAsync(form.values);
      form.reset(valuesOf(saved));
      showSuccess("Your profile has been saved. Your signature now shows the new details.");
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) {
        form.setServerErrors(error.fields as Partial<Record<ProfileField, string>>);
        const field = PROFILE_FIELDS.find((f) => error.fields[f]);
        if (field) focusField(field);
      } else showError(error instanceof ApiError ? error.message : "Your profile could not be saved.");
    }
  }

  const text = (field: ProfileField, extra: ComponentProps<typeof Input> = {}) => (
    <Input
      name={field}
      value={form.values[field]}
      onChange={(e) => form.set(field, e.target.value)}
      onBlur={() => form.blur(field)}
      {...extra}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your details</CardTitle>
        <CardDescription>These details fill in your email signature.</CardDescription>
      </CardHeader>
      <CardContent>
        <form ref={formRef} onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Field label="First name" error={form.errors.firstName}>
            {text("firstName", { autoComplete: "given-name", required: true })}
          </Field>
          <Field label="Last name" error={form.errors.lastName}>
            {text("lastName", { autoComplete: "family-name", required: true })}
          </Field>
          <Field label="Email" hint="Your sign-in address; it appears in your signature." className="sm:col-span-2">
            <Input value={profile.email} readOnly disabled />
          </Field>
          <Field label="Job title" error={form.errors.jobTitle}>
            {text("jobTitle", {
              autoComplete: "organization-title",
              maxLength: PROFILE_LIMITS.jobTitle,
              placeholder: "e.g. Account Executive",
            })}
          </Field>
          <Field label="Personal phone" error={form.errors.personalPhone} hint="Shown as your mobile number.">
            {text("personalPhone", { type: "tel", autoComplete: "tel", inputMode: "tel", placeholder: "+1 415 555 0100" })}
          </Field>
          <Field
            label="Office"
            error={form.errors.officeId}
            hint={offices.length ? "Adds the office's name, address and phone." : "Your company has no offices yet."}
          >
            <Select
              name="officeId"
              value={form.values.officeId}
              onChange={(e) => form.set("officeId", e.target.value)}
              onBlur={() => form.blur("officeId")}
              disabled={!offices.length}
            >
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
            error={form.errors.departmentId}
            hint={departments.length ? "Your department may have its own template." : "Your company has no departments yet."}
          >
            <Select
              name="departmentId"
              value={form.values.departmentId}
              onChange={(e) => form.set("departmentId", e.target.value)}
              onBlur={() => form.blur("departmentId")}
              disabled={!departments.length}
            >
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
            error={form.errors.linkedinUrl}
            className="sm:col-span-2"
            hint="For example linkedin.com/in/your-name; https:// is added for you."
          >
            {text("linkedinUrl", {
              type: "url",
              inputMode: "url",
              autoComplete: "url",
              maxLength: PROFILE_LIMITS.linkedinUrl,
              placeholder: "https://www.linkedin.com/in/your-name",
            })}
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <Link to={paths.signature} className="text-sm font-medium text-brand-700 hover:underline">
              See your signature
            </Link>
            <div className="flex gap-2">
              <Button variant="ghost" onClick={() => form.reset(valuesOf(profile))} disabled={!form.isDirty || update.isPending}>
                Discard changes
              </Button>
              <Button type="submit" disabled={!form.isDirty || update.isPending}>
                {update.isPending ? "Saving..." : "Save changes"}
              </Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
