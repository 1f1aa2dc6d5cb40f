// HTTP benchmark of signed-in requests (npm run bench). For each database
// (embedded PGlite always; PostgreSQL too when TEST_DATABASE_URL, DATABASE_URL or 127.0.0.1:5432
// answers; a smoke run, PostgreSQL alone when it answers) it starts the real server (`src/server/index.ts`, production mode, demo data)
// on a free port, signs in the demo member (and the demo admin for the admin lists) and
// loads each route with autocannon at a fixed concurrency after a warm-up. It prints req/s, p50 and p99 per route, the ratio to
// /api/health measured in slices alternating with the route's (this machine's speed changes from minute to minute) and the p50 and p99 at half the route's own peak rate (an open-loop load at a fixed
// rate from a client process of its own, bench/paced-load.ts) with the share of a core the server's main thread used over its counted seconds, the paced client's own share, and the share of the machine's cores its hypervisor took meanwhile (steal), the goals a route misses (a signed-in read under 0.5 of health,
// tracking under 0.25, a p99 at half load over 4 times its p50 plus 5 ms), the load averages
// before and after, the machine's steadiness (how often a busy thread loses CPU time to
// something outside it, bench/machine-floor.ts), the machine's floor for the paced figures (the same
// paced client against a bare node:http server at health's half rate, bench/machine-floor.ts, with
// the steal during it), the same floor with that server's main thread kept as busy as the server's
// was on health (decision 090), and at the end one JSON line with every figure and the gzipped
// size of the first page's entry chunk.
// A stall miss also says how many of its bursts began while the kernel's memory monitor ran
// (kdamond, every 540 ms or so on these machines, taking a core for 20 to 30 ms:
// bench/kernel-monitor.ts, decision 072), and the p99 without those bursts' requests, and
// what the server's main thread did while the bursts lasted: the share of that time it ran and
// the share it waited for a core, beside the same over the counted seconds (bench/thread-times.ts).
// A paced load that missed the stall goal while the hypervisor took a tenth of the cores or
// more is printed, set aside and taken again, up to three takes; the last is judged (decision 085).
// On PostgreSQL it then runs two server processes behind a TCP balancer against one, and
// checks counts, caps and a request limit across the two (bench/two-processes.ts).
// PostgreSQL: TEST_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432
// (a fresh database is created there for the run and dropped after it).
//
// Figures depend on the machine and on what else runs on it: compare the ratios of one
// run, not absolute numbers across runs. Settings:
// - BENCH_SECONDS (default 8): each measurement's length;
// - BENCH_CPU_PROF=<dir>: the server runs under `node --cpu-prof` and leaves its profiles there;
// - BENCH_PACED_TRACE=<path prefix>: each paced load's requests (when due, ms from its start,
//   and latency), one file each, named with its start on the profiles' clock (µs), to find a
//   slow moment in the server's profile (with BENCH_CPU_PROF, `bench/burst-report.ts` prints what
//   each of the server's threads did in each burst; given the kernel's task switches recorded by
//   perf during the run, bench/cpu-switches.ts, also which processes had the two cores);
// - BENCH_SERVER_LOG=<file>: the server's output, appended as it stops (e.g. with
//   BENCH_NODE_FLAGS=--trace-gc);
// - BENCH_ROUTES=/api/health,/api/signature: only those (health always comes first: the
//   ratios need it), e.g. to profile one route.
// "/api/team (key)" is the admin's team list read with a read API key (Authorization: Bearer)
// instead of the session cookie: the key's hash looked up, its company and scope checked.
// "/r/{token}" follows the demo member's tracked campaign link in their rendered
// signature with a browser's user agent: a signed-token check, a counted click (gathered with
// the process's other events and written in batches, decision 051) and a 302, against
// /api/health in the same run. "/i/{token}" loads the banner of the same signature: a counted
// impression and a 302 to the bundled image.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { isSmoke } from "./bench-mode";
import { entryChunkGzipBytes } from "./entry-chunk";
import { BUSY_TOLERANCE, busyMachineFloor, machineFloor, machineSteadiness, type Floor } from "./machine-floor";
import { PACED_WARMUP_SECONDS, pacedLoadApart, stallGoalMs, type PacedFigures, type PacedRun, type SlowMoments } from "./paced-load";
import { countedShares, type CountedShares } from "./server-measures";
import { postgresUrl, startServer } from "./start-server";
import { benchTwoProcesses, printTwo, type TwoProcesses } from "./two-processes";
import {
  ADMIN,
  CONNECTIONS,
  IMPRESSION_ROUTE,
  MEMBER,
  SECONDS,
  TRACKING_ROUTE,
  SLICES,
  WARMUP_SECONDS,
  headersFor,
  loadAverages,
  pairedLoads,
  signIn,
  trackingPaths,
  warmUp,
} from "./http-load";

