// Calls to Microsoft's sign-in and Graph: their error bodies read into the shared provider
// error. The sign-in answers an OAuth error with AADSTS codes (`error_codes`, and the code at
// the start of `error_description`); Graph answers `{ error: { code, message } }`.
import { fetchJson, ProviderApiError, retryAfterOf } from "../../../../lib/outbound/provider-http";
import type { ProviderRequest } from "../../../../lib/outbound/keep-alive-request";

export class MicrosoftApiError extends ProviderApiError {
  /** The sign-in's AADSTS number (7000215: wrong secret; 90002: unknown tenant), when it gave one. */
  get aadsts(): number | null {
    const match = /^AADSTS(\d+)$/.exec(this.code);
    return match ? Number(match[1]) : null;
  }
}

type ErrorBody = {
  error?: string | { code?: string; message?: string };
  error_description?: string;
  error_codes?: number[];
};

/** The first line of the sign-in's description: the rest are trace and correlation ids. */
const firstLine = (text: string) => text.split(/\r?\n/)[0].trim();

export async function microsoftFetch<T>(url: string, init: ProviderRequest = {}): Promise<T> {
  const { response, body } = await fetchJson(
    url,
    init,
    (error) => new MicrosoftApiError(0, "network", `Microsoft could not be reached: ${error.message}`, null),
  );
  if (response.ok) return body as T;
  const e = (body ?? {}) as ErrorBody;
  const aadsts = e.error_codes?.[0] ?? Number(/^AADSTS(\d+)/.exec(e.error_description ?? "")?.[1] ?? NaN);
  const code =
    typeof e.error === "string" ? (Number.isFinite(aadsts) ? `AADSTS${aadsts}` : e.error) : (e.error?.code ?? `http_${response.status}`);
  const message =
    typeof e.error === "string"
      ? firstLine(e.error_description ?? e.error)
      : (e.error?.message ?? `Microsoft answered ${response.status}.`);
  throw new MicrosoftApiError(response.status, code, message, retryAfterOf(response.header("retry-after")));
}
