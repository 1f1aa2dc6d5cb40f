// The one rule for every request the server sends to an address a company gave (a webhook
// endpoint, an OpenID Connect issuer and the endpoints its discovery names, a SAML metadata
// URL): https only; the host resolved and every address it has public (address-policy.ts); the
// connection then pinned to the checked address. Decision: docs/decisions/039-outbound-policy.md.
//
// The one exception is the test-only setting (OUTBOUND_TEST_ALLOW_LOOPBACK, refused in
// production by env.ts and ignored here when the server runs in production): exactly
// http://127.0.0.1:<port> (the receivers and identity providers tests start).
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import type { AppConfig } from "../../context";
import { blockedAddressReason } from "./address-policy";

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export type OutboundPolicy = {
  /** Test-only: http://127.0.0.1 may be reached. */
  allowLoopback: boolean;
  /** Resolves a host name to every address it has; the system resolver when unset (tests inject one). */
  lookup?: Resolve;
};

export const OUTBOUND_MESSAGES = {
  notHttps: "Only https:// addresses are reached.",
  private: "This address is private or local; only public internet addresses are reached.",
};

/** The policy this server runs with: the test-only loopback exception never in production. */
export function outboundPolicy(config: Pick<AppConfig, "isProduction" | "outbound">): OutboundPolicy {
  return { ...config.outbound, allowLoopback: Boolean(config.outbound?.allowLoopback) && !config.isProduction };
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/** The one exception to the rule: the test-only setting and a literal http://127.0.0.1. */
export const isTestLoopback = (url: URL, policy: OutboundPolicy) =>
  policy.allowLoopback && url.protocol === "http:" && url.hostname === "127.0.0.1";

export type UrlRefusal = "not_https" | "private";

/** Why this URL can't be reached, judged before any lookup (its scheme, a private IP or a local name in it), or null. */
export function urlRefusal(url: URL, policy: OutboundPolicy): UrlRefusal | null {
  if (isTestLoopback(url, policy)) return null;
  if (url.protocol !== "https:") return "not_https";
  const host = hostOf(url);
  if (host === "localhost" || host.endsWith(".localhost")) return "private";
  if (isIP(host) && blockedAddressReason(host)) return "private";
  return null;
}

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export type CheckedAddress = { address: string; family: 4 | 6 } | { refused: string };

/** Every address of the host, checked: the one to connect to, or why none may be reached. */
export async function checkedAddress(url: URL, policy: OutboundPolicy): Promise<CheckedAddress> {
  const refusal = urlRefusal(url, policy);
  if (refusal) return { refused: refusal === "not_https" ? OUTBOUND_MESSAGES.notHttps : OUTBOUND_MESSAGES.private };
  const host = hostOf(url);
  if (isTestLoopback(url, policy)) return { address: host, family: 4 };
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (policy.lookup ?? systemResolve)(host);
    } catch (error) {
      return { refused: `The host name could not be resolved (${(error as NodeJS.ErrnoException).code ?? "lookup failed"}).` };
    }
  }
  if (addresses.length === 0) return { refused: "The host name has no address." };
  for (const a of addresses) {
    if (blockedAddressReason(a.address))
      return { refused: `Refused: ${url.hostname} resolves to ${a.address}, which is not a public address.` };
  }
  const first = addresses[0];
  return { address: first.address, family: isIP(first.address) === 6 ? 6 : 4 };
}

/** A lookup that answers this one address whatever it is asked: the connection can go nowhere else. */
export function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
}
