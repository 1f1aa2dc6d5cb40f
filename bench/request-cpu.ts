// In-process probe of a signed-in request's cost (decision 010): the app with the
// demo data on an in-memory PGlite (or on PostgreSQL with PROBE_DATABASE_URL), a signed-in
// demo member, then each route called one request after the other through app.request()
// (no sockets, no HTTP parsing). Prints per route the main thread's CPU time per request
// (user + system, so it counts PGlite's WebAssembly work but not PostgreSQL's own process)
// and how many SQL statements one request sends, with the read cache and without it.
// `npx tsx bench/request-cpu.ts`; PROBE_REQUESTS (default 2000) per route; run under
// `node --cpu-prof` for a profile.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { createApp } from "../src/server/app";
import { createDeps } from "../src/server/deps";
import { openDatabase } from "../src/server/db/client";
import { DEMO_PASSWORD, seedDemo } from "../src/server/seed/seed";
import { forgetReads } from "../src/server/lib/read-cache";

const REQUESTS = Number(process.env.PROBE_REQUESTS ?? 2000);
const ALL_ROUTES = ["/api/health", "/api/session", "/api/me", "/api/config", "/api/signature", "/api/offices"];
// PROBE_ROUTES=/api/me,/api/offices: only those (e.g. for a profile of one route).
const ROUTES = process.env.PROBE_ROUTES ? process.env.PROBE_ROUTES.split(",") : ALL_ROUTES;

let statements = 0;
const url = process.env.PROBE_DATABASE_URL;
const handle = await openDatabase({ url, dataDir: null, onQuery: () => statements++ });
const logger = pino({ level: "silent" });
const baseUrl = "http://127.0.0.1:3999";
const dataDir = mkdtempSync(path.join(tmpdir(), "signet-probe-"));
const deps = createDeps({
  db: handle.db,
  logger,
  authSecret: "probe-secret-probe-secret-probe-secret-0123",
  mailFrom: "Signet <no-reply@signet.test>",
  config: {
    baseUrl,
    isProduction: true,
    supportEmail: "support@signet.test",
    requireAccountActivation: false,
    dataDir,
    clientDistDir: "dist/client",
    trustedProxies: [],
  },
});
await seedDemo(handle.db, { delivery: { mailer: deps.mailer, baseUrl, logger } });
const app = createApp(deps);

const signIn = await app.request("/api/session/sign-in", {
  method: "POST",
  headers: { "content-type": "application/json", origin: baseUrl },
  body: JSON.stringify({ email: "member@acme.test", password: DEMO_PASSWORD }),
});
if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");

async function call(route: string) {
  const res = await app.request(route, { headers: { cookie } });
  if (!res.ok) throw new Error(`${route} answered ${res.status}`);
  await res.arrayBuffer();
}

// Each route twice: as repeated reads find it (the read cache's copy, decision 024), and
// with that cache emptied before every request (as after a write: the query's cost).
async function measure(route: string, uncached: boolean) {
  statements = 0;
  const before = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) {
    if (uncached) forgetReads(handle.db);
    await call(route);
  }
  const used = process.cpuUsage(before);
  return { cpuMicros: Math.round((used.user + used.system) / REQUESTS), statements: Math.round((statements / REQUESTS) * 100) / 100 };
}

console.log(`in-process probe, ${handle.kind}, ${REQUESTS} requests per route after a warm-up`);
const head = ["CPU µs/req", "statements", "uncached µs", "statements"];
console.log(`  ${"route".padEnd(16)} ${head.map((h) => h.padStart(12)).join(" ")}`);
const figures: Record<string, { cpuMicros: number; statements: number; uncached: { cpuMicros: number; statements: number } }> = {};
for (const route of ROUTES) {
  for (let i = 0; i < REQUESTS / 4; i++) await call(route);
  const cached = await measure(route, false);
  const uncached = await measure(route, true);
  figures[route] = { ...cached, uncached };
  const cells = [cached.cpuMicros, cached.statements, uncached.cpuMicros, uncached.statements].map((v) => String(v).padStart(12));
  console.log(`  ${route.padEnd(16)} ${cells.join(" ")}`);
}
console.log(JSON.stringify({ bench: "request-cpu", database: handle.kind, requests: REQUESTS, routes: figures }));
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
