// The paced client's reading of a response on a raw socket: where it ends, and its status.
import { describe, expect, it } from "vitest";
import { responseEnd, slowMoments, stallGoalMs } from "./paced-load";

const b = (s: string) => Buffer.from(s, "latin1");

describe("responseEnd", () => {
  it("ends a response after its content-length, and waits while the body is short", () => {
    const whole = "HTTP/1.1 200 OK\r\nContent-Length: 11\r\n\r\n" + '{"ok":true}';
    expect(responseEnd(b(whole))).toEqual({ end: whole.length, status: 200 });
    expect(responseEnd(b(whole.slice(0, -1)))).toBeNull();
    expect(responseEnd(b("HTTP/1.1 200 OK\r\nContent-Len"))).toBeNull();
  });

  it("reads a redirect without a body", () => {
    const redirect = "HTTP/1.1 302 Found\r\nLocation: /x\r\ncontent-length: 0\r\n\r\n";
    expect(responseEnd(b(redirect))).toEqual({ end: redirect.length, status: 302 });
  });

  it("follows chunks to the last one, even when a chunk's data looks like the end", () => {
    const body = "5\r\n0\r\n\r\n\r\n3\r\nabc\r\n0\r\n\r\n";
    const whole = "HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n" + body;
    expect(responseEnd(b(whole))).toEqual({ end: whole.length, status: 404 });
    for (let cut = whole.length - 1; cut > whole.indexOf("\r\n\r\n") + 4; cut--) expect(responseEnd(b(whole.slice(0, cut)))).toBeNull();
  });
});

describe("slowMoments", () => {
  it("counts the requests over the bound, in bursts of requests due less than 20 ms apart", () => {
    // Due every 1 ms; slow at 100-104 ms (one burst), at 110 ms (the same: 6 ms after it), at 500 ms (another).
    const dues = Float64Array.from({ length: 1000 }, (_, i) => i);
    const latencies = new Float64Array(1000).fill(1.5);
    for (const at of [100, 101, 102, 103, 104, 110]) latencies[at] = 30 + at - 100;
    latencies[500] = 12;
    expect(slowMoments(dues, latencies, stallGoalMs(1.5))).toEqual({ requests: 7, bursts: 2, worstMs: 40 });
    expect(slowMoments(dues, latencies, 100)).toEqual({ requests: 0, bursts: 0, worstMs: 0 });
  });

  it("bounds the stall goal at 4 times the p50 plus 5 ms", () => {
    expect(stallGoalMs(1.45)).toBe(10.8);
  });
});
