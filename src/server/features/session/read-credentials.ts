import type { Context } from "hono";
import type { z } from "zod";
import { AppError, badRequest } from "../../lib/errors";
import { readJson } from "../../lib/validate";

// Spec 5: a sign-up or sign-in with neither an email nor a password gets this answer.
export const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";

const isBlank = (value: unknown) => typeof value !== "string" || value.trim() === "";

export async function readCredentials<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  try {
    return await readJson(c, schema);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "invalid_input") throw error;
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (body && typeof body === "object" && isBlank(body.email) && isBlank(body.password))
      throw badRequest(MISSING_CREDENTIALS, error.fields);
    throw error;
  }
}
