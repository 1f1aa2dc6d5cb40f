// The machine's own floor for the paced figures (bench/http.bench.ts): the same paced client,
// at the same rate, against a bare node:http server in a process of its own that answers
// every request with 11 bytes of JSON. What that server's p99 shows is the machine's (its
// scheduling, the client sharing its cores), not Signet's; a route's stall beyond it is the
// server's own.
//
// The bare server's main thread is far less busy than Signet's at the same rate (about a fifth
// of a core against three fifths), and how busy a thread is decides how long a moment without a
// core keeps requests waiting. So the floor is taken twice: bare, and with the bare server
// spinning a fixed time on each request so that its main thread is as busy as the server's was
// (decision 090). A miss that this busy floor misses too, at the same rate and the same share of
// a core, is the machine's; one it stays within is the server's.
import { spawn } from "node:child_process";
import { pacedLoadApart, type PacedFigures } from "./paced-load";
import { countedShares } from "./server-measures";
import { isSmoke } from "./bench-mode";

// SPIN_US: microseconds of the process's CPU time spent before each answer (none: the bare
// floor); counted in CPU time, not wall time, so a thread that loses its core meanwhile still
// does the whole of it, as a server's work would.
const BARE_SERVER = `
const spin = Number(process.env.SPIN_US || 0);
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
const server = require("node:http").createServer((req, res) => {
  if (spin > 0) for (const end = cpu() + spin; cpu() < end; );
  res.writeHead(200, { "content-type": "application/json" });
  res.end('{"ok":true}');
});
server.keepAliveTimeout = 65000;
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;

/** The bare server in a process of its own, spinning `spinMicros` of CPU on each request. */
export async function startBareServer(spinMicros = 0): Promise<{ url: string; pid: number; stop(): void }> {
  const child = spawn(process.execPath, ["-e", BARE_SERVER], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, SPIN_US: String(spinMicros) },
  });
  let output = "";
  child.stderr.on("data", (d) => (output += d));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (d) => resolve(Number(String(d).trim())));
    child.once("exit", (code) => reject(new Error(`the bare server exited with ${code}:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid!, stop: () => void child.kill() };
}

/** A floor's paced figures, the share of a core its server's main thread used, and the steal meanwhile. */
export type Floor = PacedFigures & { spinMicros: number; main: number; steal: number };

/**
 * The paced client at `rate` against the bare server, which spins `spinMicros` on each request
 * (0: bare). `main`: the share of a core the bare server's main thread used over the counted
 * seconds; `steal`: the share of the machine's cores its hypervisor took meanwhile.
 */
export async function machineFloor(rate: number, seconds: number, spinMicros = 0): Promise<Floor> {
  const bare = await startBareServer(spinMicros);
  try {
    const counted = countedShares(bare.pid);
    const figures = await pacedLoadApart({ url: bare.url, headers: {}, rate, seconds }, counted.marks);
    const { main, steal } = counted.shares();
    return { ...figures, spinMicros, main, steal };
  } finally {
    bare.stop();
  }
}

/**
 * The spin per request that brings a main thread measured at `bareShare` of a core at `rate`
 * requests a second to `targetShare` (whole microseconds; none when it is already as busy).
 */
export function spinToReach(targetShare: number, bareShare: number, rate: number): number {
  return rate > 0 ? Math.max(0, Math.round(((targetShare - bareShare) / rate) * 1e6)) : 0;
}

/**
 * The spin that a first take suggests: `spin` made the share `share` (from `bareShare` with none),
 * so the share grows by (share - bareShare) / spin a microsecond; the spin for `targetShare` on
 * that line (whole microseconds; `spin` again when the take shows no growth).
 */
export function spinFromTake(targetShare: number, bareShare: number, spin: number, share: number): number {
  const perMicro = (share - bareShare) / spin;
  return perMicro > 0 ? Math.max(0, Math.round((targetShare - bareShare) / perMicro)) : spin;
}

// How far from its target a busy floor's share may land before it is taken again.
export const BUSY_TOLERANCE = 0.05;

/**
 * The floor at `rate` with the bare server's main thread as busy as `targetShare` of a core,
 * from the bare floor's share. The spin is first estimated from the rate; a thread's cost per
 * request is not quite that of the spin alone (a busier thread answered 6 to 14 points above the
 * estimate here), so a take off by more than 5 points is taken again with the spin its result
 * suggests, once; the last take is the one kept.
 */
export async function busyMachineFloor(
  rate: number,
  seconds: number,
  targetShare: number,
  bareShare: number,
): Promise<Floor & { takes: number }> {
  const first = await machineFloor(rate, seconds, spinToReach(targetShare, bareShare, rate));
  if (first.spinMicros === 0 || Math.abs(first.main - targetShare) <= BUSY_TOLERANCE || isSmoke) return { ...first, takes: 1 };
  const again = await machineFloor(rate, seconds, spinFromTake(targetShare, bareShare, first.spinMicros, first.main));
  return { ...again, takes: 2 };
}

export type Steadiness = { slots: number; slowSlots: number; slowestShare: number };

/**
 * How steadily this machine gives a busy thread its CPU: one thread counts fixed work in each
 * 100 ms slot for `seconds`, with nothing else of the bench running. A slot under 70% of the
 * median count lost CPU time to something outside this process (on these virtual machines,
 * the host): requests waiting through such a slot show in any server's p99.
 */
export function machineSteadiness(seconds: number): Steadiness {
  const counts: number[] = [];
  let x = 0;
  for (let slot = 0; slot < Math.max(1, Math.round(seconds * 10)); slot++) {
    const end = performance.now() + 100;
    let n = 0;
    while (performance.now() < end) {
      for (let i = 0; i < 1000; i++) x = (x * 31 + i) | 0;
      n++;
    }
    counts.push(n);
  }
  if (x === 42) counts.push(0); // keeps the arithmetic from being optimised away
  const sorted = [...counts].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return {
    slots: counts.length,
    slowSlots: counts.filter((n) => n < 0.7 * median).length,
    slowestShare: Math.round((sorted[0] / median) * 100) / 100,
  };
}