// The member's page-load reads and lists, then the admin's lists (signed in as the demo admin).
const MEMBER_ROUTES = ["/api/health", "/api/session", "/api/me", "/api/signature", "/api/offices", "/api/departments"];
const ADMIN_ROUTES = ["/api/team", "/api/templates", "/api/campaigns", "/api/audit-log"];
const SIGNED_IN_ROUTES = [...MEMBER_ROUTES, ...ADMIN_ROUTES];
const KEY_ROUTE = "/api/team (key)";
const TRACKING_ROUTES = [TRACKING_ROUTE, IMPRESSION_ROUTE];
const ALL_ROUTES = [...SIGNED_IN_ROUTES, KEY_ROUTE, ...TRACKING_ROUTES];
const ROUTES = process.env.BENCH_ROUTES
  ? ["/api/health", ...process.env.BENCH_ROUTES.split(",").filter((r) => r !== "/api/health" && ALL_ROUTES.includes(r))]
  : ALL_ROUTES;

type HalfRate = Pick<PacedFigures, "rate" | "p50" | "p99" | "p99Apart" | "over" | "mainThread">;
/** A paced load's figures that the bench prints and keeps. */
const halfRateOf = ({ rate, p50, p99, p99Apart, over, mainThread }: PacedFigures): HalfRate => ({
  rate,
  p50,
  p99,
  p99Apart,
  over,
  mainThread,
});
// Goals: no stall at half load (p99 within 4 times p50 plus 5 ms, paced), tracked clicks and
// impressions at a quarter of health, every signed-in read at half of it.
const withoutStall = (h: HalfRate) => h.p99 <= stallGoalMs(h.p50);
const ratioGoal = (route: string) => (TRACKING_ROUTES.includes(route) ? 0.25 : route === "/api/health" ? 1 : 0.5);
// A miss says how the slow requests came: in a few long bursts (moments the process or the
// machine stopped) or in many short ones (a steady tail).
// And how many bursts began while the kernel's memory monitor ran (bench/kernel-monitor.ts):
// those are the machine's moments, not the server's.
const slowText = (h: HalfRate) =>
  `${h.over.requests} requests over ${stallGoalMs(h.p50)} ms in ${h.over.bursts} burst${h.over.bursts === 1 ? "" : "s"}, the worst ${h.over.worstMs} ms${kernelText(h.over)}${apartText(h)}${mainThreadText(h)}`;
const kernelText = (over: SlowMoments) =>
  over.kernelRuns
    ? `; ${over.kernelBursts} of the bursts (${over.kernelRequests} requests) began while the kernel's memory monitor ran (kdamond: ${over.kernelRuns} runs)`
    : "";
// The p99 without those bursts' requests, beside the goal: what the server's own moments give.
const apartText = (h: HalfRate) =>
  h.over.kernelBursts ? `; without them p99 ${h.p99Apart} ms (${h.p99Apart <= stallGoalMs(h.p50) ? "within" : "over"} the goal)` : "";
