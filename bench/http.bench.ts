// HTTP benchmark of signed-in requests (npm run bench). For each database
// (embedded PGlite always; PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL
// answers) it starts the real server (`src/server/index.ts`, production mode, demo data)
// on a free port, signs in the demo member (and the demo admin for the admin lists) and
// loads each route with autocannon at a fixed concurrency after a warm-up. It prints req/s, p50 and p99 per route, the ratio to
// /api/health and the p50 and p99 at half the route's own peak rate (an open-loop load at a fixed
// rate, bench/paced-load.ts), the goals a route misses (a signed-in read under 0.5 of health,
// tracking under 0.25, a p99 at half load over 4 times its p50 plus 5 ms), the load averages
// before and after, and at the end one JSON line with every figure and the gzipped size of the
// first page's entry chunk.
// On PostgreSQL it then runs two server processes behind a TCP balancer against one (see
// benchTwoProcesses below).
// PostgreSQL: TEST_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432
// (a fresh database is created there for the run and dropped after it).
//
// Figures depend on the machine and on what else runs on it: compare the ratios of one
// run, not absolute numbers across runs. BENCH_SECONDS (default 8) sets each
// measurement's length; BENCH_CPU_PROF=<dir> starts the server under `node --cpu-prof`
// and leaves the profiles there; BENCH_ROUTES=/api/health,/api/signature loads only those
// (health always comes first: the ratios need it), e.g. to profile one route.
// "/api/team (key)" is the admin's team list read with a read API key (Authorization: Bearer)
// instead of the session cookie: the key's hash looked up, its company and scope checked.
// "/r/{token}" follows the demo member's tracked campaign link in their rendered
// signature with a browser's user agent: a signed-token check, a counted click (gathered with
// the process's other events and written in batches, decision 051) and a 302, against
// /api/health in the same run. "/i/{token}" loads the banner of the same signature: a counted
// impression and a 302 to the bundled image.
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import net from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { entryChunkGzipBytes } from "./entry-chunk";
import { pacedLoad } from "./paced-load";
import { startServer, type Server } from "./start-server";
import { isSmoke } from "./bench-mode";
import { COUNTED_PER_VISITOR_DAY } from "../src/shared/statistics/statistics-schema";

const SECONDS = isSmoke ? 0.3 : Number(process.env.BENCH_SECONDS ?? 8);
// A smoke run judges no figure: it needs no warm-up.
const WARMUP_SECONDS = isSmoke ? 0 : Math.max(1, Math.round(SECONDS / 4));
const CONNECTIONS = 16;
const MEMBER = { email: "member@acme.test", password: "Signet-demo-1" };
const ADMIN = { email: "admin@acme.test", password: "Signet-demo-1" };
// The member's page-load reads and lists, then the admin's lists (signed in as the demo admin).
const MEMBER_ROUTES = ["/api/health", "/api/session", "/api/me", "/api/signature", "/api/offices", "/api/departments"];
const ADMIN_ROUTES = ["/api/team", "/api/templates", "/api/campaigns", "/api/audit-log"];
const SIGNED_IN_ROUTES = [...MEMBER_ROUTES, ...ADMIN_ROUTES];
const KEY_ROUTE = "/api/team (key)";
const TRACKING_ROUTE = "/r/{token}";
const IMPRESSION_ROUTE = "/i/{token}";
const TRACKING_ROUTES = [TRACKING_ROUTE, IMPRESSION_ROUTE];
const ALL_ROUTES = [...SIGNED_IN_ROUTES, KEY_ROUTE, ...TRACKING_ROUTES];
const BROWSER_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ROUTES = process.env.BENCH_ROUTES
  ? ["/api/health", ...process.env.BENCH_ROUTES.split(",").filter((r) => r !== "/api/health" && ALL_ROUTES.includes(r))]
  : ALL_ROUTES;

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

