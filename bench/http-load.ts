// What the HTTP benchmark's parts share (bench/http.bench.ts, bench/two-processes.ts): how long
// and how wide a load is, the demo logins, signing in, the demo member's tracked link and
// banner, and an autocannon load with the headers its route needs.
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { isSmoke } from "./bench-mode";

export const SECONDS = isSmoke ? 0.3 : Number(process.env.BENCH_SECONDS ?? 8);
// A smoke run judges no figure: it needs no warm-up.
export const WARMUP_SECONDS = isSmoke ? 0 : Math.max(1, Math.round(SECONDS / 4));
export const CONNECTIONS = 16;
export const MEMBER = { email: "member@acme.test", password: "Signet-demo-1" };
export const ADMIN = { email: "admin@acme.test", password: "Signet-demo-1" };
export const TRACKING_ROUTE = "/r/{token}";
export const IMPRESSION_ROUTE = "/i/{token}";
const BROWSER_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export const loadAverages = () => loadavg().map((n) => Math.round(n * 100) / 100);

/** Signs in and checks that each of `routes` answers: the session cookie. */
export async function signIn(base: string, who: { email: string; password: string }, routes: string[]): Promise<string> {
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
export async function trackingPaths(base: string, cookie: string): Promise<Record<string, string>> {
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

// The tracking route is public: no cookie, a person's browser (bots are not counted). A
// "Bearer ..." credential is an API key, sent without a cookie.
export const headersFor = (url: string, credential: string): Record<string, string> =>
  /\/[ri]\//.test(url)
    ? { "user-agent": BROWSER_UA }
    : credential.startsWith("Bearer ")
      ? { authorization: credential }
      : { cookie: credential };

// autocannon ends a load on its once-a-second sample (a 0.3 s load lasts a second): a smoke
// run's load is a number of requests, sampled every 50 ms, the same path in a fraction of the time.
const SMOKE_LOAD = { amount: 4 * CONNECTIONS, sampleInt: 50 };

export function load(url: string, cookie: string, seconds: number) {
  return loadWith({ url, headers: headersFor(url, cookie) }, seconds);
}

export type Target = { url: string; headers: Record<string, string> };

function loadWith(target: Target, seconds: number) {
  const length = isSmoke ? SMOKE_LOAD : { duration: seconds };
  return autocannon({ url: target.url, connections: CONNECTIONS, ...length, headers: target.headers });
}

// A route's full load and /api/health's, for its ratio, in alternating slices: this machine's
// speed changes from minute to minute (one run measured health at 6,300 to 17,400 req/s within
// ten minutes, once in 4 s just before each route), so both are measured at the same moments.
export const SLICES = isSmoke ? 1 : 4;

type Loaded = Awaited<ReturnType<typeof autocannon>>;
const rateOf = (loads: Loaded[]) => Math.round(loads.reduce((n, l) => n + l.requests.total, 0) / loads.reduce((n, l) => n + l.duration, 0));

/**
 * `route` at full load, in SLICES slices of SECONDS in all, each after a slice of `health` (none:
 * the route is health): its req/s over all of them and health's over theirs, its p50 as the
 * median of the slices' and its p99 as the worst slice's, and its answers by kind.
 */
export async function pairedLoads(route: Target, health: Target | null) {
  const routeLoads: Loaded[] = [];
  const healthLoads: Loaded[] = [];
  for (let i = 0; i < SLICES; i++) {
    if (health) healthLoads.push(await loadWith(health, SECONDS / SLICES));
    routeLoads.push(await loadWith(route, SECONDS / SLICES));
  }
  const sum = (pick: (l: Loaded) => number) => routeLoads.reduce((n, l) => n + pick(l), 0);
  const p50s = routeLoads.map((l) => l.latency.p50).sort((a, b) => a - b);
  return {
    rps: rateOf(routeLoads),
    healthRps: health ? rateOf(healthLoads) : null,
    p50: p50s[Math.floor((p50s.length - 1) / 2)],
    p99: Math.max(...routeLoads.map((l) => l.latency.p99)),
    total: sum((l) => l.requests.total),
    errors: sum((l) => l.errors + l.timeouts),
    non2xx: sum((l) => l.non2xx),
    redirects: sum((l) => l["3xx"] ?? 0),
  };
}

/** A load's warm-up: WARMUP_SECONDS of it, unmeasured. */
export async function warmUp(target: Target) {
  if (WARMUP_SECONDS) await loadWith(target, WARMUP_SECONDS);
}
