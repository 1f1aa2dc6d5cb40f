// A failure of a call to a provider as the admin reads it: the provider's refusal through the
// one table of what each means and what to do (provider-refusals.ts), and the form field it is
// about when it is one the admin typed or uploaded.
import { explainRefusal, refusalField, type ProviderRefusal, type RefusalContext } from "../../../../shared/integrations/provider-refusals";
import { GoogleApiError } from "./google/google-http";
import { MicrosoftApiError } from "./microsoft/microsoft-http";
import type { CheckResult } from "./provider";

export function refusalOf(error: unknown): ProviderRefusal | null {
  const provider = error instanceof GoogleApiError ? "google" : error instanceof MicrosoftApiError ? "microsoft" : null;
  if (!provider) return null;
  const { status, code, message } = error as GoogleApiError;
  return { provider, status, code, message };
}

/** The sentence for any failure: a provider's refusal from the table, anything else plainly. */
export function explainProviderError(error: unknown, context: RefusalContext = {}): string {
  const refusal = refusalOf(error);
  if (refusal) return explainRefusal(refusal, context);
  return "The request failed unexpectedly. Try again; if it keeps failing, run Test connection.";
}

/** A connection test's check that failed: the refusal's code, its sentence and the field it is about. */
export function failedCheck(check: { scope: string; purpose: string }, error: unknown, context: RefusalContext): CheckResult {
  const refusal = refusalOf(error);
  return {
    ...check,
    ok: false,
    error: refusal?.code ?? "unknown",
    message: explainProviderError(error, context),
    field: refusal && refusalField(refusal),
  };
}
