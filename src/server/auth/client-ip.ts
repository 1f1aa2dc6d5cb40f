// The caller's IP address for rate limits. X-Forwarded-For is believed only when the
// direct peer is one of TRUSTED_PROXIES (IP addresses or CIDR ranges); otherwise anyone
// could pick a fresh address per request and escape every per-IP limit.
import { BlockList, isIP } from "node:net";
import type { Context } from "hono";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

function normalize(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

export function createProxyList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (!isIP(address)) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const type = isIP(address);
  return type !== 0 && list.check(address, type === 6 ? "ipv6" : "ipv4");
}

const lists = new WeakMap<string[], BlockList>();

export function clientIp(c: Context, trustedProxies: string[]): string {
  const peer = normalize((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? "unknown");
  if (trustedProxies.length === 0) return peer;
  let list = lists.get(trustedProxies);
  if (!list) lists.set(trustedProxies, (list = createProxyList(trustedProxies)));
  if (!isTrusted(list, peer)) return peer;
  const hops = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map(normalize)
    .filter((hop) => isIP(hop));
  // The right-most address that is not one of our proxies is the one that reached them.
  for (let i = hops.length - 1; i >= 0; i--) if (!isTrusted(list, hops[i])) return hops[i];
  return hops[0] ?? peer;
}

/**
 * The network an address belongs to, as one sender sees it: the /24 of an IPv4 address, the
 * /48 of an IPv6 one (what one home, office or cloud tenant usually holds), e.g. "203.0.113.0/24".
 * Anything that is not an IP address (a peer we could not read) is its own network.
 */
export function networkOf(address: string): string {
  const ip = normalize(address).split("%")[0];
  const type = isIP(ip);
  if (type === 4) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  if (type !== 6) return ip;
  const [head, tail] = ip.includes("::") ? ip.split("::") : [ip, undefined];
  const groups = head ? head.split(":") : [];
  if (tail !== undefined) {
    const after = tail ? tail.split(":") : [];
    const width = after.reduce((sum, group) => sum + (group.includes(".") ? 2 : 1), 0);
    groups.push(...Array<string>(8 - groups.length - width).fill("0"), ...after);
  }
  // The first three groups are 48 bits (an embedded IPv4 tail never reaches them).
  return `${groups
    .slice(0, 3)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/48`;
}
