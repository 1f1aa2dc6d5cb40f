import { existsSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { sharesOver, watchMainThread, type ThreadSample } from "./thread-times";

const at = (ms: number, run: number, wait: number): ThreadSample => ({ at: ms, run, wait });

describe("sharesOver", () => {
  const samples = [at(0, 0, 0), at(10, 5, 1), at(20, 15, 1), at(30, 16, 9), at(40, 26, 9)];

  it("gives the run and wait shares of the wall time between the samples around a window", () => {
    expect(sharesOver(samples, [{ from: 10, to: 20 }])).toEqual({ run: 1, wait: 0 });
    expect(sharesOver(samples, [{ from: 20, to: 30 }])).toEqual({ run: 0.1, wait: 0.8 });
    // Widened to the samples before and after: 10 to 30.
    expect(sharesOver(samples, [{ from: 12, to: 28 }])).toEqual({ run: 0.55, wait: 0.4 });
  });

  it("takes several windows together, weighted by their lengths", () => {
    expect(
      sharesOver(samples, [
        { from: 10, to: 20 },
        { from: 20, to: 40 },
      ]),
    ).toEqual({ run: 21 / 30, wait: 8 / 30 });
  });

  it("gives nothing without two samples or without time between them", () => {
    expect(sharesOver([at(0, 0, 0)], [{ from: 0, to: 10 }])).toBeNull();
    expect(sharesOver(samples, [{ from: 50, to: 60 }])).toBeNull();
  });
});

describe("watchMainThread", () => {
  it("samples a process's main thread: its run time grows while it works, and run and wait fit in the wall time", () => {
    if (!existsSync(`/proc/${process.pid}/task/${process.pid}/schedstat`)) return; // no schedstat on this kernel
    const start = performance.now();
    const watch = watchMainThread(process.pid, () => performance.now() - start);
    const cpu = process.cpuUsage();
    while (process.cpuUsage(cpu).user < 20_000); // 20 ms of this thread's work
    const samples = watch.stop();
    expect(samples.length).toBeGreaterThanOrEqual(2);
    const first = samples[0];
    const last = samples[samples.length - 1];
    expect(last.run).toBeGreaterThan(first.run);
    // The kernel brings the counters up to date at its clock ticks and task switches: a reading
    // may lag by a tick (4 ms at 250 Hz), so the two readings' difference by up to two.
    expect(last.run - first.run + (last.wait - first.wait)).toBeLessThanOrEqual(last.at - first.at + 10);
  });

  it("sees nothing of a process that doesn't exist", () => {
    const watch = watchMainThread(2 ** 22 + 1, () => 0);
    expect(watch.stop()).toEqual([]);
  });
});
