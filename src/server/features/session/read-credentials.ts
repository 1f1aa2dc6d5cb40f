// A sign-up or sign-in with neither an email nor a password gets one message of
// its own instead of the per-field list (the fields are still named).
import { badRequest } from "../../lib/errors";
import { toFieldErrors } from "../../lib/validate";
import { validationHook } from "../../lib/openapi";

export const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";

const isBlank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/** The validation hook of the sign-in and sign-up routes. */
export function credentialsHook(result: Parameters<typeof validationHook>[0]): void {
  if (!result.success && result.error && result.target === "json") {
    const body = result.data as Record<string, unknown> | null;
    if (body && typeof body === "object" && isBlank(body.email) && isBlank(body.password))
      throw badRequest(MISSING_CREDENTIALS, toFieldErrors(result.error));
  }
  validationHook(result);
}