// What the server's main thread did while the bursts lasted, against the counted seconds
// (bench/thread-times.ts): ran far more than usual, it was working through a backlog; waited for
// a core far more than usual, the machine gave the core to something else.
const percent = (share: number) => `${Math.round(share * 100)}%`;
const mainThreadText = (h: HalfRate) => {
  const { inBursts, counted } = h.mainThread ?? {};
  return inBursts && counted
    ? `; while the bursts lasted the server's main thread ran ${percent(inBursts.run)} of the time and waited for a core ${percent(inBursts.wait)} (over the counted seconds: ${percent(counted.run)} and ${percent(counted.wait)})`
    : "";
};
// At half a route's rate the main thread is about 60% busy (decision 083). Far above that, the
// machine had slowed since the route's full load was measured, and the paced load was more than
// half of what the server could serve then: the miss says so.
const OVER_HALF_MAIN = 0.75;
const overHalfText = (busy: CountedShares) =>
  busy.main > OVER_HALF_MAIN
    ? `; its main thread was ${percent(busy.main)} busy, so this load was more than half of what it could serve at that moment`
    : "";
// The 1-minute load average when a route's measurement began and when it ended: on a shared
// machine a figure taken at a load of 20 says little about the server.
type Loads = { before: number; after: number };
type RouteFigures = {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  // /api/health's req/s in the slices alternating with this route's; the ratio is against it.
  healthNow: number;
  ratio: number;
  errors: number;
  halfRate: HalfRate;
  // The share of one core the server's main thread used during the paced load at half rate, the
  // share its other threads (the collector's helpers, the compilers, libuv's pool) used, and the
  // share of the machine's cores its hypervisor took meanwhile (steal).
  halfBusy: CountedShares;
  // Earlier paced loads of the route that missed the stall goal while the hypervisor took a
  // tenth of the cores or more, and were taken again (halfLoadTakes): printed, not judged.
  setAside: { halfRate: HalfRate; halfBusy: CountedShares }[];
  load: Loads;
};
type FloorFigures = HalfRate & { steal: number; main: number; spinMicros: number };
type DatabaseFigures = {
  database: "pglite" | "postgres";
  routes: RouteFigures[];
  // The same paced client against a bare node:http server, at health's half rate (bench/machine-floor.ts):
  // bare, and spinning on each request so that its main thread is as busy as the server's was on health.
  floor: FloorFigures;
  busyFloor: FloorFigures & { target: number; takes: number };
  loadAverages: { before: number[]; after: number[] };
};

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A read API key the demo admin makes for the run. */
async function makeApiKey(base: string, adminCookie: string): Promise<string> {
  const res = await fetch(`${base}/api/api-keys`, {
    method: "POST",
    headers: { cookie: adminCookie, "content-type": "application/json", origin: base },
    body: JSON.stringify({ name: "HTTP bench", scope: "read", expiresAt: null }),
  });
  if (res.status !== 201) throw new Error(`making an API key answered ${res.status}: ${await res.text()}`);
  const { key } = (await res.json()) as { key: string };
  const check = await fetch(`${base}/api/team`, { headers: { authorization: `Bearer ${key}` } });
  if (!check.ok) throw new Error(`/api/team with the key answered ${check.status}: ${await check.text()}`);
  return key;
}

const ms = (n: number) => Math.round(n * 100) / 100;

// A paced load that misses the stall goal while the hypervisor gives a tenth of the machine's
// cores or more to something else measured the host, not the server (decision 085): it is set
// aside and the load taken again, at most twice. The last take is the one judged.
const STEAL_SET_ASIDE = 0.1;
const MOST_TAKES = 3;

type HalfTake = { halfRate: HalfRate; halfBusy: CountedShares; errors: number };