type HalfRate = { rate: number; p50: number; p99: number };
// Goals: no stall at half load (p99 within 4 times p50 plus 5 ms, paced), tracked clicks and
// impressions at a quarter of health, every signed-in read at half of it.
const withoutStall = (h: HalfRate) => h.p99 <= 4 * h.p50 + 5;
const ratioGoal = (route: string) => (TRACKING_ROUTES.includes(route) ? 0.25 : route === "/api/health" ? 1 : 0.5);
type RouteFigures = { route: string; rps: number; p50: number; p99: number; ratio: number; errors: number; halfRate: HalfRate };
type DatabaseFigures = { database: "pglite" | "postgres"; routes: RouteFigures[] };

const loadAverages = () => loadavg().map((n) => Math.round(n * 100) / 100);

async function postgresUrl(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return url;
  } catch {
    console.log(`PostgreSQL at ${new URL(url).host} does not answer: PGlite only.`);
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function signIn(base: string, who: { email: string; password: string }, routes: string[]): Promise<string> {
  const res = await fetch(`${base}/api/session/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  for (const route of routes) {
    const check = await fetch(`${base}${route}`, { headers: { cookie } });
    if (!check.ok) throw new Error(`${route} answered ${check.status} for ${who.email}: ${await check.text()}`);
  }
  return cookie;
}

/** The demo member's tracked campaign link and banner: selects a campaign first when none is selected. */
async function trackingPaths(base: string, cookie: string): Promise<Record<string, string>> {
  const headers = { cookie, "content-type": "application/json", origin: base };
  const find = async () => {
    const { html } = (await (await fetch(`${base}/api/signature`, { headers })).json()) as { html: string };
    const click = /href="[^"]*(\/r\/[A-Za-z0-9_-]+)"/.exec(html)?.[1];
    const image = /src="[^"]*(\/i\/[A-Za-z0-9_-]+)"/.exec(html)?.[1];
    return click && image ? { [TRACKING_ROUTE]: click, [IMPRESSION_ROUTE]: image } : null;
  };
  let found = await find();
  if (!found) {
    const { campaigns } = (await (await fetch(`${base}/api/campaign-selections/campaigns`, { headers })).json()) as {
      campaigns: { id: string }[];
    };
    if (!campaigns[0]) throw new Error("the demo member has no campaign to select");
    await fetch(`${base}/api/campaign-selections`, { method: "POST", headers, body: JSON.stringify({ campaignId: campaigns[0].id }) });
    found = await find();
  }
  if (!found) throw new Error("no tracked campaign link and banner in the demo member's signature");
  for (const path of Object.values(found)) {
    const check = await fetch(`${base}${path}`, { redirect: "manual", headers: { "user-agent": BROWSER_UA } });
    if (check.status !== 302) throw new Error(`${path} answered ${check.status}`);
  }
  return found;
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

// The tracking route is public: no cookie, a person's browser (bots are not counted). A
// "Bearer ..." credential is an API key, sent without a cookie.
const headersFor = (url: string, credential: string): Record<string, string> =>
  /\/[ri]\//.test(url)
    ? { "user-agent": BROWSER_UA }
    : credential.startsWith("Bearer ")
      ? { authorization: credential }
      : { cookie: credential };

function load(url: string, cookie: string, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: headersFor(url, cookie) });
}

const ms = (n: number) => Math.round(n * 100) / 100;

async function benchDatabase(database: DatabaseFigures["database"], env: Record<string, string>): Promise<DatabaseFigures> {
  const server = await startServer(env);
  try {
    const memberCookie = await signIn(server.base, MEMBER, MEMBER_ROUTES);
    const adminCookie = await signIn(server.base, ADMIN, ADMIN_ROUTES);
    const tracked: Record<string, string> = ROUTES.some((r) => TRACKING_ROUTES.includes(r))
      ? await trackingPaths(server.base, memberCookie)
      : {};
    const bearer = ROUTES.includes(KEY_ROUTE) ? `Bearer ${await makeApiKey(server.base, adminCookie)}` : "";
    const routes: RouteFigures[] = [];
    for (const route of ROUTES) {
      const cookie = route === KEY_ROUTE ? bearer : ADMIN_ROUTES.includes(route) ? adminCookie : memberCookie;
      const url = `${server.base}${tracked[route] ?? (route === KEY_ROUTE ? "/api/team" : route)}`;
      if (WARMUP_SECONDS) await load(url, cookie, WARMUP_SECONDS);
      const r = await load(url, cookie, SECONDS);
      // The tracking routes answer 302 by design: count their non-3xx answers only.
      let errors = r.errors + r.timeouts + (TRACKING_ROUTES.includes(route) ? r.non2xx - (r["3xx"] ?? 0) : r.non2xx);
      const rps = Math.round(r.requests.average);
      const half = await pacedLoad(url, headersFor(url, cookie), Math.max(1, Math.round(rps / 2)), SECONDS);
      errors += half.errors;
      const halfRate = { rate: half.rate, p50: half.p50, p99: half.p99 };
      routes.push({ route, rps, p50: ms(r.latency.p50), p99: ms(r.latency.p99), ratio: 0, errors, halfRate });
    }
    const health = routes[0].rps;
    for (const r of routes) r.ratio = Math.round((r.rps / health) * 100) / 100;
    return { database, routes };
  } catch (error) {
    console.error(`server log (${database}):\n${server.log()}`);
    throw error;
  } finally {
    await server.stop();
  }
}

function print(f: DatabaseFigures) {
  console.log(`\nHTTP, ${f.database}: ${CONNECTIONS} connections, ${SECONDS} s per route after a ${WARMUP_SECONDS} s warm-up`);
  console.log(`  (p99 @ half: at half the route's own req/s, paced; load averages now ${loadAverages().join(", ")})`);
  const head = ["req/s", "p50 ms", "p99 ms", "x health", "p50 @ half", "p99 @ half"];
  console.log(`  ${"route".padEnd(16)} ${head.map((h) => h.padStart(10)).join(" ")}`);
  for (const r of f.routes) {
    const errors = r.errors ? `  (${r.errors} errors or non-2xx)` : "";
    const cells = [r.rps, r.p50, r.p99, r.ratio.toFixed(2), r.halfRate.p50, r.halfRate.p99].map((v) => String(v).padStart(10));
    const missed = [
      ...(r.ratio < ratioGoal(r.route) ? [`under ${ratioGoal(r.route)} of health`] : []),
      ...(withoutStall(r.halfRate) ? [] : ["stalls at half load"]),
    ];
    console.log(`  ${r.route.padEnd(16)} ${cells.join(" ")}${errors}${missed.length ? `  (goal missed: ${missed.join(", ")})` : ""}`);
  }
}

const loadBefore = loadAverages();
console.log(`load averages before the HTTP benchmark: ${loadBefore.join(", ")} (1, 5, 15 min)`);
const results: DatabaseFigures[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "signet-bench-"));
try {
  results.push(await benchDatabase("pglite", { DATA_DIR: dataDir }));
  print(results[0]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

let twoProcesses: Awaited<ReturnType<typeof benchTwoProcesses>> | null = null;
const serverUrl = await postgresUrl();
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

// Two server processes on one PostgreSQL database behind a TCP balancer of this process
// (round robin per connection), against one process behind the same balancer: a member's
// signature read and a tracked click, req/s of each. Then what two processes must not break:
// every click answered is in the roll-up (counted or discarded, none lost or doubled once both
// processes have written what they held at shutdown), and one network's clicks stay within the
// cap per visitor and day across both.
type TwoProcesses = { route: string; one: number; two: number; ratio: number }[];
type CountCheck = { answered: number; written: number; cut: number; counted: number; cap: number; ok: boolean };

function balancer(ports: number[]): Promise<{ base: string; close: () => Promise<void> }> {
  let next = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(ports[next++ % ports.length], "127.0.0.1");
    client.pipe(upstream).pipe(client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      const close = () => new Promise<void>((done) => server.close(() => done()));
      resolve({ base: `http://127.0.0.1:${port}`, close });
    }),
  );
}

async function clicksWritten(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ written: string; counted: string }>(
      "select coalesce(sum(events + discarded), 0) as written, coalesce(max(events), 0) as counted from campaign_event_days where kind = 'click' and day = current_date",
    );
    return { written: Number(rows[0].written), counted: Number(rows[0].counted) };
  } finally {
    await client.end();
  }
}

