// An open-loop load at a fixed rate, for the latency of a route at a given share of its
// peak (bench/http.bench.ts). autocannon's own rate limit sends each second's quota as
// fast as it can and then waits for the next second, so at "half the peak" it measures
// bursts at full load. Here request i is due at start + i / rate, sent when due whatever
// the earlier ones are doing (on up to MAX_SOCKETS kept-alive connections, one request in
// flight on each), and its latency counts from when it was due, not from when a free
// connection sent it (as wrk2 does): a stalled server shows in the figure instead of slowing
// the load down. The first PACED_WARMUP_SECONDS open the connections and are not counted (none in
// a smoke run, which judges nothing): 3 s, because the first one and a half seconds of a new
// paced load against the server (not against the bare floor) held bursts of up to 4,000 late
// requests, with or without a pause after the full load before it (decision 077; wrk2 leaves out
// its first 10 s the same way).
//
// The client writes one prepared request buffer per request on raw sockets and reads only
// the status line and the body's length (decision 063). The client shares the machine's
// 2 cores with the server, so its own cost shows in the server's figures: with node:http's
// client (a request object, parsed headers and a response stream per request), a bare
// node:http server had a p99 of 11 to 20 ms at 3,000 requests a second; with this one, 2 to 3.6 ms.
// pacedLoadApart runs it in a client process of its own (bench/paced-client.ts), as the figures
// need; a smoke run, which judges nothing, runs it here.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import net from "node:net";
import { performance } from "node:perf_hooks";
import { isSmoke } from "./bench-mode";
import { watchKernelMonitor, type KernelRun } from "./kernel-monitor";
import { sharesOver, watchMainThread, type ThreadShares } from "./thread-times";
import type { Target } from "./http-load";

const MAX_SOCKETS = 64;
export const PACED_WARMUP_SECONDS = isSmoke ? 0 : 3;
// A socket left idle this long is closed by the client before it is reused, so a server's
// keep-alive timeout (5 s in Node's default) never closes one under a request.
const IDLE_REUSE_MS = 4000;

/**
 * Requests over the stall goal, in bursts: a burst is slow requests due less than
 * BURST_GAP_MS apart. A few long bursts are a few moments the server (or the machine) stopped;
 * many short ones, a steady tail. `kernelRuns`: how often the kernel's memory monitor ran
 * during the load (bench/kernel-monitor.ts); `kernelBursts`: the bursts that began while it ran.
 */
export type SlowMoments = {
  requests: number;
  bursts: number;
  worstMs: number;
  kernelRuns: number;
  kernelBursts: number;
  /** The slow requests of those bursts. */
  kernelRequests: number;
};
/**
 * `p99Apart`: the p99 of the requests outside the bursts that began while the kernel's memory
 * monitor ran. `mainThread`: what the server's main thread did (bench/thread-times.ts) while the
 * bursts lasted and over the counted seconds; null when the run named no server process.
 */
export type PacedFigures = {
  rate: number;
  measured: number;
  p50: number;
  p99: number;
  p99Apart: number;
  errors: number;
  over: SlowMoments;
  mainThread: { inBursts: ThreadShares | null; counted: ThreadShares | null } | null;
};

/** The stall goal at half load: a p99 within 4 times the p50 plus 5 ms. */
export const stallGoalMs = (p50: number) => Math.round((4 * p50 + 5) * 10) / 10;
const BURST_GAP_MS = 20;
// A burst began while the kernel's monitor ran if its first slow request was due this close to
// a run: the request in hand when the core was taken is already late, and the run is seen a
// sample (and a clock tick) after it began.
const KERNEL_RUN_MARGIN_MS = 40;

/**
 * The requests' due times and latencies sorted by due time. A load records each request as its
 * answer comes, so a late one comes after the later ones that overtook it on other connections;
 * bursts are found in due order.
 */
export function inDueOrder(dues: Float64Array, latencies: Float64Array): [Float64Array, Float64Array] {
  const order = Array.from({ length: dues.length }, (_, i) => i).sort((a, b) => dues[a] - dues[b]);
  return [Float64Array.from(order, (i) => dues[i]), Float64Array.from(order, (i) => latencies[i])];
}

/** Slow requests due less than BURST_GAP_MS apart: their indices (in due order), when the first was due and the last answered. */
export type Burst = { requests: number[]; start: number; end: number; worstMs: number };

/** The requests (due times and latencies, in due order, ms from the load's start) slower than `overMs`, in bursts. */
export function slowBursts(dues: Float64Array, latencies: Float64Array, overMs: number): Burst[] {
  const found: Burst[] = [];
  let lastDue = -Infinity;
  for (let i = 0; i < latencies.length; i++) {
    if (latencies[i] <= overMs) continue;
    if (dues[i] - lastDue >= BURST_GAP_MS) found.push({ requests: [], start: dues[i], end: 0, worstMs: 0 });
    const burst = found[found.length - 1];
    burst.requests.push(i);
    burst.end = Math.max(burst.end, dues[i] + latencies[i]);
    burst.worstMs = Math.max(burst.worstMs, latencies[i]);
    lastDue = dues[i];
  }
  return found;
}

