import http from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { blockedAddressReason } from "../../lib/outbound/address-policy";
import { checkedAddress, OUTBOUND_MESSAGES, pinnedLookup, type Resolve } from "../../lib/outbound/outbound-policy";
import { ATTEMPT_TIMEOUT_MS, sendWebhookRequest } from "./send-webhook-request";
import { startWebhookReceiver, type WebhookReceiver } from "../../test/webhook-receiver";

/** The app's settings for one attempt: the test-only loopback exception on or off, a stand-in resolver. */
const settings = (allowLoopback: boolean, lookup?: Resolve, attemptTimeoutMs?: number) => ({
  isProduction: false,
  outbound: { allowLoopback, lookup },
  webhooks: { attemptTimeoutMs },
});

const REFUSED: Record<string, string[]> = {
  loopback: ["127.0.0.1", "127.255.255.254", "::1"],
  private: ["10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.1.1", "fc00::1", "fd12:3456::1"],
  "link-local": ["169.254.1.1", "fe80::1", "fe80::1%eth0"],
  metadata: ["169.254.169.254", "fd00:ec2::254", "100.100.100.200", "192.0.0.192"],
  CGNAT: ["100.64.0.1", "100.127.255.254"],
  multicast: ["224.0.0.1", "239.255.255.250", "ff02::1", "ff05::2"],
  unspecified: ["0.0.0.0", "::", "0.1.2.3"],
  "reserved and documentation": ["240.0.0.1", "255.255.255.255", "192.0.2.1", "198.51.100.7", "203.0.113.9", "198.18.0.1", "2001:db8::1"],
  "IPv4-mapped IPv6": ["::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:10.0.0.1", "::ffff:169.254.169.254", "0:0:0:0:0:ffff:c0a8:0101"],
  "IPv4 inside IPv6 (NAT64, 6to4)": ["64:ff9b::a9fe:a9fe", "64:ff9b::10.1.1.1", "2002:7f00:1::1", "2002:c0a8:101::"],
  "IPv4 inside local-use NAT64 (RFC 8215)": ["64:ff9b:1::a00:1", "64:ff9b:1::a9fe:a9fe", "64:ff9b:1::7f00:1", "64:ff9b:1:ab::808:808"],
  "IPv4 inside SIIT (::ffff:0:0:0/96)": ["::ffff:0:a9fe:a9fe", "::ffff:0:7f00:1", "::ffff:0:a00:1", "0:0:0:0:ffff:0:c0a8:101"],
};

describe("Which addresses a webhook may reach", () => {
  for (const [kind, addresses] of Object.entries(REFUSED))
    it(`refuses ${kind} addresses`, () => {
      for (const address of addresses) expect(blockedAddressReason(address), address).not.toBeNull();
    });

  it("allows public addresses, IPv4 and IPv6 (mapped or not)", () => {
    for (const address of [
      "8.8.8.8",
      "1.1.1.1",
      "93.184.216.34",
      "2606:4700:4700::1111",
      "::ffff:8.8.8.8",
      "2a00:1450:4001::200e",
      "64:ff9b::808:808",
      "64:ff9b:1::808:808",
      "::ffff:0:808:808",
    ])
      expect(blockedAddressReason(address), address).toBeNull();
    expect(blockedAddressReason("example.com")).toBe("not an IP address");
  });
});

