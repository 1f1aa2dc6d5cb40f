// In-process probe of a signed-in request's cost (decision 010): the app with the
// demo data on an in-memory PGlite (or on PostgreSQL with PROBE_DATABASE_URL), a signed-in
// demo member, then each route called one request after the other through app.request()
// (no sockets, no HTTP parsing). Prints per route the main thread's CPU time per request
// (user + system, so it counts PGlite's WebAssembly work but not PostgreSQL's own process)
// and how many SQL statements one request sends, with the read cache and without it.
// "/r/{token}" and "/i/{token}" are the demo member's tracked click and banner, loaded with a
// browser's user agent: each is counted (its batch written within milliseconds), so their CPU
// includes their share of the batched writes.
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
const TRACKING_ROUTES = ["/r/{token}", "/i/{token}"];
const ALL_ROUTES = ["/api/health", "/api/session", "/api/me", "/api/config", "/api/signature", "/api/offices", ...TRACKING_ROUTES];
const BROWSER_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
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

// The member's tracked link and banner in their signature (a campaign selected when none is).
async function trackedPaths(): Promise<Record<string, string>> {
  const headers = { cookie, "content-type": "application/json", origin: baseUrl };
  const find = async () => {
    const { html } = (await (await app.request("/api/signature", { headers })).json()) as { html: string };
    return [/href="[^"]*(\/r\/[A-Za-z0-9_-]+)"/.exec(html)?.[1], /src="[^"]*(\/i\/[A-Za-z0-9_-]+)"/.exec(html)?.[1]];
  };
  let [click, image] = await find();
  if (!click || !image) {
    const { campaigns } = (await (await app.request("/api/campaign-selections/campaigns", { headers })).json()) as {
      campaigns: { id: string }[];
    };
    const body = JSON.stringify({ campaignId: campaigns[0]?.id });
    await app.request("/api/campaign-selections", { method: "POST", headers, body });
    [click, image] = await find();
  }
  if (!click || !image) throw new Error("no tracked link and banner in the demo member's signature");
  return { "/r/{token}": click, "/i/{token}": image };
}
const tracked = ROUTES.some((r) => TRACKING_ROUTES.includes(r)) ? await trackedPaths() : {};
// A visitor's address for the tracking routes (counted per network).
const visitor = { incoming: { socket: { remoteAddress: "203.0.113.5" } } };

async function call(route: string) {
  const path = tracked[route];
  const res = path
    ? await app.request(path, { headers: { "user-agent": BROWSER_UA }, redirect: "manual" }, visitor)
    : await app.request(route, { headers: { cookie } });
  if (path ? res.status !== 302 : !res.ok) throw new Error(`${route} answered ${res.status}`);
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
await deps.campaignEvents.close();
console.log(JSON.stringify({ bench: "request-cpu", database: handle.kind, requests: REQUESTS, routes: figures }));
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
