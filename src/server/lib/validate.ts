// Reads and checks a request's input against a zod schema. Bad input becomes a 400 whose
// body names each field: { error: { code: "invalid_input", message, fields: { email: "..." } } }.
// Unknown fields are dropped by the schemas, never stored.
import type { Context } from "hono";
import type { z } from "zod";
import { badRequest, type FieldErrors } from "./errors";

export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fields = toFieldErrors(result.error);
    const first = Object.values(fields)[0] ?? "Invalid input.";
    throw badRequest(first, fields);
  }
  return result.data;
}

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("The request body must be JSON.", { _: "The request body must be JSON." });
  }
  return parseInput(schema, body);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseInput(schema, c.req.query());
}
