import { describe, expect, it } from "vitest";
import type { Context } from "hono";
import { clientIp, createProxyList, networkOf } from "./client-ip";

function request(peer: string | undefined, forwardedFor?: string) {
  return {
    env: peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } },
    req: { header: (name: string) => (name.toLowerCase() === "x-forwarded-for" ? forwardedFor : undefined) },
  } as unknown as Context;
}

describe("clientIp", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientIp(request("203.0.113.5", "198.51.100.1"), [])).toBe("203.0.113.5");
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    expect(clientIp(request("203.0.113.5", "198.51.100.1"), ["10.0.0.1"])).toBe("203.0.113.5");
  });

  it("believes a trusted proxy, taking the right-most address that is not a proxy", () => {
    const trusted = ["10.0.0.0/8"];
    expect(clientIp(request("10.0.0.2", "198.51.100.1"), trusted)).toBe("198.51.100.1");
    // The left-most entry is whatever the client claimed; the proxy appended the real one.
    expect(clientIp(request("10.0.0.2", "1.2.3.4, 198.51.100.1, 10.0.0.9"), trusted)).toBe("198.51.100.1");
  });

  it("unwraps IPv4-mapped IPv6 peers and understands IPv6 ranges", () => {
    expect(clientIp(request("::ffff:10.0.0.2", "198.51.100.1"), ["10.0.0.2"])).toBe("198.51.100.1");
    expect(clientIp(request("fd00::5", "2001:db8::1"), ["fd00::/8"])).toBe("2001:db8::1");
  });

  it("falls back to the peer when the header is missing or garbage", () => {
    expect(clientIp(request("10.0.0.2"), ["10.0.0.2"])).toBe("10.0.0.2");
    expect(clientIp(request("10.0.0.2", "not-an-ip"), ["10.0.0.2"])).toBe("10.0.0.2");
  });

  it("works without a socket (in-process requests)", () => {
    expect(clientIp(request(undefined, "198.51.100.1"), [])).toBe("unknown");
  });

  it("rejects a malformed TRUSTED_PROXIES entry", () => {
    expect(() => createProxyList(["proxy.internal"])).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("networkOf", () => {
  it("is the /24 of an IPv4 address, also when mapped into IPv6", () => {
    expect(networkOf("203.0.113.5")).toBe("203.0.113.0/24");
    expect(networkOf("203.0.113.250")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:203.0.113.5")).toBe("203.0.113.0/24");
    expect(networkOf("203.0.114.5")).toBe("203.0.114.0/24");
  });

  it("is the /48 of an IPv6 address, however it is written", () => {
    expect(networkOf("2001:db8:1234:5678::1")).toBe("2001:db8:1234::/48");
    expect(networkOf("2001:0db8:1234:ffff:0:0:0:9")).toBe("2001:db8:1234::/48");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(networkOf("2001:db8:0:1::1")).toBe("2001:db8:0::/48");
    expect(networkOf("::1")).toBe("0:0:0::/48");
    expect(networkOf("fe80::1%eth0")).toBe("fe80:0:0::/48");
    expect(networkOf("64:ff9b::192.0.2.1")).toBe("64:ff9b:0::/48");
  });

  it("keeps anything else as it is", () => {
    expect(networkOf("unknown")).toBe("unknown");
  });
});
