// Form state for the contact form: validates with the server's own ContactSchema on blur
// and on submit, and again on every change once a field has been touched.
import { useState } from "react";
import { ContactSchema } from "../../../../shared/contact/contact-schema";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

const isContactField = (key: unknown): key is ContactField => CONTACT_FIELDS.includes(key as ContactField);

function validate(values: ContactValues): ContactErrors {
  const result = ContactSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (isContactField(key)) errors[key] ??= issue.message;
  }
  return errors;
}

export function useContactForm(initial: ContactValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set());

  const checkField = (field: ContactField, next: ContactValues) => setErrors((current) => ({ ...current, [field]: validate(next)[field] }));

  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (touched.has(field)) checkField(field, next);
    },
    onBlur: () => {
      setTouched((current) => new Set(current).add(field));
      checkField(field, values);
    },
  });

  /** Validates every field: the parsed input, or the invalid fields in form order. */
  const validateAll = () => {
    const found = validate(values);
    setErrors(found);
    setTouched(new Set(CONTACT_FIELDS));
    const invalid = CONTACT_FIELDS.filter((field) => found[field]);
    return invalid.length ? { input: null, invalid } : { input: ContactSchema.parse(values), invalid };
  };

  /** Shows the 400 body's field messages on their fields; returns whether any applied. */
  const applyServerErrors = (fields: Record<string, string>) => {
    const known = Object.entries(fields).filter(([key]) => isContactField(key));
    if (known.length) setErrors(Object.fromEntries(known) as ContactErrors);
    return known.length > 0;
  };

  const reset = (next: ContactValues) => {
    setValues(next);
    setErrors({});
    setTouched(new Set());
  };

  return { values, errors, bind, validateAll, applyServerErrors, reset };
}
