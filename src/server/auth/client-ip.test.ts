import { describe, expect, it } from "vitest";
import type { Context } from "hono";
import { clientIp, createProxyList } from "./client-ip";

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
