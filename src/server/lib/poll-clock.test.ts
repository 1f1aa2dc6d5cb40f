import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pollClock } from "./poll-clock";

describe("pollClock", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("wakes each worker once a period, one at a time, evenly spread", () => {
    const woken: [number, string][] = [];
    const clock = pollClock(500, (id) => woken.push([Date.now(), id]));
    const start = Date.now();
    for (const id of ["a", "b", "c", "d"]) clock.add(id);
    vi.advanceTimersByTime(1000);
    clock.stop();
    // The first turn comes a period after the first worker (each fetched as it was added).
    expect(woken.map(([at, id]) => [at - start, id])).toEqual([
      [500, "a"],
      [625, "b"],
      [750, "c"],
      [875, "d"],
      [1000, "a"],
    ]);
  });

  it("takes in a worker added later at the next turn, and wakes nothing once stopped", () => {
    const woken: string[] = [];
    const clock = pollClock(400, (id) => woken.push(id));
    clock.add("a");
    vi.advanceTimersByTime(400);
    expect(woken).toEqual(["a"]);
    clock.add("b");
    // The next turn is a period after the last one (set before "b" came), then every 200 ms.
    vi.advanceTimersByTime(800);
    expect(woken).toEqual(["a", "b", "a", "b"]);
    clock.stop();
    vi.advanceTimersByTime(2000);
    expect(woken).toEqual(["a", "b", "a", "b"]);
    clock.add("c");
    vi.advanceTimersByTime(2000);
    expect(woken).toEqual(["a", "b", "a", "b"]);
  });
});
