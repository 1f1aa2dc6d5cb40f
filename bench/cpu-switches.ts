// Who had the CPUs, from the kernel's record of its task switches: record them during a bench
// with `perf record -k CLOCK_MONOTONIC -e sched:sched_switch -a -o perf.data` (the profiles' and
// the paced traces' clock), then `perf script -i perf.data -F comm,pid,tid,cpu,time,trace >
// switches.txt`. Every process and thread counts, the short-lived ones too, and the time no task
// ran ("idle"): where a paced load's late requests waited for a core, this says what had it.
import { closeSync, openSync, readSync } from "node:fs";

/** One task's time on a CPU: from one switch to it until the next switch away (µs, monotonic). */
type Slice = { task: string; from: number; to: number };

// "  node 11752/11756 [001]  2119.848114: prev_comm=node prev_pid=11756 ... ==> next_comm=... next_pid=0 ..."
const SWITCH = /^\s*.+?\s+(\d+)\/(\d+)\s+\[(\d+)\]\s+([\d.]+):\s+prev_comm=(.*?) prev_pid=(\d+) /;

/**
 * The slices of `perf script` output that overlap `from`..`to` (µs; all when not given); a task is
 * named "comm pid" for a process's first thread, "comm pid/tid" for another.
 */
export function cpuSlices(lines: Iterable<string>, from = -Infinity, to = Infinity): Slice[] {
  const slices: Slice[] = [];
  // The task a switch leaves had the CPU since that CPU's switch before (the record misses some
  // switches into a task from idle, never the switch out of it).
  const lastSwitch = new Map<string, number>();
  for (const line of lines) {
    const m = SWITCH.exec(line);
    if (!m) continue;
    const [, pid, , cpu, seconds, prevComm, prevTid] = m;
    const at = Math.round(Number(seconds) * 1e6);
    const since = lastSwitch.get(cpu);
    lastSwitch.set(cpu, at);
    if (since === undefined || at <= from || since >= to) continue;
    const task = prevTid === "0" ? "idle" : pid === prevTid ? `${prevComm} ${pid}` : `${prevComm} ${pid}/${prevTid}`;
    slices.push({ task, from: since, to: at });
  }
  return slices;
}

/** A file's lines, read a block at a time: a whole run's switches are more than one string can hold. */
export function* fileLines(file: string): Generator<string> {
  const fd = openSync(file, "r");
  const block = Buffer.alloc(16 << 20);
  let rest = "";
  try {
    for (let n = readSync(fd, block); n > 0; n = readSync(fd, block)) {
      const lines = (rest + block.toString("latin1", 0, n)).split("\n");
      rest = lines.pop()!;
      yield* lines;
    }
    if (rest) yield rest;
  } finally {
    closeSync(fd);
  }
}

/** Each task's time on the CPUs between `from` and `to` (µs), most first. */
export function onCpu(slices: Slice[], from: number, to: number): [string, number][] {
  const used = new Map<string, number>();
  for (const s of slices) {
    const us = Math.min(s.to, to) - Math.max(s.from, from);
    if (us > 0) used.set(s.task, (used.get(s.task) ?? 0) + us);
  }
  return [...used].sort((a, b) => b[1] - a[1]);
}
