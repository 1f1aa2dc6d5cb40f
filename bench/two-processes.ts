// The HTTP benchmark's two-process part (bench/http.bench.ts, on PostgreSQL): two server
// processes on one database behind a TCP balancer of this process (round robin per
// connection), against one process behind the same balancer: a member's signature read and a
// tracked click, req/s of each. Then what two processes must not break:
// - every click answered is in the roll-up (counted or discarded, none lost or doubled once
//   both processes have written what they held at shutdown);
// - one visitor's counted clicks stay within the cap per visitor and day across both, and the
//   roll-up counts what the visitor rows hold;
// - a caller's request limit holds across both: two fresh processes with a small session limit,
//   the member's reads sent to both in turn, are answered at most the quota (and at least the
//   quota less what each process may hold back, a twentieth each, decision 031), then 429 with
//   Retry-After.
// On 2 cores the balancer, the load generator and both servers share the same cores: the
// ratio is bounded by the machine, not the servers. So each load also says where the machine's
// CPU went: the load generator (this process), the balancer (a process of its own,
// bench/tcp-balancer.ts), each server, PostgreSQL, and how busy the cores were.
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startHelperProcess, startServer, type Server } from "./start-server";
import { cpuSeconds, machineCpuSeconds, postgresCpuMeter } from "./server-measures";
import { CONNECTIONS, MEMBER, SECONDS, TRACKING_ROUTE, WARMUP_SECONDS, load, loadAverages, signIn, trackingPaths } from "./http-load";
import { COUNTED_PER_VISITOR_DAY } from "../src/shared/statistics/statistics-schema";

/** Where the machine's CPU went during one measured load, in seconds. */
type CpuSplit = { load: number; balancer: number; servers: number[]; postgres: number; busy: number; total: number };
type Rates = { route: string; one: number; two: number; ratio: number; cpu: { one: CpuSplit; two: CpuSplit } }[];
type CountCheck = {
  answered: number;
  written: number;
  cut: number;
  counted: number;
  rollUp: number;
  visitorRows: number;
  cap: number;
  ok: boolean;
};
type LimitCheck = { quota: number; sent: number; answered: number; refused: number; withRetryAfter: number; ok: boolean };
export type TwoProcesses = { routes: Rates; counts: CountCheck; limits: LimitCheck; loadAverages: { before: number[]; after: number[] } };

// A session limit small enough to reach in a moment, large enough that leases grow.
const SESSION_QUOTA = 400;

/** Today's clicks in the roll-up (counted or discarded), the most one visitor has counted, and both tables' counted sums. */
async function clicksWritten(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const days = await client.query<{ written: string; roll_up: string }>(
      "select coalesce(sum(events + discarded), 0) as written, coalesce(sum(events), 0) as roll_up from campaign_event_days where kind = 'click' and day = current_date",
    );
    const visitors = await client.query<{ counted: string; rows: string }>(
      `select coalesce(max(counted), 0) as counted, coalesce(sum(counted), 0) as rows from (
         select sum(count) as counted from campaign_events where kind = 'click' and day = current_date group by campaign_id, visitor) v`,
    );
    return {
      written: Number(days.rows[0].written),
      rollUp: Number(days.rows[0].roll_up),
      counted: Number(visitors.rows[0].counted),
      visitorRows: Number(visitors.rows[0].rows),
    };
  } finally {
    await client.end();
  }
}

/** The servers start side by side; each one that started is in `servers` (for stopAll) even when another failed. */
async function startTwo(env: Record<string, string>, dirs: string[], servers: Server[]) {
  const started = await Promise.allSettled(dirs.map((dir) => startServer({ ...env, DATA_DIR: dir })));
  for (const s of started) if (s.status === "fulfilled") servers.push(s.value);
  const failed = started.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
}

async function stopAll(servers: Server[]) {
  for (const server of servers.splice(0)) await server.stop();
}