/** The route's paced load at half rate, with the server's CPU and the steal over its counted seconds. */
async function halfLoadTakes(paced: PacedRun & { serverPid: number }): Promise<HalfTake[]> {
  const takes: HalfTake[] = [];
  for (;;) {
    const counted = countedShares(paced.serverPid);
    const half = await pacedLoadApart(paced, counted.marks);
    const halfRate = halfRateOf(half);
    const take = { halfRate, halfBusy: counted.shares(), errors: half.errors };
    takes.push(take);
    const hostsMoment = !withoutStall(halfRate) && take.halfBusy.steal >= STEAL_SET_ASIDE;
    if (!hostsMoment || takes.length >= MOST_TAKES || isSmoke) return takes;
  }
}

async function benchDatabase(database: DatabaseFigures["database"], env: Record<string, string>): Promise<DatabaseFigures> {
  const loadsBefore = loadAverages();
  const server = await startServer(env);
  const routes: RouteFigures[] = [];
  try {
    const memberCookie = await signIn(server.base, MEMBER, MEMBER_ROUTES);
    const adminCookie = await signIn(server.base, ADMIN, ADMIN_ROUTES);
    const tracked: Record<string, string> = ROUTES.some((r) => TRACKING_ROUTES.includes(r))
      ? await trackingPaths(server.base, memberCookie)
      : {};
    const bearer = ROUTES.includes(KEY_ROUTE) ? `Bearer ${await makeApiKey(server.base, adminCookie)}` : "";
    const healthUrl = `${server.base}/api/health`;
    const health = { url: healthUrl, headers: headersFor(healthUrl, memberCookie) };
    for (const route of ROUTES) {
      const cookie = route === KEY_ROUTE ? bearer : ADMIN_ROUTES.includes(route) ? adminCookie : memberCookie;
      const url = `${server.base}${tracked[route] ?? (route === KEY_ROUTE ? "/api/team" : route)}`;
      const target = { url, headers: headersFor(url, cookie) };
      await warmUp(target);
      const loadBefore = loadavg()[0];
      const r = await pairedLoads(target, route === "/api/health" ? null : health);
      // The tracking routes answer 302 by design: count their non-3xx answers only.
      let errors = r.errors + (TRACKING_ROUTES.includes(route) ? r.non2xx - r.redirects : r.non2xx);
      const rps = r.rps;
      const paced = { ...target, rate: Math.max(1, Math.round(rps / 2)), seconds: SECONDS, serverPid: server.child.pid! };
      const takes = await halfLoadTakes(paced);
      errors += takes.reduce((sum, t) => sum + t.errors, 0);
      const { halfRate, halfBusy } = takes[takes.length - 1];
      const loads = { before: ms(loadBefore), after: ms(loadavg()[0]) };
      const healthNow = r.healthRps ?? rps;
      const ratio = Math.round((rps / healthNow) * 100) / 100;
      routes.push({
        route,
        rps,
        p50: ms(r.p50),
        p99: ms(r.p99),
        healthNow,
        ratio,
        errors,
        halfRate,
        halfBusy,
        setAside: takes.slice(0, -1).map(({ halfRate, halfBusy }) => ({ halfRate, halfBusy })),
        load: loads,
      });
    }
  } catch (error) {
    console.error(`server log (${database}):\n${server.log()}`);
    throw error;
  } finally {
    await server.stop();
  }
  // With the server stopped: measured beside it, the floor once had a 300 ms burst while the
  // server, sent no request, ran its main thread and four others (its collector's helpers or
  // libuv's pool) for 290 ms of CPU (perf's record of the scheduler's switches).
  const floorOf = ({ steal, main, spinMicros, ...paced }: Floor) => ({ ...halfRateOf(paced), steal, main, spinMicros });
  const [health] = routes;
  const floor = floorOf(await machineFloor(health.halfRate.rate, SECONDS));
  const target = health.halfBusy.main;
  const { takes, ...busy } = await busyMachineFloor(health.halfRate.rate, SECONDS, target, floor.main);
  const busyFloor = { ...floorOf(busy), target, takes };
  return { database, routes, floor, busyFloor, loadAverages: { before: loadsBefore, after: loadAverages() } };
}

