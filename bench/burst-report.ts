// What each thread of a bench's server did during each stall burst of a paced load: run the HTTP
// bench with BENCH_CPU_PROF=<dir> (one CPU profile per thread: the main one, tsx's module hooks,
// the DOM thread) and BENCH_PACED_TRACE=<prefix> (each paced load's requests, named with its start
// on the profiles' clock), then
//   npx tsx bench/burst-report.ts <profile dir> <trace file> [goal ms, default 11]
// For every burst (late requests due close together, as the bench counts them: slowBursts in
// paced-load.ts; the worst over twice the goal) it
// prints, per thread busy in it, where the time went from 30 ms before the burst to its end: the
// collector, idle, the kernel's socket writes, PGlite, pg-boss, the server's own files by name,
// and the time with no sample at all (the thread, or the whole process, not running). A thread
// whose collections line up with a burst, or gaps in the main thread, name the cause to look at
// (decisions 073 to 075 were found this way). Several server processes write profiles into one
// directory: give each run a directory of its own.
// A fourth argument, the kernel's task switches recorded during the same run (bench/cpu-switches.ts
// says how), adds which processes and threads had the two cores in each burst: the server's
// threads, the paced client, PostgreSQL's backends, the kernel's, and how long they were idle.
// The profile directory may then be "-" (none). A burst where the server's main thread had a core
// all along is the server's own work; one where the client and the server together filled both
// cores is the machine's limit at that rate.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { cpuSlices, fileLines, onCpu } from "./cpu-switches";
import { slowBursts } from "./paced-load";

type Frame = { functionName: string; url: string };
type ProfileNode = { id: number; callFrame: Frame; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };
type Burst = { start: number; end: number; late: number; worst: number };

const BEFORE_US = 30_000;
const GAP_US = 3_000;
const NATIVE = new Set(["(idle)", "(garbage collector)", "(program)", "writev"]);
// The framework's own files every request passes through: their time is the request's, not a cause.
const ROUTINE = /lib\/(openapi|route-rules|remembering-router|close-after-refused-body|method-not-allowed)|http\/answer-headers/;

/** The trace file's bursts (its lines: due and latency in ms, in due order) whose worst request took over twice the goal. */
function bursts(traceFile: string, goalMs: number): Burst[] {
  const lines = readFileSync(traceFile, "utf8").trim().split("\n");
  const dues = new Float64Array(lines.length);
  const latencies = new Float64Array(lines.length);
  lines.forEach((line, i) => ([dues[i], latencies[i]] = line.split(" ").map(Number)));
  return slowBursts(dues, latencies, goalMs)
    .filter((b) => b.worstMs > 2 * goalMs)
    .map((b) => ({ start: b.start, end: b.end, late: b.requests.length, worst: b.worstMs }));
}

/** A sample's kind: a native state, PGlite, pg-boss, the first server file on its stack, or "js". */
function labeller(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  return (id: number): string => {
    const name = byId.get(id)!.callFrame.functionName;
    if (NATIVE.has(name)) return name;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const url = byId.get(at)!.callFrame.url;
      if (url.includes("@electric-sql/pglite")) return "PGlite";
      if (url.includes("pg-boss")) return "pg-boss";
      const own = /src\/server\/(.+)$/.exec(url)?.[1];
      if (own && !ROUTINE.test(own)) return own;
    }
    return "js";
  };
}

const ms = (us: number) => (us / 1000).toFixed(1);

function report(dir: string, traceFile: string, goalMs: number, switchesFile?: string) {
  // The paced load's start on the profiles' clock (µs) ends the trace file's name.
  const traceStart = Number(path.basename(traceFile).split(".").pop());
  const threads = (dir === "-" ? [] : readdirSync(dir))
    .filter((f) => f.endsWith(".cpuprofile"))
    .map((file) => {
      const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Profile;
      const times: number[] = [];
      let t = profile.startTime;
      for (const delta of profile.timeDeltas) times.push((t += delta));
      return { file, profile, times, label: labeller(profile) };
    });
  const found = bursts(traceFile, goalMs).map((burst) => ({
    ...burst,
    from: traceStart + burst.start * 1000 - BEFORE_US,
    to: traceStart + burst.end * 1000,
  }));
  if (found.length === 0) console.log(`no burst worse than ${2 * goalMs} ms`);
  // The switches of the bursts' time only: a whole run's are millions of slices.
  const slices =
    switchesFile && found.length
      ? cpuSlices(fileLines(switchesFile), Math.min(...found.map((b) => b.from)), Math.max(...found.map((b) => b.to)))
      : [];
  for (const { from, to, ...burst } of found) {
    console.log(`\nburst at ${burst.start.toFixed(0)} ms: ${burst.late} late requests, the worst ${burst.worst.toFixed(1)} ms`);
    if (switchesFile) {
      const used = onCpu(slices, from, to).slice(0, 10);
      console.log(`  on the CPUs (${ms(to - from)} ms, two cores): ${used.map(([task, us]) => `${task} ${ms(us)}`).join(", ")}`);
    }
    for (const { file, profile, times, label } of threads) {
      const spent = new Map<string, number>();
      let busy = 0;
      let gaps = 0;
      let previous: number | null = null;
      times.forEach((at, i) => {
        if (at < from || at > to) return;
        if (previous !== null && at - previous > GAP_US) gaps += at - previous;
        previous = at;
        const kind = label(profile.samples[i]);
        const us = profile.timeDeltas[i + 1] ?? 0;
        if (kind === "(idle)") return;
        busy += us;
        spent.set(kind, (spent.get(kind) ?? 0) + us);
      });
      if (busy < 2000) continue;
      const top = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 8);
      console.log(`  ${file}: busy ${ms(busy)} ms, no sample for ${ms(gaps)} ms; ${top.map(([k, us]) => `${k} ${ms(us)}`).join(", ")}`);
    }
  }
}

const [dir, traceFile, goal, switchesFile] = process.argv.slice(2);
if (!dir || !traceFile) {
  console.error("usage: npx tsx bench/burst-report.ts <profile dir | -> <trace file> [goal ms] [perf script of sched_switch]");
  process.exit(2);
}
report(dir, traceFile, Number(goal ?? 11), switchesFile);
