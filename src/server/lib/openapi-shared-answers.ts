// The error answers and answer fields that nearly every operation repeats, written once in the
// document's components and referenced: each of about 200 operations carries six or more error
// answers, each with the RateLimit fields, which inline made the document 3.3 times its size
// (1.5 MB against 0.47 MB) and the API reference page as many times slower to draw.
import { ERROR_NAMES, ERROR_TEXT, RATE_LIMIT_HEADERS, RETRY_AFTER_HEADER, type ErrorStatus } from "./openapi";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI objects are walked field by field
type Json = any;

const SHARED_HEADERS: Record<string, unknown> = { ...RATE_LIMIT_HEADERS, ...RETRY_AFTER_HEADER };
const SHARED_HEADER_TEXT = new Map(Object.entries(SHARED_HEADERS).map(([name, header]) => [name, JSON.stringify(header)]));

/**
 * Replaces, in every operation's responses, the shared answer fields (RateLimit-Policy,
 * RateLimit, Retry-After) by references to components.headers, then every error answer in its
 * standard words by a reference to components.responses: `NotFound` for a counted answer (with
 * the RateLimit fields), `NotFoundUncounted` for one of a route no caller limit counts (the health
 * probe's). An answer
 * a route words or shapes its own way stays where it is. Returns the components to add.
 */
export function shareRepeatedAnswers(paths: Record<string, Json>): { headers: Record<string, unknown>; responses: Record<string, Json> } {
  const usedHeaders = new Set<string>();
  const responses: Record<string, Json> = {};
  const responseText = new Map<string, string>();
  for (const item of Object.values(paths)) {
    for (const operation of Object.values<Json>(item)) {
      if (!operation?.responses) continue;
      for (const [status, response] of Object.entries<Json>(operation.responses)) {
        for (const [name, header] of Object.entries<Json>(response.headers ?? {})) {
          if (SHARED_HEADER_TEXT.get(name) !== JSON.stringify(header)) continue;
          response.headers[name] = { $ref: `#/components/headers/${name}` };
          usedHeaders.add(name);
        }
        const errorName = ERROR_NAMES[Number(status) as ErrorStatus];
        if (!errorName || response.description !== ERROR_TEXT[Number(status) as ErrorStatus]) continue;
        // A 5xx is never counted, so never carries the fields.
        const uncounted = /^4/.test(status) && !response.headers?.RateLimit;
        const name = uncounted ? `${errorName}Uncounted` : errorName;
        const text = JSON.stringify(response);
        if (!responseText.has(name)) {
          responseText.set(name, text);
          responses[name] = response;
        } else if (responseText.get(name) !== text) continue;
        operation.responses[status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  const headers = Object.fromEntries([...usedHeaders].sort().map((name) => [name, SHARED_HEADERS[name]]));
  const sorted = Object.fromEntries(
    Object.keys(responses)
      .sort()
      .map((name) => [name, responses[name]]),
  );
  return { headers, responses: sorted };
}