function print(f: DatabaseFigures) {
  console.log(`\nHTTP, ${f.database}: ${CONNECTIONS} connections, ${SECONDS} s per route after a ${WARMUP_SECONDS} s warm-up`);
  console.log(`  load averages before ${f.loadAverages.before.join(", ")}, after ${f.loadAverages.after.join(", ")} (1, 5, 15 min)`);
  console.log(
    `  (req/s and health then: the route's and /api/health's req/s in ${SLICES} slice${SLICES === 1 ? "" : "s"} each, alternating, ${SECONDS} s each in all, so both meet the machine's changes of speed alike; x health divides the one by the other; p99: the worst slice's)`,
  );
  console.log(
    `  (@ half: at half the route's own req/s, paced, its first ${PACED_WARMUP_SECONDS} s not counted; load: the 1-min load average as the route's full load began and ended)`,
  );
  console.log(
    `  (main @ half: the share of a core the server's main thread used during that paced load's counted seconds; near 100% the server has no room for a moment's delay, and late requests pile up)`,
  );
  console.log(
    `  (client @ half: the share of a core the paced client's own process used meanwhile; on 2 cores, with the server's, what is left for anything else)`,
  );
  console.log(
    `  (steal @ half: the share of the machine's cores its hypervisor gave to something else meanwhile, steal in /proc/stat; every request due then waits for a CPU no process here holds)`,
  );
  console.log(
    `  (a paced load that missed the stall goal at a steal of ${STEAL_SET_ASIDE * 100}% or more is set aside, printed under its route, and taken again, up to ${MOST_TAKES} takes in all; the last is judged)`,
  );
  const head = [
    "req/s",
    "p50 ms",
    "p99 ms",
    "health then",
    "x health",
    "goal",
    "p50 @ half",
    "p99 @ half",
    "goal ms",
    "main @ half",
    "client @ half",
    "steal @ half",
    "load",
  ];
  const widths = [7, 7, 8, 12, 9, 7, 11, 11, 9, 12, 14, 13, 12];
  console.log(`  ${"route".padEnd(16)} ${head.map((h, i) => h.padStart(widths[i])).join(" ")}`);
  for (const r of f.routes) {
    const errors = r.errors ? `  (${r.errors} errors or non-2xx)` : "";
    const cells = [
      r.rps,
      r.p50,
      r.p99,
      r.healthNow,
      r.ratio.toFixed(2),
      `>= ${ratioGoal(r.route)}`,
      r.halfRate.p50,
      r.halfRate.p99,
      `<= ${stallGoalMs(r.halfRate.p50)}`,
      `${Math.round(r.halfBusy.main * 100)}%`,
      `${Math.round(r.halfBusy.client * 100)}%`,
      `${Math.round(r.halfBusy.steal * 100)}%`,
      `${r.load.before}->${r.load.after}`,
    ].map((v, i) => String(v).padStart(widths[i]));
    const missed = [
      ...(r.ratio < ratioGoal(r.route) ? [`under ${ratioGoal(r.route)} of health`] : []),
      ...(withoutStall(r.halfRate)
        ? []
        : [
            `stalls at half load: ${slowText(r.halfRate)}; the server's other threads used ${Math.round(r.halfBusy.others * 100)}% of a core${overHalfText(r.halfBusy)}`,
          ]),
    ];
    console.log(`  ${r.route.padEnd(16)} ${cells.join(" ")}${errors}${missed.length ? `  (goal missed: ${missed.join(", ")})` : ""}`);
    for (const t of r.setAside)
      console.log(
        `  ${"".padEnd(16)} set aside and taken again: an earlier paced load, p50 ${t.halfRate.p50} ms, p99 ${t.halfRate.p99} ms, main ${Math.round(t.halfBusy.main * 100)}%, steal ${Math.round(t.halfBusy.steal * 100)}%: ${slowText(t.halfRate)}`,
      );
  }
  console.log(`  goals: a signed-in read >= 0.5 of health, a tracked click or impression >= 0.25; p99 @ half <= 4 x p50 @ half + 5 ms`);
  const floorMet = (floor: FloorFigures) => (withoutStall(floor) ? "within the stall goal" : `over the stall goal: ${slowText(floor)}`);
  console.log(
    `  the machine's floor: the same paced client against a bare node:http server at ${f.floor.rate} req/s: p50 ${f.floor.p50} ms, p99 ${f.floor.p99} ms (${floorMet(f.floor)}); its main thread used ${percent(f.floor.main)} of a core; the hypervisor took ${percent(f.floor.steal)} of the cores meanwhile`,
  );
  const b = f.busyFloor;
  console.log(
    `  the floor as busy as the server: the same, with the bare server spinning ${b.spinMicros} µs on each request so that its main thread is as busy as the server's on /api/health at half load (${percent(b.target)}): it used ${percent(b.main)}${b.takes > 1 ? ` (the second take: the first landed over ${Math.round(BUSY_TOLERANCE * 100)} points off)` : ""}; p50 ${b.p50} ms, p99 ${b.p99} ms (${floorMet(b)}); the hypervisor took ${percent(b.steal)}`,
  );
}