describe("Resolving and pinning an endpoint's host", () => {
  const resolver = (answers: Record<string, string[]>) => {
    const asked: string[] = [];
    const lookup = async (host: string) => {
      asked.push(host);
      const addresses = answers[host];
      if (!addresses) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
      return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    };
    return { asked, lookup };
  };

  it("refuses a host name that resolves to a private address, and one with any private address among public ones", async () => {
    const { lookup } = resolver({ "internal.example.com": ["10.0.0.5"], "mixed.example.com": ["93.184.216.34", "127.0.0.1"] });
    const inside = await checkedAddress(new URL("https://internal.example.com/hook"), { allowLoopback: false, lookup });
    expect(inside).toEqual({ refused: expect.stringContaining("resolves to 10.0.0.5") });
    const mixed = await checkedAddress(new URL("https://mixed.example.com/hook"), { allowLoopback: false, lookup });
    expect(mixed).toEqual({ refused: expect.stringContaining("127.0.0.1") });
    const mapped = resolver({ "v6.example.com": ["::ffff:169.254.169.254"] });
    expect(await checkedAddress(new URL("https://v6.example.com/"), { allowLoopback: false, lookup: mapped.lookup })).toHaveProperty(
      "refused",
    );
  });

  it("answers the checked public address to connect to, resolving once per attempt", async () => {
    const { asked, lookup } = resolver({ "hooks.example.com": ["93.184.216.34", "2606:2800:220:1::1"] });
    const url = new URL("https://hooks.example.com/in");
    expect(await checkedAddress(url, { allowLoopback: false, lookup })).toEqual({ address: "93.184.216.34", family: 4 });
    await checkedAddress(url, { allowLoopback: false, lookup });
    expect(asked).toEqual(["hooks.example.com", "hooks.example.com"]);
    expect(await checkedAddress(new URL("https://nowhere.example.com/"), { allowLoopback: false, lookup })).toEqual({
      refused: expect.stringContaining("ENOTFOUND"),
    });
  });

  it("refuses http, and http://127.0.0.1 unless the test-only setting allows it", async () => {
    expect(await checkedAddress(new URL("http://hooks.example.com/"), { allowLoopback: true })).toEqual({
      refused: OUTBOUND_MESSAGES.notHttps,
    });
    expect(await checkedAddress(new URL("http://127.0.0.1:8080/"), { allowLoopback: false })).toEqual({
      refused: OUTBOUND_MESSAGES.notHttps,
    });
    expect(await checkedAddress(new URL("https://127.0.0.1:8080/"), { allowLoopback: true })).toEqual({
      refused: OUTBOUND_MESSAGES.private,
    });
    expect(await checkedAddress(new URL("http://127.0.0.1:8080/"), { allowLoopback: true })).toEqual({
      address: "127.0.0.1",
      family: 4,
    });
  });
});

describe("Sending: nothing reaches a refused address", () => {
  let receiver: WebhookReceiver;
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(() => receiver.close());

  it("does not connect when the name resolves to the loopback receiver (even with the test-only setting on)", async () => {
    const port = new URL(receiver.url).port;
    const lookup = async () => [{ address: "127.0.0.1", family: 4 }];
    const result = await sendWebhookRequest(`http://hooks.example.com:${port}/hooks`, "{}", {}, settings(true, lookup));
    expect(result).toMatchObject({ ok: false, statusCode: null });
    const viaHttps = await sendWebhookRequest(`https://rebind.example.com:${port}/hooks`, "{}", {}, settings(true, lookup));
    expect(viaHttps.error).toMatch(/resolves to 127\.0\.0\.1/);
    expect(receiver.received).toHaveLength(0);
  });

  it("connects to the pinned address whatever the name resolves to later, sending the name as Host", async () => {
    // A name that would resolve elsewhere (or to nothing) by the time of the connection: the
    // request's lookup answers only the checked address.
    const port = Number(new URL(receiver.url).port);
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        { hostname: "rebind.invalid", port, path: "/hooks", method: "POST", agent: false, lookup: pinnedLookup("127.0.0.1", 4) },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      request.end("{}");
    });
    expect(status).toBe(200);
    expect(receiver.received[0].headers.host).toBe(`rebind.invalid:${port}`);
  });
});

describe("Sending: an attempt that gets no answer", () => {
  let silent: http.Server;
  let port: number;
  const held: http.ServerResponse[] = [];
  beforeEach(async () => {
    // Reads the request and never answers (a hung receiver).
    silent = http.createServer((_request, response) => void held.push(response));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterEach(async () => {
    for (const response of held.splice(0)) response.destroy();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("fails after the attempt's time limit with a reason, and the connection is dropped", async () => {
    expect(ATTEMPT_TIMEOUT_MS).toBe(15_000);
    const result = await sendWebhookRequest(`http://127.0.0.1:${port}/hooks`, "{}", {}, settings(true, undefined, 300));
    expect(result).toMatchObject({ ok: false, statusCode: null, error: "No answer within 0.3 seconds." });
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(held).toHaveLength(1);
    await new Promise<void>((resolve) => (held[0].socket?.destroyed ? resolve() : held[0].socket?.once("close", () => resolve())));
    expect(held[0].socket?.destroyed ?? true).toBe(true);
  });
});
