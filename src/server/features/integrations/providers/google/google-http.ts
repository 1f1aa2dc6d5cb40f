// Calls to Google's JSON APIs: Google's error bodies (an OAuth error, or the API's status
// and reason) read into the shared provider error.
import { fetchJson, ProviderApiError, retryAfterOf } from "../../../../lib/outbound/provider-http";
import type { ProviderRequest } from "../../../../lib/outbound/keep-alive-request";

export class GoogleApiError extends ProviderApiError {}

type ErrorBody = { error?: string | { message?: string; status?: string; errors?: { reason?: string }[] }; error_description?: string };

export async function googleFetch<T>(url: string, init: ProviderRequest = {}): Promise<T> {
  const { response, body } = await fetchJson(
    url,
    init,
    (error) => new GoogleApiError(0, "network", `Google could not be reached: ${error.message}`, null),
  );
  if (response.ok) return body as T;
  const e = (body ?? {}) as ErrorBody;
  const code = typeof e.error === "string" ? e.error : (e.error?.status ?? e.error?.errors?.[0]?.reason ?? `http_${response.status}`);
  const message =
    typeof e.error === "string" ? (e.error_description ?? e.error) : (e.error?.message ?? `Google answered ${response.status}.`);
  throw new GoogleApiError(response.status, code, message, retryAfterOf(response.header("retry-after")));
}
