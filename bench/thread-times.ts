// The server's main thread, watched from the paced client (bench/paced-load.ts): every few
// milliseconds it reads the thread's schedstat in /proc (the time it has run on a CPU and the
// time it has waited, runnable, for one), so the bench can say what the main thread did while a
// burst of slow requests lasted. A main thread that mostly ran was working through the requests
// (its own work, a collection of its heap, or a backlog); one that waited for a core lost it to
// something else on the machine (the paced client, the kernel's memory monitor, PostgreSQL, the
// hypervisor). The kernel brings those counters up to date at its clock ticks and task switches,
// so a reading may lag by a tick (4 ms at 250 Hz): over a burst of 20 ms the shares are rough,
// over all of a load's bursts together less so. Where the file can't be read (another kernel, a
// process gone), it sees nothing.
import { readFileSync } from "node:fs";

const EVERY_MS = 5;

/** The thread's run and wait times (ms, from the kernel) when read at `at` (ms on the caller's clock). */
export type ThreadSample = { at: number; run: number; wait: number };
/** Shares of the wall time: ran on a CPU, waited runnable for one. */
export type ThreadShares = { run: number; wait: number };

function readSchedstat(file: string): { run: number; wait: number } | null {
  try {
    const [run, wait] = readFileSync(file, "latin1").split(" ").map(Number);
    return Number.isFinite(run) && Number.isFinite(wait) ? { run: run / 1e6, wait: wait / 1e6 } : null;
  } catch {
    return null;
  }
}

/** Watches the main thread of process `pid` from now; `stop` answers its samples, on the clock `now` reads. */
export function watchMainThread(pid: number, now: () => number): { stop(): ThreadSample[] } {
  const file = `/proc/${pid}/task/${pid}/schedstat`;
  if (!readSchedstat(file)) return { stop: () => [] };
  const samples: ThreadSample[] = [];
  const sample = () => {
    const read = readSchedstat(file);
    if (read) samples.push({ at: now(), ...read });
  };
  sample();
  const timer = setInterval(sample, EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return samples;
    },
  };
}

/** The last sample at or before `at` (the first when none is), by binary search: samples are in time order. */
function sampleAt(samples: ThreadSample[], at: number): ThreadSample {
  let low = 0;
  let high = samples.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (samples[mid].at <= at) low = mid;
    else high = mid - 1;
  }
  return samples[low];
}

/**
 * The thread's run and wait shares over `windows` (ms on the samples' clock) taken together, each
 * window widened to the samples around it; null without two samples or any time between them.
 */
export function sharesOver(samples: ThreadSample[], windows: { from: number; to: number }[]): ThreadShares | null {
  if (samples.length < 2) return null;
  let wall = 0;
  let run = 0;
  let wait = 0;
  for (const window of windows) {
    const first = sampleAt(samples, window.from);
    const last = samples.find((s) => s.at >= window.to) ?? samples[samples.length - 1];
    if (last.at <= first.at) continue;
    wall += last.at - first.at;
    run += last.run - first.run;
    wait += last.wait - first.wait;
  }
  return wall > 0 ? { run: run / wall, wait: wait / wall } : null;
}
