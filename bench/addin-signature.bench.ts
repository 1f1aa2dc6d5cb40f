// The Outlook add-in's signature address against /api/health (npm run bench). For each
// database (embedded PGlite always; PostgreSQL too when TEST_DATABASE_URL, DATABASE_URL or 127.0.0.1:5432
// answers) it starts the real server (production mode, demo data; bench/start-server.ts) and
// loads with autocannon, as bench/http.bench.ts does, after a warm-up:
//   /api/health
//   GET /addin/{key}/signature?email=member@acme.test&compose=new             (200 with the HTML)
//   the same with If-None-Match: the answer's ETag                            (304, no body)
// and prints req/s, p50, p99 and the ratio to /api/health, measured in slices alternating with
// each route's (bench/http-load.ts, pairedLoads); the goal is a ratio of 0.5 or more.
// The add-in's own limits (600 a minute per IP, 6,000 per key) would refuse almost all of a
// load from one address: this server raises them (ADDIN_SIGNATURE_IP_RATE_LIMIT,
// ADDIN_SIGNATURE_KEY_RATE_LIMIT); the limiter still runs and costs what it costs.
// Outside development the manifest, and with it the key, needs an https BASE_URL: the server
// is given one (it listens on http all the same; the bench's requests name it as their origin).
// BENCH_SECONDS (default 8) sets each measurement's length. The load averages are printed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { postgresUrl, signIn, startServer } from "./start-server";
import { api, freshBenchDatabase, loadAverage } from "./server-measures";
import { isSmoke } from "./bench-mode";
import { CONNECTIONS, SECONDS, SLICES, WARMUP_SECONDS, pairedLoads, warmUp, type Target } from "./http-load";

const PUBLIC_BASE = "https://signet.bench.test";
const ADMIN = { email: "admin@acme.test", password: "Signet-demo-1" };
const SENDER = "member@acme.test";
const GOAL = 0.5;

type Figures = { route: string; rps: number; p50: number; p99: number; ratio: number; errors: number };

/** The route at full load in slices alternating with health's (none: it is health), and its ratio to health. */
async function measure(route: string, target: Target, health: Target | null, expected: number): Promise<Figures> {
  await warmUp(target);
  const r = await pairedLoads(target, health);
  // Only the expected status counts: a 304 is the point of the cached case (a 200 there is one too many).
  const unexpected = expected === 304 ? r.non2xx - r.redirects + (r.total - r.non2xx) : r.non2xx;
  const errors = r.errors + unexpected;
  const ms = (n: number) => Math.round(n * 100) / 100;
  const ratio = Math.round((r.rps / (r.healthRps ?? r.rps)) * 100) / 100;
  return { route, rps: r.rps, p50: ms(r.p50), p99: ms(r.p99), ratio, errors };
}

async function benchDatabase(database: string, env: Record<string, string>) {
  const server = await startServer({
    ...env,
    BASE_URL: PUBLIC_BASE,
    ADDIN_SIGNATURE_IP_RATE_LIMIT: "100000000",
    ADDIN_SIGNATURE_KEY_RATE_LIMIT: "100000000",
  });
  try {
    const cookie = await signIn(server.base, ADMIN, PUBLIC_BASE);
    const { outlook } = (await api(server, cookie, "POST", "/api/integrations/outlook", undefined, PUBLIC_BASE)) as {
      outlook: { manifestUrl: string | null; manifestProblem: string | null };
    };
    const key = /\/addin\/([A-Za-z0-9_-]{43})\//.exec(outlook.manifestUrl ?? "")?.[1];
    if (!key) throw new Error(`no manifest address: ${outlook.manifestProblem}`);
    const url = `${server.base}/addin/${key}/signature?email=${encodeURIComponent(SENDER)}&compose=new`;
    const first = await fetch(url);
    const etag = first.headers.get("etag");
    if (first.status !== 200 || !etag) throw new Error(`the signature answered ${first.status}: ${await first.text()}`);
    const cached = await fetch(url, { headers: { "if-none-match": etag } });
    if (cached.status !== 304) throw new Error(`the signature with its ETag answered ${cached.status}`);

    const health = { url: `${server.base}/api/health`, headers: {} };
    const routes = [
      await measure("/api/health", health, null, 200),
      await measure("signature", { url, headers: {} }, health, 200),
      await measure("signature (ETag, 304)", { url, headers: { "if-none-match": etag } }, health, 304),
    ];
    console.log(
      `\nOutlook add-in signature, ${database}: ${CONNECTIONS} connections, ${SECONDS} s per route after a ${WARMUP_SECONDS} s warm-up; load average ${loadAverage()} (1, 5, 15 min)`,
    );
    console.log(
      `  (x health: against /api/health's req/s in ${SLICES} slice${SLICES === 1 ? "" : "s"} alternating with the route's, so both meet the machine's changes of speed alike; p99: the worst slice's)`,
    );
    console.log(`  ${"route".padEnd(24)} ${["req/s", "p50 ms", "p99 ms", "x health"].map((h) => h.padStart(10)).join(" ")}`);
    for (const r of routes) {
      const errors = r.errors ? `  (${r.errors} errors or unexpected statuses)` : "";
      const cells = [r.rps, r.p50, r.p99, r.ratio.toFixed(2)].map((v) => String(v).padStart(10));
      console.log(`  ${r.route.padEnd(24)} ${cells.join(" ")}${errors}`);
    }
    const below = routes.slice(1).filter((r) => r.ratio < GOAL);
    console.log(`  goal: ${GOAL} x health or more (${below.length ? `missed by ${below.map((r) => r.route).join(", ")}` : "met"})`);
    return { database, routes };
  } catch (error) {
    console.error(`server log (${database}):\n${server.log()}`);
    throw error;
  } finally {
    await server.stop();
  }
}

const loadBefore = loadAverage();
console.log(`load average before the add-in benchmark: ${loadBefore} (1, 5, 15 min)`);
const results = [];
const found = await postgresUrl();
// A smoke run (npm test) goes through the routes once, on PostgreSQL when it answers: one server fewer.
if (!(isSmoke && found.url)) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "signet-bench-addin-"));
  try {
    results.push(await benchDatabase("pglite", { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if ("reason" in found) console.log(`PostgreSQL skipped: ${found.reason}.`);
else {
  const fresh = await freshBenchDatabase(found.url, "addin");
  try {
    results.push(await benchDatabase("postgres", { DATABASE_URL: fresh.url, DATA_DIR: fresh.dataDir }));
  } finally {
    await fresh.drop();
  }
}
console.log(
  JSON.stringify({ bench: "addin-signature", connections: CONNECTIONS, seconds: SECONDS, loadBefore, loadAfter: loadAverage(), results }),
);