/** The TCP balancer (bench/tcp-balancer.ts, a process of its own) in front of `servers`, round robin per connection. */
async function balancerFor(servers: Server[]) {
  const balancer = await startHelperProcess(
    "bench/tcp-balancer.ts",
    servers.map((s) => new URL(s.base).port),
  );
  return { ...balancer, base: `http://${balancer.host}:${balancer.port}` };
}

/** Measures the CPU of this process, the balancer, the servers and PostgreSQL from now until `stop()`. */
function cpuSplitFrom(balancerPid: number, servers: Server[]) {
  const load = process.cpuUsage();
  const balancer = cpuSeconds(balancerPid);
  const serversBefore = servers.map((s) => cpuSeconds(s.child.pid!));
  const machine = machineCpuSeconds();
  const postgres = postgresCpuMeter();
  const sampler = setInterval(postgres.sample, 250);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return (): CpuSplit => {
    clearInterval(sampler);
    const used = process.cpuUsage(load);
    const after = machineCpuSeconds();
    return {
      load: round1((used.user + used.system) / 1e6),
      balancer: round1(cpuSeconds(balancerPid) - balancer),
      servers: servers.map((s, i) => round1(cpuSeconds(s.child.pid!) - serversBefore[i])),
      postgres: round1(postgres.seconds()),
      busy: round1(after.busy - machine.busy),
      total: round1(after.total - machine.total),
    };
  };
}

async function measureRates(servers: Server[], cookie: string, click: string) {
  let answered = 0;
  let loads = 0;
  let unanswered = 0;
  const routes: Rates = [];
  for (const [route, target, credential] of [
    ["/api/signature", "/api/signature", cookie],
    [TRACKING_ROUTE, click, ""],
  ] as const) {
    const rps: number[] = [];
    const cpu: CpuSplit[] = [];
    for (const count of [1, 2]) {
      const behind = servers.slice(0, count);
      const front = await balancerFor(behind);
      try {
        const warm = await load(`${front.base}${target}`, credential, WARMUP_SECONDS);
        const stop = cpuSplitFrom(front.pid, behind);
        const r = await load(`${front.base}${target}`, credential, SECONDS);
        cpu.push(stop());
        if (route === TRACKING_ROUTE) {
          answered += (warm["3xx"] ?? 0) + (r["3xx"] ?? 0);
          // A request whose answer did not arrive may still have been counted.
          unanswered += warm.errors + warm.timeouts + r.errors + r.timeouts;
          loads += 2;
        }
        rps.push(Math.round(r.requests.average));
      } finally {
        await front.close();
      }
    }
    routes.push({ route, one: rps[0], two: rps[1], ratio: Math.round((rps[1] / rps[0]) * 100) / 100, cpu: { one: cpu[0], two: cpu[1] } });
  }
  // A load that ends cuts its last requests: the server may have counted one the client never saw answered.
  return { routes, answered, cut: loads * CONNECTIONS + unanswered };
}