/**
 * slowBursts, counted; `runs`: when the kernel's memory monitor ran, on the same clock.
 * `inKernelBurst`, when given, is set to 1 for each request of a burst that began while it ran.
 */
export function slowMoments(
  dues: Float64Array,
  latencies: Float64Array,
  overMs: number,
  runs: KernelRun[] = [],
  inKernelBurst?: Uint8Array,
): SlowMoments {
  const bursts = slowBursts(dues, latencies, overMs);
  let kernelBursts = 0;
  let kernelRequests = 0;
  for (const burst of bursts) {
    if (!runs.some((r) => burst.start >= r.from - KERNEL_RUN_MARGIN_MS && burst.start <= r.to + KERNEL_RUN_MARGIN_MS)) continue;
    kernelBursts++;
    kernelRequests += burst.requests.length;
    if (inKernelBurst) for (const i of burst.requests) inKernelBurst[i] = 1;
  }
  return {
    requests: bursts.reduce((sum, burst) => sum + burst.requests.length, 0),
    bursts: bursts.length,
    worstMs: Math.round(bursts.reduce((worst, burst) => Math.max(worst, burst.worstMs), 0)),
    kernelRuns: runs.length,
    kernelBursts,
    kernelRequests,
  };
}

function percentile(sorted: Float64Array, p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Where the response that starts `buf` ends, with its status; null while it is incomplete. */
export function responseEnd(buf: Buffer): { end: number; status: number } | null {
  const headEnd = buf.indexOf("\r\n\r\n");
  if (headEnd < 0) return null;
  const head = buf.toString("latin1", 0, headEnd);
  const status = Number(head.slice(9, 12));
  const bodyStart = headEnd + 4;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buf.length >= end ? { end, status } : null;
  }
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) return { end: bodyStart, status };
  // Chunked: size line, data, CRLF, until the zero-size chunk and the empty trailer.
  let at = bodyStart;
  for (;;) {
    const lineEnd = buf.indexOf("\r\n", at);
    if (lineEnd < 0) return null;
    const size = parseInt(buf.toString("latin1", at, lineEnd), 16);
    if (size === 0) {
      const trailerEnd = buf.indexOf("\r\n\r\n", lineEnd);
      return trailerEnd < 0 ? null : { end: trailerEnd + 4, status };
    }
    at = lineEnd + 2 + size + 2;
    if (at > buf.length) return null;
  }
}

type Connection = { socket: net.Socket; due: number; busy: boolean; lastUsed: number; pending: Buffer | null };

/**
 * `marks`: called when the counted part begins (the first counted request is due) and when its
 * last request has answered, so a caller can measure the server over exactly those seconds.
 */
export type CountMarks = {
  counting?: () => void;
  counted?: () => void;
  /** Told the paced client's process id when it runs apart (pacedLoadApart), to measure its CPU too. */
  client?: (pid: number) => void;
};

/**
 * One paced load: `rate` GETs a second of `url` with `headers`, counted over `seconds` after the
 * warm-up. `serverPid`: the server's process, whose main thread is watched meanwhile.
 */
export type PacedRun = Target & { rate: number; seconds: number; serverPid?: number };

