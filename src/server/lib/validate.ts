// Turns a zod error into the field map of the error shape:
// { error: { code: "invalid_input", message, fields: { email: "..." } } }.
// Unknown fields are dropped by the schemas, never stored.
import type { z } from "zod";
import type { FieldErrors } from "./errors";

export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}
