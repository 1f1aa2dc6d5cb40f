// A failure of a call to Google or Microsoft as the admin reads it: the provider's refusal
// through the one table of what each means and what to do (provider-refusals.ts).
import { explainRefusal, refusalField, type ProviderRefusal, type RefusalContext } from "../../../shared/integrations/provider-refusals";
import { GoogleApiError } from "./google/google-http";
import { MicrosoftApiError } from "./microsoft/microsoft-http";

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

export { refusalField };
