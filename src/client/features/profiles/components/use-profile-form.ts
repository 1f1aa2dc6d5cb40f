// Form state for /profile: fields validate on blur and, once touched, on change after
// the shared 300 ms debounce; the server's field errors show until that field changes.
import { useEffect, useMemo, useState } from "react";
import { VALIDATION_DEBOUNCE_MS } from "../../../../shared/limits";
import { validateProfileForm, type ProfileInput } from "../../../../shared/profiles/profile-schema";
import type { Profile } from "../api/get-profile";

export type ProfileField = keyof ProfileInput;
export type ProfileValues = Record<ProfileField, string>;
type Errors = Partial<Record<ProfileField, string>>;

export const PROFILE_FIELDS: ProfileField[] = [
  "firstName",
  "lastName",
  "jobTitle",
  "personalPhone",
  "officeId",
  "departmentId",
  "linkedinUrl",
];

export function valuesOf(profile: Profile): ProfileValues {
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

export function useProfileForm(initial: ProfileValues) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<ProfileField>>(new Set());
  const [checked, setChecked] = useState<Errors>({});
  const [serverErrors, setServerErrors] = useState<Errors>({});

  // Debounced check of every touched field.
  useEffect(() => {
    const timer = setTimeout(() => setChecked(validateProfileForm(values)), VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values]);

  const errors = useMemo(() => {
    const shown: Errors = {};
    for (const field of PROFILE_FIELDS) {
      const message = serverErrors[field] ?? (touched.has(field) ? checked[field] : undefined);
      if (message) shown[field] = message;
    }
    return shown;
  }, [checked, serverErrors, touched]);

  const isDirty = PROFILE_FIELDS.some((field) => values[field] !== initial[field]);

  return {
    values,
    errors,
    isDirty,
    set(field: ProfileField, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    },
    blur(field: ProfileField) {
      setTouched((current) => new Set(current).add(field));
      setChecked(validateProfileForm(values));
    },
    /** Checks everything now; returns the errors so the caller can focus the first. */
    validateAll(): Errors {
      const all = validateProfileForm(values);
      setTouched(new Set(PROFILE_FIELDS));
      setChecked(all);
      return all;
    },
    setServerErrors,
    reset(next: ProfileValues) {
      setValues(next);
      setTouched(new Set());
      setServerErrors({});
    },
  };
}