export async function pacedLoad({ url, headers, rate, seconds, serverPid }: PacedRun, marks: CountMarks = {}): Promise<PacedFigures> {
  const target = new URL(url);
  const request = Buffer.from(
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nhost: ${target.host}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("") +
      "\r\n",
  );
  const total = Math.max(1, Math.round(rate * (seconds + PACED_WARMUP_SECONDS)));
  const latencies = new Float64Array(total);
  // When each counted request was due (ms from the start), for the slow moments.
  const dues = new Float64Array(total);
  let measured = 0;
  let errors = 0;
  let sent = 0;
  let settled = 0;
  let open = 0;
  const idle: Connection[] = [];
  const waiting: number[] = [];
  const all = new Set<Connection>();
  const start = performance.now();
  // The same clock as a server's `node --cpu-prof` timestamps (µs), to find a slow moment there.
  const startMonotonicUs = process.hrtime.bigint() / 1000n;
  const counted = start + PACED_WARMUP_SECONDS * 1000;
  const kernelMonitor = watchKernelMonitor(() => performance.now() - start);
  const mainThreadWatch = serverPid ? watchMainThread(serverPid, () => performance.now() - start) : null;
  const countingTimer = marks.counting && setTimeout(marks.counting, PACED_WARMUP_SECONDS * 1000);
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));

  const settle = (due: number, ok: boolean) => {
    if (!ok) errors++;
    else if (due >= counted) {
      latencies[measured] = performance.now() - due;
      dues[measured++] = due - start;
    }
    if (++settled === total) finish();
  };
  const sendOn = (c: Connection, due: number) => {
    c.due = due;
    c.busy = true;
    c.socket.write(request);
  };
  const release = (c: Connection) => {
    const due = waiting.shift();
    if (due !== undefined) return sendOn(c, due);
    c.lastUsed = performance.now();
    idle.push(c);
  };
  const connect = (): Connection => {
    open++;
    const socket = net.connect(Number(target.port), target.hostname);
    socket.setNoDelay(true);
    const c: Connection = { socket, due: 0, busy: false, lastUsed: 0, pending: null };
    all.add(c);
    socket.on("data", (chunk: Buffer) => {
      c.pending = c.pending ? Buffer.concat([c.pending, chunk]) : chunk;
      const response = responseEnd(c.pending);
      if (!response) return;
      c.pending = c.pending.length > response.end ? c.pending.subarray(response.end) : null;
      c.busy = false;
      settle(c.due, response.status > 0 && response.status < 400);
      release(c);
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      open--;
      all.delete(c);
      const at = idle.indexOf(c);
      if (at >= 0) idle.splice(at, 1);
      if (c.busy) {
        c.busy = false;
        settle(c.due, false);
      }
    });
    return c;
  };
  const freeConnection = () => {
    for (let c = idle.pop(); c; c = idle.pop()) {
      if (performance.now() - c.lastUsed < IDLE_REUSE_MS) return c;
      c.socket.destroy();
    }
    return open < MAX_SOCKETS ? connect() : null;
  };
  const send = (due: number) => {
    const c = freeConnection();
    if (c) sendOn(c, due);
    else waiting.push(due);
  };
  const tick = () => {
    const now = performance.now();
    while (sent < total && start + (sent * 1000) / rate <= now) send(start + (sent++ * 1000) / rate);
    if (sent < total) setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
  };
  tick();
  await finished;
  marks.counted?.();
  clearTimeout(countingTimer);
  // The runs of the counted part only, as the bursts are.
  const kernelRuns = kernelMonitor.stop().filter((r) => r.to >= counted - start);
  const mainThreadSamples = mainThreadWatch?.stop();
  for (const c of all) c.socket.destroy();
  const [byDue, latencyByDue] = inDueOrder(dues.subarray(0, measured), latencies.subarray(0, measured));
  if (process.env.BENCH_PACED_TRACE) writeTrace(`${process.env.BENCH_PACED_TRACE}.${startMonotonicUs}`, byDue, latencyByDue);
  const sorted = latencyByDue.slice().sort();
  const round = (n: number) => Math.round(n * 100) / 100;
  const p50 = round(percentile(sorted, 50));
  // Counted over the same bound the bench prints (from the rounded p50).
  const inKernelBurst = new Uint8Array(measured);
  const over = slowMoments(byDue, latencyByDue, stallGoalMs(p50), kernelRuns, inKernelBurst);
  const apart = latencyByDue.filter((_, i) => !inKernelBurst[i]).sort();
  // Each burst from when its first request was due to when its last answered.
  const mainThread = mainThreadSamples
    ? {
        inBursts: sharesOver(
          mainThreadSamples,
          slowBursts(byDue, latencyByDue, stallGoalMs(p50)).map((b) => ({ from: b.start, to: b.end })),
        ),
        counted: sharesOver(mainThreadSamples, [{ from: counted - start, to: performance.now() - start }]),
      }
    : null;
  return { rate, measured, p50, p99: round(percentile(sorted, 99)), p99Apart: round(percentile(apart, 99)), errors, over, mainThread };
}

/** One line per counted request: when it was due (ms from the start) and its latency (ms). */
function writeTrace(file: string, dues: Float64Array, latencies: Float64Array) {
  const lines: string[] = [];
  for (let i = 0; i < dues.length; i++) lines.push(`${dues[i].toFixed(2)} ${latencies[i].toFixed(2)}`);
  writeFileSync(file, `${lines.join("\n")}\n`);
}

/** The client's lines that mark its counted part (bench/paced-client.ts), each alone on a line. */
export const COUNT_MARK_LINES = { counting: "counting", counted: "counted" } as const;

/**
 * Reads the client's output as it arrives and calls each mark when its line is complete, so the
 * caller reads the server's CPU counters then (a line may arrive in pieces; other lines pass).
 */
export function markReader(marks: CountMarks): (chunk: Buffer | string) => void {
  let partial = "";
  return (chunk) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (line === COUNT_MARK_LINES.counting) marks.counting?.();
      else if (line === COUNT_MARK_LINES.counted) marks.counted?.();
    }
  };
}

/** The paced load from a process of its own (bench/paced-client.ts): its collections are not the server's latency. */
export async function pacedLoadApart(run: PacedRun, marks: CountMarks = {}): Promise<PacedFigures> {
  if (isSmoke) return pacedLoad(run, marks);
  const child = spawn(process.execPath, ["--import", "tsx", "bench/paced-client.ts", JSON.stringify(run)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid !== undefined) marks.client?.(child.pid);
  let output = "";
  const readMarks = markReader(marks);
  child.stdout.on("data", (d: Buffer) => {
    output += d;
    readMarks(d);
  });
  child.stderr.on("data", (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  const last = output.trim().split("\n").pop() ?? "";
  if (code !== 0 || !last.startsWith("{")) throw new Error(`the paced client exited with ${code}:\n${output}`);
  return JSON.parse(last) as PacedFigures;
}
