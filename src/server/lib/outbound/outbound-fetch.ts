// `fetch` under the outbound policy, for libraries that take one: openid-client's
// `customFetch` (discovery, the JWKS, the token and userinfo calls) and the SAML metadata
// reader. Every call goes through outboundRequest: checked, pinned, no redirects (a 3xx is
// answered as it is), bounded in time and size.
import { outboundRequest, type OutboundInit } from "./outbound-request";
import type { OutboundPolicy } from "./outbound-policy";

export type OutboundFetchLimits = Pick<OutboundInit, "timeoutMs" | "maxBytes">;

/** A body as bytes: what openid-client and our callers send (a string, form parameters or bytes). */
function bytesOf(body: unknown): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new Error("This request body can't be sent.");
}

function headersOf(headers: unknown): Record<string, string> {
  if (!headers) return {};
  return Object.fromEntries(new Headers(headers as HeadersInit).entries());
}

const NO_BODY = new Set([101, 204, 205, 304]);

/** What callers pass: fetch's RequestInit, or openid-client's CustomFetchOptions. */
export type OutboundFetchInit = { method?: string; headers?: HeadersInit; body?: unknown; signal?: AbortSignal | null };

export function outboundFetch(policy: OutboundPolicy, limits: OutboundFetchLimits) {
  return async (input: string | URL | Request, init: OutboundFetchInit = {}): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    const body = bytesOf(init.body);
    const contentType: Record<string, string> =
      init.body instanceof URLSearchParams ? { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" } : {};
    const answer = await outboundRequest(
      url,
      {
        method: init.method ?? "GET",
        headers: { ...contentType, ...headersOf(init.headers) },
        body,
        signal: init.signal ?? undefined,
        ...limits,
      },
      policy,
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    // The body is already decoded bytes of the length read.
    headers.delete("content-length");
    headers.delete("transfer-encoding");
    return new Response(NO_BODY.has(answer.status) ? null : new Uint8Array(answer.body), { status: answer.status, headers });
  };
}
