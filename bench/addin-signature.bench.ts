// The Outlook add-in's signature address against /api/health (npm run bench). For each
// database (embedded PGlite always; PostgreSQL too when TEST_DATABASE_URL, DATABASE_URL or 127.0.0.1:5432
// answers) it starts the real server (production mode, demo data; bench/start-server.ts) and
// loads with autocannon, as bench/http.bench.ts does, after a warm-up:
//   /api/health
//   GET /addin/{key}/signature?email=member@acme.test&compose=new             (200 with the HTML)
//   the same with If-None-Match: the answer's ETag                            (304, no body)
// and prints req/s, p50, p99 and the ratio to /api/health; the goal is a ratio of 0.5 or more.
// The add-in's own limits (600 a minute per IP, 6,000 per key) would refuse almost all of a
// load from one address: this server raises them (ADDIN_SIGNATURE_IP_RATE_LIMIT,
// ADDIN_SIGNATURE_KEY_RATE_LIMIT); the limiter still runs and costs what it costs.
// Outside development the manifest, and with it the key, needs an https BASE_URL: the server
// is given one (it listens on http all the same; the bench's requests name it as their origin).
// BENCH_SECONDS (default 8) sets each measurement's length. The load averages are printed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { postgresUrl, signIn, startServer } from "./start-server";
import { api, freshBenchDatabase, loadAverage } from "./server-measures";
import { isSmoke } from "./bench-mode";

const SECONDS = isSmoke ? 0.3 : Number(process.env.BENCH_SECONDS ?? 8);
// A smoke run judges no figure: it needs no warm-up.
const WARMUP_SECONDS = isSmoke ? 0 : Math.max(1, Math.round(SECONDS / 4));
const CONNECTIONS = 16;
const PUBLIC_BASE = "https://signet.bench.test";
const ADMIN = { email: "admin@acme.test", password: "Signet-demo-1" };
const SENDER = "member@acme.test";
const GOAL = 0.5;

type Figures = { route: string; rps: number; p50: number; p99: number; ratio: number; errors: number };

async function measure(route: string, url: string, headers: Record<string, string>, expected: number): Promise<Figures> {
  if (WARMUP_SECONDS) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  // Only the expected status counts: a 304 is the point of the cached case (a 200 there is one too many).
  const unexpected = expected === 304 ? r.non2xx - (r["3xx"] ?? 0) + (r.requests.total - r.non2xx) : r.non2xx;
  const errors = r.errors + r.timeouts + unexpected;
  const ms = (n: number) => Math.round(n * 100) / 100;
  return { route, rps: Math.round(r.requests.average), p50: ms(r.latency.p50), p99: ms(r.latency.p99), ratio: 0, errors };
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

    const routes = [
      await measure("/api/health", `${server.base}/api/health`, {}, 200),
      await measure("signature", url, {}, 200),
      await measure("signature (ETag, 304)", url, { "if-none-match": etag }, 304),
    ];
    for (const r of routes) r.ratio = Math.round((r.rps / routes[0].rps) * 100) / 100;
    console.log(
      `\nOutlook add-in signature, ${database}: ${CONNECTIONS} connections, ${SECONDS} s per route after a ${WARMUP_SECONDS} s warm-up; load average ${loadAverage()} (1, 5, 15 min)`,
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
