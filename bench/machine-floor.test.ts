import { describe, expect, it } from "vitest";
import { spinFromTake, spinToReach, startBareServer } from "./machine-floor";
import { cpuSeconds } from "./server-measures";

describe("spinToReach", () => {
  it("adds the missing share of a core, spread over the requests of a second", () => {
    // From a fifth of a core to three fifths at 8,000 requests a second: 50 µs each.
    expect(spinToReach(0.6, 0.2, 8000)).toBe(50);
    expect(spinToReach(0.73, 0.24, 7526)).toBe(65);
  });

  it("adds nothing to a thread already as busy, or without requests", () => {
    expect(spinToReach(0.2, 0.3, 8000)).toBe(0);
    expect(spinToReach(0.6, 0.2, 0)).toBe(0);
  });
});

describe("startBareServer", () => {
  // CPU time, not wall time: the same whatever else the machine is doing.
  const cpuOfRequests = async (spinMicros: number, requests: number) => {
    const bare = await startBareServer(spinMicros);
    try {
      const first = await fetch(bare.url);
      expect(await first.json()).toEqual({ ok: true });
      const before = cpuSeconds(bare.pid);
      for (let i = 0; i < requests; i++) await (await fetch(bare.url)).text();
      return cpuSeconds(bare.pid) - before;
    } finally {
      bare.stop();
    }
  };

  it("spends the given CPU time on each request before it answers", async () => {
    const spinning = await cpuOfRequests(10_000, 20);
    const bare = await cpuOfRequests(0, 20);
    // 20 requests of 10 ms each: at least 0.2 s of the process's CPU, counted in ticks of 10 ms.
    expect(spinning).toBeGreaterThanOrEqual(0.19);
    expect(spinning).toBeGreaterThan(bare + 0.1);
  });
});

describe("spinFromTake", () => {
  it("follows the line through the bare share and the first take", () => {
    // 50 µs took a fifth of a core to seven tenths: a hundredth a microsecond, 40 µs for three fifths.
    expect(spinFromTake(0.6, 0.2, 50, 0.7)).toBe(40);
    expect(spinFromTake(0.6, 0.2, 20, 0.4)).toBe(40);
  });

  it("keeps the spin when the take shows no growth", () => {
    expect(spinFromTake(0.6, 0.2, 50, 0.2)).toBe(50);
  });
});
