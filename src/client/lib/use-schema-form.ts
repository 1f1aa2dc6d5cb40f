// The one form engine: react-hook-form with the zod resolver, validating with a schema from
// src/shared (the very schema the server parses with), on this timing:
// - a field is checked when it loses focus; from then on it counts as touched;
// - once any field is touched, every touched field is checked again as the user types,
//   300 ms after the last keystroke (a change to one field can fix another: the confirmation);
// - submitting checks every field at once and marks them all touched.
// Leaving a field that is still empty and was never typed in does not touch it, and no check
// runs while a pointer button is down: an error that appears or disappears must not move the
// layout between press and release, or the click lands on something else.
// A failed submit shows the banner of the first form-level rule it broke ("Please enter your
// first and last name"); the banner is re-read as the values change and clears as soon as
// that cause is fixed. The next submit looks for the next broken rule.
import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { get, useForm, useWatch, type FieldValues, type Path, type PathValue } from "react-hook-form";
import type { z } from "zod";
import { firstBrokenRule, type FormRule } from "../../shared/fields/form-rules";
import { VALIDATION_DEBOUNCE_MS } from "../../shared/limits";
import { ApiError } from "./api-client";

// --- runs a check only once no pointer button is held down ---
let pointerDown = false;
const afterRelease = new Set<() => void>();

function release() {
  if (!pointerDown) return;
  pointerDown = false;
  // After the click that ends this press has been dispatched (it follows in the same task).
  setTimeout(() => {
    const pending = [...afterRelease];
    afterRelease.clear();
    for (const run of pending) run();
  }, 0);
}

if (typeof window !== "undefined") {
  window.addEventListener("pointerdown", () => (pointerDown = true), true);
  window.addEventListener("pointerup", release, true);
  window.addEventListener("pointercancel", release, true);
  window.addEventListener("blur", release);
}

function whenPointerFree(run: () => void) {
  if (pointerDown) afterRelease.add(run);
  else run();
}

/** "office.locationName" for { office: { locationName } }: the names of the fields a person fills in. */
function leafNames(values: object, prefix = ""): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    value && typeof value === "object" && !Array.isArray(value) ? leafNames(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

type SchemaInput<S extends z.ZodType> = z.input<S> & FieldValues;

export type SchemaFormOptions = {
  /** Form-level rules for the banner of a failed submit (shared/auth/auth-schema.ts). */
  formRules?: readonly FormRule[];
};

export function useSchemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: SchemaInput<S>,
  options: SchemaFormOptions = {},
) {
  type Values = SchemaInput<S>;
  type Name = Path<Values>;
  const form = useForm<Values, unknown, z.output<S>>({
    // The schema's input and output types are what the resolver's overloads infer.
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as never,
    // The timing below is ours: react-hook-form validates only when asked.
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
  const values = useWatch({ control: form.control }) as Values;
  const touched = useRef(new Set<Name>());
  const typed = useRef(new Set<Name>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The form rule a failed submit broke: its banner shows until the values satisfy it.
  const [brokenRule, setBrokenRule] = useState<FormRule | null>(null);
  const [serverBanner, setServerBanner] = useState<ReactNode>(null);
  const fieldNames = leafNames(defaultValues) as Name[];

  useEffect(() => () => clearTimeout(timer.current), []);

  const recheckTouched = useCallback(() => {
    whenPointerFree(() => {
      if (touched.current.size > 0) void form.trigger([...touched.current]);
    });
  }, [form]);

  const changed = useCallback(
    (field: Name) => {
      typed.current.add(field);
      if (touched.current.size === 0) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(recheckTouched, VALIDATION_DEBOUNCE_MS);
    },
    [recheckTouched],
  );

  const touch = useCallback(
    (field: Name) => {
      const value: unknown = form.getValues(field);
      const pristine = !typed.current.has(field) && (value === "" || value === false || value == null);
      if (pristine && !touched.current.has(field)) return;
      clearTimeout(timer.current);
      touched.current.add(field);
      recheckTouched();
    },
    [form, recheckTouched],
  );

  /** Sets a value from a control that is not a text input (a checkbox), as a change. */
  const setValue = useCallback(
    <N extends Name>(field: N, value: PathValue<Values, N>) => {
      form.setValue(field, value, { shouldDirty: true });
      changed(field);
    },
    [form, changed],
  );

  /** Props for a text input (or select, textarea) bound to a field. */
  const bind = (field: Name) => {
    const registered = form.register(field);
    return {
      ...registered,
      onChange: async (event: { target: unknown; type?: unknown }) => {
        await registered.onChange(event);
        changed(field);
      },
      onBlur: async (event: { target: unknown; type?: unknown }) => {
        await registered.onBlur(event);
        touch(field);
      },
    };
  };

  /** The submit handler: checks every field; calls `onValid` with the schema's parsed output. */
  const onSubmit = (onValid: (data: z.output<S>) => void) => (event?: FormEvent) => {
    clearTimeout(timer.current);
    for (const field of fieldNames) touched.current.add(field);
    setServerBanner(null);
    return form.handleSubmit(
      (data) => {
        setBrokenRule(null);
        onValid(data);
      },
      () => setBrokenRule(firstBrokenRule(options.formRules ?? [], form.getValues())),
    )(event);
  };

  /** Shows the server's field messages (a 400 body's `fields`) under the matching fields. */
  const applyServerErrors = (fields: Record<string, string> | undefined) => {
    const known = Object.entries(fields ?? {}).filter(([key]) => fieldNames.includes(key as Name));
    for (const [key, message] of known) {
      touched.current.add(key as Name);
      form.setError(key as Name, { type: "server", message });
    }
    return known.length > 0;
  };

  /**
   * A failed request: the server's field messages under their fields, or else its message (an
   * ApiError's) or `fallback` in the banner.
   */
  const showServerError = (error: unknown, fallback: string) => {
    if (error instanceof ApiError && applyServerErrors(error.fields)) return;
    setServerBanner(error instanceof ApiError ? error.message : fallback);
  };

  const reset = (next: Values = defaultValues) => {
    clearTimeout(timer.current);
    touched.current.clear();
    typed.current.clear();
    setBrokenRule(null);
    setServerBanner(null);
    form.reset(next as never);
  };

  const { errors } = form.formState;
  /** The message under a field: set only for touched fields (or all, after a submit). */
  const errorOf = (field: Name): string | undefined => {
    const message: unknown = (get(errors, field) as { message?: unknown } | undefined)?.message;
    return typeof message === "string" ? message : undefined;
  };

  const ruleBanner = brokenRule && firstBrokenRule([brokenRule], values) ? brokenRule.message : null;

  return {
    form,
    values,
    errorOf,
    bind,
    touch,
    setValue,
    onSubmit,
    applyServerErrors,
    showServerError,
    reset,
    /** The form-level message: a server error, or the first form rule the values break after a failed submit. */
    banner: serverBanner ?? ruleBanner,
    setServerBanner,
  };
}
