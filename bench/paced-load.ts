// An open-loop load at a fixed rate, for the latency of a route at a given share of its
// peak (bench/http.bench.ts). autocannon's own rate limit sends each second's quota as
// fast as it can and then waits for the next second, so at "half the peak" it measures
// bursts at full load. Here request i is due at start + i / rate, sent when due whatever
// the earlier ones are doing (on up to MAX_SOCKETS kept-alive connections), and its
// latency counts from when it was due, not from when a free connection sent it (as wrk2
// does): a stalled server shows in the figure instead of slowing the load down. The first
// WARMUP_SECONDS open the connections and are not counted (none in a smoke run, which judges nothing).
// pacedLoadApart runs it in a client process of its own (bench/paced-client.ts), as the figures
// need; a smoke run, which judges nothing, runs it here.
import { spawn } from "node:child_process";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { isSmoke } from "./bench-mode";

const MAX_SOCKETS = 64;
const WARMUP_SECONDS = isSmoke ? 0 : 1;

export type PacedFigures = { rate: number; measured: number; p50: number; p99: number; errors: number };

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function pacedLoad(url: string, headers: Record<string, string>, rate: number, seconds: number): Promise<PacedFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const total = Math.max(1, Math.round(rate * (seconds + WARMUP_SECONDS)));
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  let settled = 0;
  const start = performance.now();
  const counted = start + WARMUP_SECONDS * 1000;
  await new Promise<void>((resolve) => {
    const send = (due: number) => {
      const request = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on("end", () => {
          if (!res.statusCode || res.statusCode >= 400) errors++;
          else if (due >= counted) latencies.push(performance.now() - due);
          if (++settled === total) resolve();
        });
      });
      request.on("error", () => {
        errors++;
        if (++settled === total) resolve();
      });
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) send(start + (sent++ * 1000) / rate);
      if (sent < total) setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
    };
    tick();
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { rate, measured: latencies.length, p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), errors };
}

/** The paced load from a process of its own (bench/paced-client.ts): its collections are not the server's latency. */
export async function pacedLoadApart(url: string, headers: Record<string, string>, rate: number, seconds: number): Promise<PacedFigures> {
  if (isSmoke) return pacedLoad(url, headers, rate, seconds);
  const child = spawn(process.execPath, ["--import", "tsx", "bench/paced-client.ts", JSON.stringify({ url, headers, rate, seconds })], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  const last = output.trim().split("\n").pop() ?? "";
  if (code !== 0 || !last.startsWith("{")) throw new Error(`the paced client exited with ${code}:\n${output}`);
  return JSON.parse(last) as PacedFigures;
}
