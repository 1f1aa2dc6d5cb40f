// Calls to Google's JSON APIs and what their failures mean: the status, Google's reason or
// OAuth error code, its message, and the Retry-After it asked for (429 and 5xx).
export class GoogleApiError extends Error {
  constructor(
    readonly status: number,
    /** OAuth error (unauthorized_client, invalid_grant) or the API's reason (RESOURCE_EXHAUSTED). */
    readonly code: string,
    message: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
  }
  /** Worth another try later: quota, Google's own errors, a network failure (status 0). */
  get isTransient() {
    return this.status === 429 || this.status >= 500 || this.status === 0;
  }
}

function retryAfterOf(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

type ErrorBody = { error?: string | { message?: string; status?: string; errors?: { reason?: string }[] }; error_description?: string };

export async function googleFetch<T>(url: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 30_000) });
  } catch (error) {
    throw new GoogleApiError(0, "network", `Google could not be reached: ${(error as Error).message}`, null);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.ok) return body as T;
  const e = (body ?? {}) as ErrorBody;
  const code = typeof e.error === "string" ? e.error : (e.error?.status ?? e.error?.errors?.[0]?.reason ?? `http_${response.status}`);
  const message =
    typeof e.error === "string" ? (e.error_description ?? e.error) : (e.error?.message ?? `Google answered ${response.status}.`);
  throw new GoogleApiError(response.status, code, message, retryAfterOf(response.headers.get("retry-after")));
}
