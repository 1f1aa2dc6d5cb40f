// One delivery attempt over the network, safe against server-side request forgery: the host
// is resolved and every address it has is checked (address-policy.ts) on each attempt, then
// the connection goes to the checked address itself (the request's own lookup answers it),
// while the Host header and TLS SNI and certificate check use the name. A DNS answer that
// changes between the check and the connection (rebinding) is never asked for. Redirects are
// not followed: a 3xx answer is a failed attempt. One attempt takes at most 15 seconds.
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { WebhookSettings } from "../../context";
import { blockedAddressReason } from "./address-policy";
import { WEBHOOK_MESSAGES } from "../../../shared/webhooks/webhook-schema";

export const ATTEMPT_TIMEOUT_MS = 15_000;
/** Bytes of the receiver's answer read (and dropped): enough to see it finished. */
const ANSWER_BYTES_READ = 64 * 1024;

export type AttemptResult = { ok: boolean; statusCode: number | null; durationMs: number; error: string | null };
export type Resolve = NonNullable<WebhookSettings["lookup"]>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The one exception to https-only: the test-only setting and a literal http://127.0.0.1. */
export const isTestLoopback = (url: URL, settings: Pick<WebhookSettings, "allowLoopbackHttp"> | undefined) =>
  Boolean(settings?.allowLoopbackHttp) && url.protocol === "http:" && url.hostname === "127.0.0.1";

/** Why this address can't take webhooks before any lookup (scheme, a private IP written in it), or null. */
export function urlRefusal(url: URL, settings: Pick<WebhookSettings, "allowLoopbackHttp"> | undefined): string | null {
  if (isTestLoopback(url, settings)) return null;
  if (url.protocol !== "https:") return WEBHOOK_MESSAGES.urlNotHttps;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return WEBHOOK_MESSAGES.urlPrivate;
  if (isIP(host) && blockedAddressReason(host)) return WEBHOOK_MESSAGES.urlPrivate;
  return null;
}

/** A lookup that answers this one address whatever it is asked: the connection can go nowhere else. */
export function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
}

/** Every address of the host, checked: the one to connect to, or why none may be reached. */
export async function checkedAddress(
  url: URL,
  settings: WebhookSettings | undefined,
): Promise<{ address: string; family: 4 | 6 } | { refused: string }> {
  const refusal = urlRefusal(url, settings);
  if (refusal) return { refused: refusal };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isTestLoopback(url, settings)) return { address: host, family: 4 };
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (settings?.lookup ?? systemResolve)(host);
    } catch (error) {
      return { refused: `The host name could not be resolved (${(error as NodeJS.ErrnoException).code ?? "lookup failed"}).` };
    }
  }
  if (addresses.length === 0) return { refused: "The host name has no address." };
  for (const a of addresses) {
    const reason = blockedAddressReason(a.address);
    if (reason) return { refused: `Refused: ${url.hostname} resolves to ${a.address}, which is not a public address.` };
  }
  const first = addresses[0];
  return { address: first.address, family: isIP(first.address) === 6 ? 6 : 4 };
}

export async function sendWebhookRequest(
  target: string,
  body: string,
  headers: Record<string, string>,
  settings: WebhookSettings | undefined,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, statusCode: null, durationMs: 0, error: WEBHOOK_MESSAGES.urlInvalid };
  }
  const checked = await checkedAddress(url, settings);
  if ("refused" in checked) return { ok: false, statusCode: null, durationMs: elapsed(), error: checked.refused };

  const client = url.protocol === "https:" ? https : http;
  const timeoutMs = settings?.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ""),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "POST",
        agent: false,
        lookup: pinnedLookup(checked.address, checked.family),
        headers: {
          ...headers,
          host: url.host,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "Signet-Webhooks/1",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES_READ) response.destroy();
        });
        const done = () =>
          finish(
            status >= 200 && status < 300
              ? { ok: true, statusCode: status, error: null }
              : {
                  ok: false,
                  statusCode: status,
                  error:
                    status >= 300 && status < 400
                      ? `The endpoint answered ${status}, a redirect; redirects are not followed.`
                      : `The endpoint answered ${status}.`,
                },
          );
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: `No answer within ${timeoutMs / 1000} seconds.` });
      request.destroy();
    }, timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) =>
      finish({ ok: false, statusCode: null, error: `The connection failed (${error.code ?? error.message}).` }),
    );
    request.end(body);
  });
}
