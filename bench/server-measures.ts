// What the benches share: a JSON call to the server as the signed-in admin, the server
// process's resident memory and CPU over a run, the machine's and PostgreSQL's CPU, the load
// average, a fresh PostgreSQL database, the database of a bench that measures a browser.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { isSmoke } from "./bench-mode";
import { postgresUrl, type Server } from "./start-server";

export const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");

export function rssBytes(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU seconds (user and system) the process has used so far; with `thread`, that thread's alone (the main one's id is the process's). */
export function cpuSeconds(pid: number, thread?: number): number {
  try {
    const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
    const fields = readFileSync(file, "utf8").split(") ")[1].split(" ");
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command), in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * The machine's CPU so far, in seconds of all its cores: busy (everything but idle and I/O
 * wait), in all, and the part of it the hypervisor gave to something else (steal).
 */
export function machineCpuSeconds(): { busy: number; total: number; steal: number } {
  // The first line of /proc/stat: "cpu user nice system idle iowait irq softirq steal ...", in ticks of 1/100 s.
  const ticks = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: (total - ticks[3] - ticks[4]) / 100, total: total / 100, steal: ticks[7] / 100 };
}

/** Shares of a core (main, others) or of the machine's cores (steal) over a paced load's counted seconds. */
export type CountedShares = { main: number; others: number; client: number; steal: number };

/**
 * Measures over exactly a paced load's counted seconds: pass `marks` to pacedLoadApart
 * (bench/paced-load.ts), then read `shares()`: the share of a core the server's main thread
 * (`pid`; none: 0) and its other threads used, the share of a core the paced client's process
 * used (when it runs apart; else 0), and the share of the machine's cores its hypervisor took
 * (steal). On a virtual machine whose host is busy, steal under load reached a fifth of the
 * cores: requests then wait for a CPU that no process here holds. On 2 cores the client counts
 * too: at 6,150 requests a second it used 30% of a core beside the server main thread's 57%.
 */
export function countedShares(pid?: number) {
  let clientPid: number | undefined;
  const read = () => ({
    at: performance.now(),
    main: pid === undefined ? 0 : cpuSeconds(pid, pid),
    all: pid === undefined ? 0 : cpuSeconds(pid),
    client: clientPid === undefined ? 0 : cpuSeconds(clientPid),
    machine: machineCpuSeconds(),
  });
  let from = read();
  let to: ReturnType<typeof read> | null = null;
  const share = (n: number) => Math.round(n * 100) / 100;
  return {
    marks: {
      client: (id: number) => void (clientPid = id),
      counting: () => void (from = read()),
      counted: () => void (to = read()),
    },
    shares(): CountedShares {
      const until = to ?? read();
      const seconds = (until.at - from.at) / 1000;
      const main = until.main - from.main;
      const machineSeconds = until.machine.total - from.machine.total;
      return {
        main: share(main / seconds),
        others: share((until.all - from.all - main) / seconds),
        client: share((until.client - from.client) / seconds),
        steal: machineSeconds > 0 ? share((until.machine.steal - from.machine.steal) / machineSeconds) : 0,
      };
    },
  };
}

/** This machine's PostgreSQL server processes (named "postgres") and the CPU seconds each has used so far. */
function postgresProcesses(): Map<number, number> {
  const found = new Map<number, number>();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") found.set(Number(pid), cpuSeconds(Number(pid)));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

/**
 * The CPU seconds this machine's PostgreSQL uses from now (0 when it does not run here).
 * Backends come and go with the pools, so each process is counted from when it was first
 * seen (from its start if it started after now) to when it was last seen: `sample()` it
 * often (a backend that ends loses only what it used since the last sample).
 */
export function postgresCpuMeter() {
  const baseline = postgresProcesses();
  const last = new Map(baseline);
  const sample = () => {
    for (const [pid, cpu] of postgresProcesses()) {
      if (!baseline.has(pid)) baseline.set(pid, 0);
      last.set(pid, cpu);
    }
  };
  return {
    sample,
    seconds: () => {
      sample();
      let sum = 0;
      for (const [pid, cpu] of last) sum += cpu - (baseline.get(pid) ?? 0);
      return sum;
    },
  };
}

/**
 * Samples the server's RSS every 100 ms from now: `start` in MB (taken at once), `now()` in MB,
 * `stop()` answers the peak in MB, never below `start` (one sample more as it stops).
 */
export function sampleRss(server: Server) {
  const read = () => rssBytes(server.child.pid!);
  const start = read();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, read())), 100);
  return {
    start: mb(start),
    now: () => mb(read()),
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, read());
      return mb(peak);
    },
  };
}

/**
 * A JSON request with the admin's cookie from the app's own origin (`origin`: the server's
 * BASE_URL when it is not `server.base`); a non-2xx answer throws with its body.
 */
export async function api(server: Server, cookie: string, method: string, url: string, body?: unknown, origin = server.base) {
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers: { "content-type": "application/json", origin, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * A brand-new database named `signet_bench_<label>_…` on the PostgreSQL server at `serverUrl`,
 * with a data directory for the server's files: `drop()` removes both.
 */
export async function freshBenchDatabase(serverUrl: string, label: string) {
  const name = `signet_bench_${label}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `signet-bench-${label}-`));
  return {
    name,
    url: url.toString(),
    dataDir,
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * The database of a bench that measures a browser rather than the server: PGlite in `dataDir`,
 * which its figures assume. A smoke run takes a fresh PostgreSQL database instead when one
 * answers: the server migrates and seeds it for about half the CPU, and that time is the test
 * run's. `drop` removes whichever it was.
 */
export async function browserBenchDatabase(
  label: string,
  dataDir: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  rmSync(dataDir, { recursive: true, force: true });
  const found = isSmoke ? await postgresUrl() : null;
  if (found?.url) {
    const fresh = await freshBenchDatabase(found.url, label);
    return { env: { DATABASE_URL: fresh.url, DATA_DIR: fresh.dataDir }, drop: () => fresh.drop() };
  }
  return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}
