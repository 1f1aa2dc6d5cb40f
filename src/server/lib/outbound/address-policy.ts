// Which addresses the server may reach for a company (outbound-policy.ts): public unicast only.
// Loopback, private, link-local (cloud metadata at 169.254.169.254 included), CGNAT, multicast,
// unspecified, reserved and documentation ranges are refused, for IPv4 and IPv6; an IPv6 address
// that carries an IPv4 one (mapped, SIIT, NAT64 well-known and local-use, 6to4) is judged by the
// IPv4 address it carries, since a translator on the way delivers it there.
import { BlockList, isIP } from "node:net";

const BLOCKED_V4: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // CGNAT (also Alibaba Cloud's metadata, 100.100.100.200)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments (Oracle Cloud metadata 192.0.0.192)
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];
const BLOCKED_V6: [string, number][] = [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo, ORCHID...)
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local (private; AWS metadata fd00:ec2::254)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

const blocked = new BlockList();
for (const [net, prefix] of BLOCKED_V4) blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of BLOCKED_V6) blocked.addSubnet(net, prefix, "ipv6");

/** The 16 bytes of an IPv6 address (any notation Node accepts). */
function v6Bytes(address: string): number[] {
  let text = address.toLowerCase().split("%")[0];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.flatMap((g) => {
    const n = parseInt(g || "0", 16);
    return [n >> 8, n & 0xff];
  });
}

/**
 * The IPv4 address an IPv6 one carries: IPv4-mapped (::ffff:0:0/96), SIIT's IPv4-translated
 * (::ffff:0:0:0/96, RFC 7915), NAT64's well-known prefix (64:ff9b::/96, RFC 6052) and its
 * local-use prefix (64:ff9b:1::/48, RFC 8215, in the /96 layout), 6to4 (2002::/16).
 * "unknown" for a local-use NAT64 address in another layout: its IPv4 can't be told, so it is refused.
 */
export function embeddedIpv4(address: string): string | "unknown" | null {
  const b = v6Bytes(address);
  const v4 = (at: number) => b.slice(at, at + 4).join(".");
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const is = (at: number, ...bytes: number[]) => bytes.every((x, i) => b[at + i] === x);
  if (zeros(0, 10) && is(10, 0xff, 0xff)) return v4(12);
  if (zeros(0, 8) && is(8, 0xff, 0xff, 0, 0)) return v4(12);
  if (is(0, 0x00, 0x64, 0xff, 0x9b) && zeros(4, 12)) return v4(12);
  if (is(0, 0x00, 0x64, 0xff, 0x9b, 0x00, 0x01)) return zeros(6, 12) ? v4(12) : "unknown";
  if (is(0, 0x20, 0x02)) return v4(2);
  return null;
}

/** Why this address may not be reached, or null for a public unicast address. Not an IP address: refused. */
export function blockedAddressReason(address: string): string | null {
  const family = isIP(address.split("%")[0]);
  if (family === 0) return "not an IP address";
  if (family === 4) return blocked.check(address, "ipv4") ? `${address} is not a public address` : null;
  const carried = embeddedIpv4(address);
  if (carried === "unknown") return `${address} is a local NAT64 address whose IPv4 address can't be told`;
  if (carried && blocked.check(carried, "ipv4")) return `${address} carries ${carried}, which is not a public address`;
  return blocked.check(address.split("%")[0], "ipv6") ? `${address} is not a public address` : null;
}
