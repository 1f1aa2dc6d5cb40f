// Form state with spec 5's timing: a field is checked when it loses focus, and once
// touched, again as the user types, 300 ms after the last keystroke. Submitting checks
// every field at once. Validators get all values (a confirmation compares two fields).
// Leaving a field that is still empty and was never typed in does not count as touching
// it: tabbing past (or clicking a link below) an autofocused field must not raise an
// error that shifts the layout under the pointer and swallows the click.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { VALIDATION_DEBOUNCE_MS } from "../../shared/limits";

export type Validators<T> = { [K in keyof T]?: (value: T[K], values: T) => string | null };
export type FormErrors<T> = Partial<Record<keyof T, string>>;

function check<T>(validators: Validators<T>, values: T, fields: Array<keyof T>): FormErrors<T> {
  const errors: FormErrors<T> = {};
  for (const field of fields) {
    const message = validators[field]?.(values[field], values);
    if (message) errors[field] = message;
  }
  return errors;
}

export function useFormValidation<T extends Record<string, unknown>>(initial: T, validators: Validators<T>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const [touched, setTouched] = useState<ReadonlySet<keyof T>>(new Set());
  // What the handlers read: updated by the handlers themselves, so a blur right after a
  // keystroke already sees the new value (state would only have it on the next render).
  const latest = useRef({ values: initial, touched: new Set<keyof T>() as ReadonlySet<keyof T>, validators, dirty: new Set<keyof T>() });
  useLayoutEffect(() => {
    latest.current.validators = validators;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Re-checks every touched field: a change to one (password) can fix another (confirmation).
  const recheckTouched = useCallback((extra?: keyof T) => {
    const { values: current, touched: seen, validators: rules } = latest.current;
    const fields = new Set(seen);
    if (extra !== undefined) fields.add(extra);
    setErrors(check(rules, current, [...fields]));
  }, []);

  const setValue = useCallback(
    <K extends keyof T>(field: K, value: T[K]) => {
      const next = { ...latest.current.values, [field]: value };
      latest.current.values = next;
      latest.current.dirty.add(field);
      setValues(next);
      if (latest.current.touched.size === 0) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => recheckTouched(), VALIDATION_DEBOUNCE_MS);
    },
    [recheckTouched],
  );

  const touch = useCallback(
    (field: keyof T) => {
      const value = latest.current.values[field];
      const pristine = !latest.current.dirty.has(field) && (value === "" || value === false || value == null);
      if (pristine && !latest.current.touched.has(field)) return;
      clearTimeout(timer.current);
      const next = new Set(latest.current.touched).add(field);
      latest.current.touched = next;
      setTouched(next);
      recheckTouched(field);
    },
    [recheckTouched],
  );

  /** Checks every field now; returns the errors found (empty when the form is valid). */
  const validateAll = useCallback(() => {
    clearTimeout(timer.current);
    const all = Object.keys(latest.current.validators) as Array<keyof T>;
    const found = check(latest.current.validators, latest.current.values, all);
    const next = new Set<keyof T>(all);
    latest.current.touched = next;
    setTouched(next);
    setErrors(found);
    return found;
  }, []);

  /** Shows the server's field messages (a 400 body's `fields`) on the matching fields. */
  const applyServerErrors = useCallback((fields: Record<string, string> | undefined) => {
    const known = Object.entries(fields ?? {}).filter(([key]) => key in latest.current.values);
    if (known.length === 0) return false;
    const next = new Set([...latest.current.touched, ...known.map(([key]) => key as keyof T)]);
    latest.current.touched = next;
    setErrors((current) => ({ ...current, ...Object.fromEntries(known) }));
    setTouched(next);
    return true;
  }, []);

  const reset = useCallback((next: T) => {
    clearTimeout(timer.current);
    latest.current = { ...latest.current, values: next, touched: new Set(), dirty: new Set() };
    setValues(next);
    setErrors({});
    setTouched(new Set());
  }, []);

  /** The message to show under a field: only once the field has been touched. */
  const errorOf = (field: keyof T) => (touched.has(field) ? errors[field] : undefined);

  /** Props for a text input bound to a string field. */
  const bind = (field: keyof T & string) => ({
    name: field,
    value: String(values[field] ?? ""),
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value as T[typeof field]),
    onBlur: () => touch(field),
  });

  return { values, errors, touched, setValue, touch, validateAll, applyServerErrors, reset, errorOf, bind };
}
