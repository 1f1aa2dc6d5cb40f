// One request to an address a company gave, under the outbound policy (outbound-policy.ts):
// the URL and every address of its host are checked, then the connection goes to the checked
// address itself (the request's own lookup answers it), while the Host header and TLS SNI and
// certificate check use the name. A DNS answer that changes between the check and the
// connection (rebinding) is never asked for. Redirects are not followed (a 3xx is answered as
// it is); the whole exchange has a time limit and at most `maxBytes` of the answer are read.
import http from "node:http";
import https from "node:https";
import { checkedAddress, pinnedLookup, type OutboundPolicy } from "./outbound-policy";

export type OutboundInit = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The whole exchange, connection to the last byte read. */
  timeoutMs: number;
  /** Bytes of the answer read; the rest is dropped and `truncated` says so. */
  maxBytes: number;
  signal?: AbortSignal;
};

export type OutboundAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The answer was longer than maxBytes: `body` holds its first maxBytes. */
  truncated: boolean;
};

/** The policy refused the address: nothing was sent. */
export class OutboundRefusedError extends Error {
  override name = "OutboundRefusedError";
}

/** No answer within the time limit. */
export class OutboundTimeoutError extends Error {
  override name = "TimeoutError";
}

export async function outboundRequest(target: string | URL, init: OutboundInit, policy: OutboundPolicy): Promise<OutboundAnswer> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new OutboundRefusedError("Not a full address.");
  }
  const checked = await checkedAddress(url, policy);
  if ("refused" in checked) throw new OutboundRefusedError(checked.refused);
  init.signal?.throwIfAborted();

  const transport = url.protocol === "https:" ? https : http;
  const body = typeof init.body === "string" ? Buffer.from(init.body) : init.body;
  return new Promise<OutboundAnswer>((resolve, reject) => {
    let settled = false;
    const settle = (error: Error | null, answer?: OutboundAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      init.signal?.removeEventListener("abort", onAbort);
      if (error) reject(error);
      else resolve(answer!);
    };
    const request = transport.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ""),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? "GET",
        agent: false,
        lookup: pinnedLookup(checked.address, checked.family),
        headers: {
          "user-agent": "Signet/1",
          ...init.headers,
          host: url.host,
          ...(body ? { "content-length": String(body.length) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        const done = () =>
          settle(null, { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), truncated });
        response.on("data", (chunk: Buffer) => {
          if (truncated) return;
          const room = init.maxBytes - size;
          if (chunk.length > room) {
            chunks.push(chunk.subarray(0, room));
            size = init.maxBytes;
            truncated = true;
            done();
            response.destroy();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        response.on("end", done);
        response.on("error", (error) => settle(error));
        response.on("close", done);
      },
    );
    const timer = setTimeout(() => {
      settle(new OutboundTimeoutError(`No answer within ${init.timeoutMs / 1000} seconds.`));
      request.destroy();
    }, init.timeoutMs);
    const onAbort = () => {
      settle(init.signal!.reason instanceof Error ? init.signal!.reason : new Error("aborted"));
      request.destroy();
    };
    init.signal?.addEventListener("abort", onAbort, { once: true });
    request.on("error", (error: NodeJS.ErrnoException) => settle(new Error(`The connection failed (${error.code ?? error.message}).`)));
    request.end(body);
  });
}
