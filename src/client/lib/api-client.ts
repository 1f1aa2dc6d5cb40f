// The one way the client talks to the API: the typed client hc<AppType>, whose paths,
// inputs and answers come from the server's route contracts (src/server/app.ts). A
// changed answer breaks the client's build where a page reads it.
// call() unwraps an answer: 2xx gives the typed body; anything else throws ApiError
// carrying the server's code, message and field errors.
import { hc, type ClientResponse } from "hono/client";
import type { AppType, DevAppType } from "../../server/app";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

// fetch is looked up on each call (not captured), so tests can stub it.
const options = {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
  init: { credentials: "same-origin" as const },
};

export const api = hc<AppType>("/api", options);
export const devApi = hc<DevAppType>("/api/dev", options);

type SuccessStatus = 200 | 201 | 202 | 204;
/** The body of a route's 2xx answers. */
export type SuccessBody<R> = R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatus ? T : never) : never;

export async function call<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, "network_error", "Unable to connect. Please check your internet connection and try again.");
  }
  if (response.status === 204) return undefined as SuccessBody<R>;
  const data = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; fields?: Record<string, string> };
  } | null;
  if (!response.ok) {
    const error = data?.error ?? {};
    throw new ApiError(response.status, error.code ?? "unknown_error", error.message ?? "An unexpected error occurred", error.fields);
  }
  return data as SuccessBody<R>;
}