async function benchTwoProcesses(env: Record<string, string>): Promise<{ routes: TwoProcesses; counts: CountCheck }> {
  const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), "signet-bench-")));
  const servers: Server[] = [];
  try {
    for (const dir of dirs) servers.push(await startServer({ ...env, DATA_DIR: dir }));
    const cookie = await signIn(servers[0].base, MEMBER, ["/api/signature"]);
    const unchecked = await clicksWritten(env.DATABASE_URL);
    const click = (await trackingPaths(servers[0].base, cookie))[TRACKING_ROUTE];
    // trackingPaths followed the link once: that click is written within moments.
    let before = await clicksWritten(env.DATABASE_URL);
    while (before.written < unchecked.written + 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      before = await clicksWritten(env.DATABASE_URL);
    }
    let answered = 0;
    let loads = 0;
    let unanswered = 0;
    const routes: TwoProcesses = [];
    for (const [route, target, credential] of [
      ["/api/signature", "/api/signature", cookie],
      [TRACKING_ROUTE, click, ""],
    ] as const) {
      const rps: number[] = [];
      for (const count of [1, 2]) {
        const front = await balancer(servers.slice(0, count).map((s) => Number(new URL(s.base).port)));
        try {
          const warm = await load(`${front.base}${target}`, credential, WARMUP_SECONDS);
          const r = await load(`${front.base}${target}`, credential, SECONDS);
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
      routes.push({ route, one: rps[0], two: rps[1], ratio: Math.round((rps[1] / rps[0]) * 100) / 100 });
    }
    // Shutdown writes what each process holds (decision 051).
    for (const server of servers.splice(0)) await server.stop();
    const after = await clicksWritten(env.DATABASE_URL);
    const written = after.written - before.written;
    // A load that ends cuts its last requests: the server may have counted one the client never saw answered.
    const cut = loads * CONNECTIONS + unanswered;
    const cap = COUNTED_PER_VISITOR_DAY.click;
    const ok = written >= answered && written <= answered + cut && after.counted <= cap;
    return { routes, counts: { answered, written, cut, counted: after.counted, cap, ok } };
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

function printTwo({ routes, counts }: { routes: TwoProcesses; counts: CountCheck }) {
  console.log(`
Two server processes on PostgreSQL behind a TCP balancer, against one behind it (req/s; ${cpus().length} cores)`);
  for (const r of routes)
    console.log(`  ${r.route.padEnd(16)} ${String(r.one).padStart(8)} ${String(r.two).padStart(8)}   ${r.ratio.toFixed(2)}x`);
  console.log(
    `  clicks answered ${counts.answered}, in the roll-up ${counts.written} (up to ${counts.cut} more cut at a load's end), one network's counted ${counts.counted} (cap ${counts.cap}): ${counts.ok ? "consistent" : "INCONSISTENT"}`,
  );
  if (!counts.ok) throw new Error("two processes lost, doubled or over-counted clicks");
}

const entryGzipBytes = entryChunkGzipBytes();
console.log(`\nentry chunk of the first page, with the chunks it imports: ${(entryGzipBytes / 1024).toFixed(1)} KB gzipped`);
console.log(
  JSON.stringify({
    bench: "http",
    connections: CONNECTIONS,
    seconds: SECONDS,
    loadAverages: { before: loadBefore, after: loadAverages() },
    entryChunkGzipBytes: entryGzipBytes,
    twoProcesses,
    databases: Object.fromEntries(
      results.map((f) => [
        f.database,
        {
          routes: Object.fromEntries(
            f.routes.map((r) => [r.route, { rps: r.rps, p50: r.p50, p99: r.p99, ratio: r.ratio, halfRate: r.halfRate }]),
          ),
        },
      ]),
    ),
  }),
);