/** The member's reads sent to both processes in turn, one at a time, past the session quota. */
async function checkLimits(servers: Server[]): Promise<LimitCheck> {
  const cookie = await signIn(servers[0].base, MEMBER, []);
  const front = await balancerFor(servers);
  const sent = SESSION_QUOTA + SESSION_QUOTA / 4;
  let answered = 0;
  let refused = 0;
  let withRetryAfter = 0;
  try {
    // Eight at a time, so the whole check fits well within the limit's one-minute window.
    let next = 0;
    const send = async () => {
      while (next++ < sent) {
        // A new connection each time: the balancer alternates the processes per connection.
        const res = await fetch(`${front.base}/api/me`, { headers: { cookie, connection: "close" } });
        await res.arrayBuffer();
        if (res.status === 200) answered++;
        if (res.status === 429) {
          refused++;
          if (Number(res.headers.get("retry-after")) > 0) withRetryAfter++;
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, send));
  } finally {
    await front.close();
  }
  // The sign-in's own check took no slot of this session; each process may hold back a twentieth.
  const heldBack = servers.length * Math.floor(SESSION_QUOTA / 20);
  const ok = answered <= SESSION_QUOTA && answered >= SESSION_QUOTA - heldBack && answered + refused === sent && withRetryAfter === refused;
  return { quota: SESSION_QUOTA, sent, answered, refused, withRetryAfter, ok };
}

export async function benchTwoProcesses(env: Record<string, string>): Promise<TwoProcesses> {
  const loadsBefore = loadAverages();
  const dirs = [0, 1, 2, 3].map(() => mkdtempSync(path.join(tmpdir(), "signet-bench-")));
  const servers: Server[] = [];
  try {
    await startTwo(env, dirs.slice(0, 2), servers);
    const cookie = await signIn(servers[0].base, MEMBER, ["/api/signature"]);
    const unchecked = await clicksWritten(env.DATABASE_URL);
    const click = (await trackingPaths(servers[0].base, cookie))[TRACKING_ROUTE];
    // trackingPaths followed the link once: that click is written within moments.
    let before = await clicksWritten(env.DATABASE_URL);
    while (before.written < unchecked.written + 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      before = await clicksWritten(env.DATABASE_URL);
    }
    const { routes, answered, cut } = await measureRates(servers, cookie, click);
    // Shutdown writes what each process holds (decision 051).
    await stopAll(servers);
    const after = await clicksWritten(env.DATABASE_URL);
    const written = after.written - before.written;
    const cap = COUNTED_PER_VISITOR_DAY.click;
    const ok = written >= answered && written <= answered + cut && after.counted <= cap && after.rollUp === after.visitorRows;
    const counts = { answered, written, cut, counted: after.counted, rollUp: after.rollUp, visitorRows: after.visitorRows, cap, ok };
    await startTwo({ ...env, SESSION_RATE_LIMIT: String(SESSION_QUOTA) }, dirs.slice(2), servers);
    const limits = await checkLimits(servers);
    return { routes, counts, limits, loadAverages: { before: loadsBefore, after: loadAverages() } };
  } finally {
    await stopAll(servers);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

export function printTwo({ routes, counts, limits, loadAverages: loads }: TwoProcesses) {
  console.log(`
Two server processes on PostgreSQL behind a TCP balancer, against one behind it (req/s; ${cpus().length} cores)`);
  console.log(`  load averages before ${loads.before.join(", ")}, after ${loads.after.join(", ")} (1, 5, 15 min)`);
  console.log(`  ${"route".padEnd(16)} ${"one".padStart(8)} ${"two".padStart(8)}   two / one`);
  for (const r of routes)
    console.log(`  ${r.route.padEnd(16)} ${String(r.one).padStart(8)} ${String(r.two).padStart(8)}   ${r.ratio.toFixed(2)}x`);
  const split = (c: CpuSplit) =>
    `the load generator ${c.load} s, the balancer ${c.balancer} s, ${c.servers.length === 1 ? "the server" : "the servers"} ${c.servers.join(" + ")} s, PostgreSQL ${c.postgres} s; the cores ${c.total > 0 ? Math.round((c.busy / c.total) * 100) : 0}% busy`;
  console.log(`  where the CPU went during each load (${cpus().length} cores x ${SECONDS} s):`);
  for (const r of routes) {
    console.log(`    ${r.route}, one: ${split(r.cpu.one)}`);
    console.log(`    ${r.route}, two: ${split(r.cpu.two)}`);
  }
  console.log(
    `  clicks answered ${counts.answered}, in the roll-up ${counts.written} (up to ${counts.cut} more cut at a load's end); one visitor's counted ${counts.counted} (cap ${counts.cap}); counted in the roll-up ${counts.rollUp}, in the visitor rows ${counts.visitorRows}: ${counts.ok ? "consistent" : "INCONSISTENT"}`,
  );
  console.log(
    `  session limit ${limits.quota} a minute across both: ${limits.answered} of ${limits.sent} reads answered, ${limits.refused} refused (${limits.withRetryAfter} with Retry-After): ${limits.ok ? "held" : "BROKEN"}`,
  );
  if (!counts.ok) throw new Error("two processes lost, doubled or over-counted clicks");
  if (!limits.ok) throw new Error("two processes let a caller past its request limit, or refused it too early");
}
