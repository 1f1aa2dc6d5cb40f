// The kernel's memory monitor, watched from the paced client (bench/paced-load.ts). These
// virtual machines run DAMON (a kernel thread named kdamond): it samples the physical memory
// every 500 ms, for a "page out what nobody touched for a minute" rule of the host, and each
// sample keeps one of the 2 cores for 20 to 30 ms. A server and its client, which keep both
// cores busy at half a route's rate, queue requests behind it: bursts of slow requests every
// 540 ms or so, the bare server of the machine's floor included when its load is high enough.
// The watch reads each kdamond thread's CPU time every few milliseconds (a read of a small
// /proc file) and gives the moments it ran, so the bench can say which bursts began then.
// Where no such thread exists (another kernel, another machine), it sees nothing.
import { readdirSync, readFileSync } from "node:fs";

const EVERY_MS = 5;
// Increments of its CPU time this close together are one run.
const SAME_RUN_MS = 60;

/** A run of the monitor: first and last moment its CPU time was seen growing (ms on the caller's clock). */
export type KernelRun = { from: number; to: number };

function monitorStatFiles(): string[] {
  let pids: string[] = [];
  try {
    pids = readdirSync("/proc").filter((p) => /^\d+$/.test(p));
  } catch {
    return [];
  }
  return pids
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, "latin1").startsWith("kdamond");
      } catch {
        return false;
      }
    })
    .map((pid) => `/proc/${pid}/stat`);
}

/** The thread's user plus system CPU time, in clock ticks (0 when it is gone). */
function cpuTicks(statFile: string): number {
  try {
    const stat = readFileSync(statFile, "latin1");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Watches from now; `stop` answers the runs seen, on the clock `now` reads. */
export function watchKernelMonitor(now: () => number): { stop(): KernelRun[] } {
  const files = monitorStatFiles();
  if (files.length === 0) return { stop: () => [] };
  const runs: KernelRun[] = [];
  let last = files.map(cpuTicks);
  const timer = setInterval(() => {
    const ticks = files.map(cpuTicks);
    const grew = ticks.some((t, i) => t > last[i]);
    last = ticks;
    if (!grew) return;
    const at = now();
    const run = runs[runs.length - 1];
    if (run && at - run.to <= SAME_RUN_MS) run.to = at;
    else runs.push({ from: at, to: at });
  }, EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      return runs;
    },
  };
}
