// HTTP benchmark of signed-in requests (npm run bench). For each database
// (embedded PGlite always; PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL
// answers) it starts the real server (`src/server/index.ts`, production mode, demo data)
// on a free port, signs in the demo member (and the demo admin for the admin lists) and
// loads each route with autocannon at a fixed concurrency after a warm-up. It prints req/s, p50 and p99 per route, the ratio to
// /api/health and the p99 at half the route's own peak rate (an open-loop load at a fixed
// rate, bench/paced-load.ts), the load averages before and after, and at the end one JSON
// line with every figure and the gzipped size of the first page's entry chunk.
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
// signature with a browser's user agent: a signed-token check, a counted click (an upsert
// of one row per visitor and day) and a 302, against /api/health in the same run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { loadavg } from "node:os";
import { entryChunkGzipBytes } from "./entry-chunk";
import { pacedLoad } from "./paced-load";
import { startServer } from "./start-server";
import { isSmoke } from "./bench-mode";

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
const ALL_ROUTES = [...SIGNED_IN_ROUTES, KEY_ROUTE, TRACKING_ROUTE];
const BROWSER_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ROUTES = process.env.BENCH_ROUTES
  ? ["/api/health", ...process.env.BENCH_ROUTES.split(",").filter((r) => r !== "/api/health" && ALL_ROUTES.includes(r))]
  : ALL_ROUTES;

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

type HalfRate = { rate: number; p99: number };
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

/** The demo member's tracked campaign link: selects a campaign first when none is selected. */
async function trackingPath(base: string, cookie: string): Promise<string> {
  const headers = { cookie, "content-type": "application/json", origin: base };
  const find = async () => {
    const { html } = (await (await fetch(`${base}/api/signature`, { headers })).json()) as { html: string };
    return /href="[^"]*(\/r\/[A-Za-z0-9_-]+)"/.exec(html)?.[1] ?? null;
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
  if (!found) throw new Error("no tracked campaign link in the demo member's signature");
  const check = await fetch(`${base}${found}`, { redirect: "manual", headers: { "user-agent": BROWSER_UA } });
  if (check.status !== 302) throw new Error(`${found} answered ${check.status}`);
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
  url.includes("/r/")
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
    const tracked = ROUTES.includes(TRACKING_ROUTE) ? await trackingPath(server.base, memberCookie) : "";
    const bearer = ROUTES.includes(KEY_ROUTE) ? `Bearer ${await makeApiKey(server.base, adminCookie)}` : "";
    const routes: RouteFigures[] = [];
    for (const route of ROUTES) {
      const cookie = route === KEY_ROUTE ? bearer : ADMIN_ROUTES.includes(route) ? adminCookie : memberCookie;
      const url = `${server.base}${route === TRACKING_ROUTE ? tracked : route === KEY_ROUTE ? "/api/team" : route}`;
      if (WARMUP_SECONDS) await load(url, cookie, WARMUP_SECONDS);
      const r = await load(url, cookie, SECONDS);
      // The tracking route answers 302 by design: count its non-3xx answers only.
      let errors = r.errors + r.timeouts + (route === TRACKING_ROUTE ? r.non2xx - (r["3xx"] ?? 0) : r.non2xx);
      const rps = Math.round(r.requests.average);
      const half = await pacedLoad(url, headersFor(url, cookie), Math.max(1, Math.round(rps / 2)), SECONDS);
      errors += half.errors;
      const halfRate = { rate: half.rate, p99: half.p99 };
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
  const head = ["req/s", "p50 ms", "p99 ms", "x health", "p99 @ half"];
  console.log(`  ${"route".padEnd(16)} ${head.map((h) => h.padStart(10)).join(" ")}`);
  for (const r of f.routes) {
    const errors = r.errors ? `  (${r.errors} errors or non-2xx)` : "";
    const cells = [r.rps, r.p50, r.p99, r.ratio.toFixed(2), r.halfRate.p99].map((v) => String(v).padStart(10));
    console.log(`  ${r.route.padEnd(16)} ${cells.join(" ")}${errors}`);
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
    entryChunkGzipBytes: entryGzipBytes,
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
