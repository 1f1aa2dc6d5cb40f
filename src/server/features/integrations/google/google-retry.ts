// Google calls retried the way Google asks: a 429 or 5xx waits its Retry-After (else a
// growing backoff) and tries again; a 401 means the kept token expired or was revoked, so
// it is dropped and a fresh one minted once. Anything else is the caller's to report.
import { GoogleApiError } from "./google-http";

export type RetryOptions = { attempts?: number; baseDelayMs?: number; maxDelayMs?: number; onRetry?: (error: GoogleApiError) => void };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withGoogleRetries<T>(
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
      if (!(error instanceof GoogleApiError)) throw error;
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
