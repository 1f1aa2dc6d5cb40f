// Calls to a provider's JSON APIs (Google's, Microsoft's) and what their failures mean: the
// status, the provider's error code, its message, and the Retry-After it asked for. Each
// provider reads its own error bodies into this one error; the retry rule below is shared.
import { keepAliveRequest, type ProviderAnswer, type ProviderRequest } from "./keep-alive-request";

export class ProviderApiError extends Error {
  constructor(
    readonly status: number,
    /** The provider's code: an OAuth error (invalid_client), an API reason (RESOURCE_EXHAUSTED, Authorization_RequestDenied). */
    readonly code: string,
    message: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
  }
  /** Worth another try later: throttling, the provider's own errors, a network failure (status 0). */
  get isTransient() {
    return this.status === 429 || this.status >= 500 || this.status === 0;
  }
}

/** Retry-After as seconds: a number, or an HTTP date. */
export function retryAfterOf(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** The answer and its JSON (null when it is none); a network failure is a ProviderApiError of status 0. */
export async function fetchJson(
  url: string,
  init: ProviderRequest,
  unreachable: (error: Error) => ProviderApiError,
): Promise<{ response: ProviderAnswer; body: unknown }> {
  let response: ProviderAnswer;
  try {
    response = await keepAliveRequest(url, init);
  } catch (error) {
    throw unreachable(error as Error);
  }
  try {
    return { response, body: response.text ? JSON.parse(response.text) : null };
  } catch {
    return { response, body: null };
  }
}

export type RetryOptions = { attempts?: number; baseDelayMs?: number; maxDelayMs?: number; onRetry?: (error: ProviderApiError) => void };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retried the way providers ask: a 429 or 5xx waits its Retry-After (else a growing backoff)
 * and tries again; a 401 means the kept token expired or was revoked, so it is dropped and a
 * fresh one minted once. Anything else is the caller's to report.
 */
export async function withRetries<T>(
  call: (attempt: number) => Promise<T>,
  renewToken: () => void,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 5;
  let renewed = false;
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(attempt);
    } catch (error) {
      if (!(error instanceof ProviderApiError)) throw error;
      if (error.status === 401 && !renewed) {
        renewed = true;
        renewToken();
        continue;
      }
      if (!error.isTransient || attempt + 1 >= attempts) throw error;
      options.onRetry?.(error);
      const backoff = Math.min(options.maxDelayMs ?? 30_000, (options.baseDelayMs ?? 500) * 2 ** attempt);
      await sleep(error.retryAfterSeconds !== null ? error.retryAfterSeconds * 1000 : backoff);
    }
  }
}
