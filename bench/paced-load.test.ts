// The paced client: reading a response on a raw socket (where it ends, its status), its slow moments, and its marks.
import { describe, expect, it } from "vitest";
import { inDueOrder, markReader, responseEnd, slowBursts, slowMoments, stallGoalMs } from "./paced-load";

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

describe("slowBursts", () => {
  it("gives each burst's requests, when its first was due, when its last was answered and its worst latency", () => {
    // Due every 1 ms; slow at 100-102 ms and at 120 ms (a burst: 18 ms apart), at 140 ms (another: 20 ms apart).
    const dues = Float64Array.from({ length: 200 }, (_, i) => i);
    const latencies = new Float64Array(200).fill(1);
    Object.assign(latencies, { 100: 30, 101: 50, 102: 20, 120: 12, 140: 15 });
    expect(slowBursts(dues, latencies, 11)).toEqual([
      { requests: [100, 101, 102, 120], start: 100, end: 151, worstMs: 50 },
      { requests: [140], start: 140, end: 155, worstMs: 15 },
    ]);
    expect(slowBursts(dues, latencies, 50)).toEqual([]);
  });
});

describe("slowMoments", () => {
  it("counts the requests over the bound, in bursts of requests due less than 20 ms apart", () => {
    // Due every 1 ms; slow at 100-104 ms (one burst), at 110 ms (the same: 6 ms after it), at 500 ms (another).
    const dues = Float64Array.from({ length: 1000 }, (_, i) => i);
    const latencies = new Float64Array(1000).fill(1.5);
    for (const at of [100, 101, 102, 103, 104, 110]) latencies[at] = 30 + at - 100;
    latencies[500] = 12;
    expect(slowMoments(dues, latencies, stallGoalMs(1.5))).toEqual({
      requests: 7,
      bursts: 2,
      worstMs: 40,
      kernelRuns: 0,
      kernelBursts: 0,
      kernelRequests: 0,
    });
    expect(slowMoments(dues, latencies, 100)).toEqual({
      requests: 0,
      bursts: 0,
      worstMs: 0,
      kernelRuns: 0,
      kernelBursts: 0,
      kernelRequests: 0,
    });
  });

  it("says which bursts began within 40 ms of a run of the kernel's memory monitor", () => {
    const dues = Float64Array.from({ length: 1000 }, (_, i) => i);
    const latencies = new Float64Array(1000).fill(1.5);
    // Bursts at 100, 300 and 700 ms; the monitor ran 130-150 ms (the first began 30 ms before
    // it was seen) and 640-655 ms (45 ms before the third: too far).
    for (const at of [100, 101, 300, 700]) latencies[at] = 25;
    const runs = [
      { from: 130, to: 150 },
      { from: 640, to: 655 },
    ];
    const flags = new Uint8Array(1000);
    expect(slowMoments(dues, latencies, 11, runs, flags)).toEqual({
      requests: 4,
      bursts: 3,
      worstMs: 25,
      kernelRuns: 2,
      kernelBursts: 1,
      kernelRequests: 2,
    });
    expect([...flags.keys()].filter((i) => flags[i])).toEqual([100, 101]);
  });

  it("finds a burst's first request in due order when a later one was answered before it", () => {
    // As recorded, in the order the answers came: the requests due at 100 ms (50 ms late) and at
    // 115 ms (20 ms late) are one burst, and the one due at 115 ms was answered first. The
    // kernel's monitor ran at 55-65 ms: within 40 ms of the burst's first request, not of 115 ms.
    const answered = [
      [99, 1.5],
      [115, 20],
      [100, 50],
      [200, 1.5],
    ];
    const dues = Float64Array.from(answered, ([due]) => due);
    const latencies = Float64Array.from(answered, ([, latency]) => latency);
    const runs = [{ from: 55, to: 65 }];
    expect(slowMoments(dues, latencies, 11, runs).kernelBursts).toBe(0);
    const [byDue, latencyByDue] = inDueOrder(dues, latencies);
    expect([...byDue]).toEqual([99, 100, 115, 200]);
    expect([...latencyByDue]).toEqual([1.5, 50, 20, 1.5]);
    expect(slowMoments(byDue, latencyByDue, 11, runs)).toMatchObject({ requests: 2, bursts: 1, kernelBursts: 1, kernelRequests: 2 });
  });

  it("bounds the stall goal at 4 times the p50 plus 5 ms", () => {
    expect(stallGoalMs(1.45)).toBe(10.8);
  });
});

describe("markReader", () => {
  it("calls each mark once its whole line has arrived, in order, and passes other lines by", () => {
    const seen: string[] = [];
    const read = markReader({ counting: () => seen.push("counting"), counted: () => seen.push("counted") });
    read("warming up\ncoun");
    expect(seen).toEqual([]);
    read("ting\n");
    expect(seen).toEqual(["counting"]);
    read(Buffer.from('counted\n{"rate":10}'));
    expect(seen).toEqual(["counting", "counted"]);
    read("\ncounting later\n");
    expect(seen).toEqual(["counting", "counted"]);
  });
});