const loadBefore = loadAverages();
console.log(`load averages before the HTTP benchmark: ${loadBefore.join(", ")} (1, 5, 15 min)`);
const steadiness = machineSteadiness(isSmoke ? 0.5 : 10);
console.log(
  `the machine's steadiness: of one busy thread's ${steadiness.slots} slots of 100 ms, ${steadiness.slowSlots} ran under 70% of its median speed (the slowest at ${Math.round(steadiness.slowestShare * 100)}%)`,
);
const results: DatabaseFigures[] = [];
const found = await postgresUrl();
if ("reason" in found) console.log(`PGlite only: ${found.reason}.`);
const serverUrl = found.url;
// A smoke run (npm test) goes through the routes once, on PostgreSQL when it answers (the
// two-process checks need it), so it starts one server fewer.
if (!(isSmoke && serverUrl)) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "signet-bench-"));
  try {
    results.push(await benchDatabase("pglite", { DATA_DIR: dataDir }));
    print(results[0]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let twoProcesses: TwoProcesses | null = null;
if (serverUrl) {
  const name = `signet_bench_${Date.now().toString(36)}`;
  await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pgDataDir = mkdtempSync(path.join(tmpdir(), "signet-bench-"));
  try {
    results.push(await benchDatabase("postgres", { DATABASE_URL: url.toString(), DATA_DIR: pgDataDir }));
    print(results[results.length - 1]);
    twoProcesses = await benchTwoProcesses({ DATABASE_URL: url.toString() });
    printTwo(twoProcesses);
  } finally {
    rmSync(pgDataDir, { recursive: true, force: true });
    await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

const entryGzipBytes = entryChunkGzipBytes();
console.log(`\nentry chunk of the first page, with the chunks it imports: ${(entryGzipBytes / 1024).toFixed(1)} KB gzipped`);
console.log(
  JSON.stringify({
    bench: "http",
    connections: CONNECTIONS,
    seconds: SECONDS,
    loadAverages: { before: loadBefore, after: loadAverages() },
    steadiness,
    entryChunkGzipBytes: entryGzipBytes,
    twoProcesses,
    databases: Object.fromEntries(
      results.map((f) => [
        f.database,
        {
          loadAverages: f.loadAverages,
          floor: f.floor,
          busyFloor: f.busyFloor,
          routes: Object.fromEntries(
            f.routes.map((r) => [
              r.route,
              {
                rps: r.rps,
                p50: r.p50,
                p99: r.p99,
                healthNow: r.healthNow,
                ratio: r.ratio,
                halfRate: r.halfRate,
                halfBusy: r.halfBusy,
                setAside: r.setAside,
                load: r.load,
              },
            ]),
          ),
        },
      ]),
    ),
  }),
);
