// Lighthouse on the public pages (npm run bench): the built app served by the real server in
// production mode with the demo data on a port of 127.0.0.1, each page audited signed out in
// Debian's Chromium with Lighthouse's defaults (mobile, simulated throttling), performance
// only. It prints the performance score, first contentful paint, largest contentful paint,
// total blocking time and the JavaScript transferred, the median of RUNS audits per page (of
// those that gave a figure; a run Lighthouse could not finish is named by its error code).
// Figures depend on the machine and its load; nothing here is asserted. Beside them it prints
// Lighthouse's own measure of the machine's speed at each audit (its benchmark index: a loop
// it times in the page's renderer before loading the page; higher is faster): with simulated
// throttling, Lighthouse multiplies the tasks it saw by a fixed 4, so a slower moment of the
// machine is a longer blocking time. On one machine of this kind, within 20 minutes, /contact
// scored 0.88 at an index of 1,495 and 0.96 at 2,252.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { startServer } from "./start-server";
import { benchSize, isSmoke } from "./bench-mode";
import { browserBenchDatabase } from "./server-measures";

const RUNS = benchSize(Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3), 1);
// A smoke run audits the landing page once: enough to see Lighthouse still runs against the server.
const PAGES = isSmoke ? ["/"] : ["/", "/auth", "/terms", "/privacy", "/contact", "/design-system"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // No name but the machine's own resolves: a page loads nothing from outside (as in the browser tests).
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

type Audit = { score: number; fcp: number; lcp: number; tbt: number; scriptKb: number; speed: number; error?: string };

async function audit(url: string): Promise<Audit> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const items = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
      ?.items;
    return {
      // A run Lighthouse could not finish (a hung or blank page under load) has no score: its code is kept.
      error: lhr.runtimeError?.code,
      score: lhr.categories.performance.score ?? NaN,
      fcp: numeric("first-contentful-paint"),
      lcp: numeric("largest-contentful-paint"),
      tbt: numeric("total-blocking-time"),
      scriptKb: (items?.find((i) => i.resourceType === "script")?.transferSize ?? NaN) / 1024,
      speed: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

// Of the runs that gave a figure: a failed run's NaN would make the sort, and so the median, arbitrary.
const median = (values: number[]) => {
  const figures = values.filter(Number.isFinite).sort((a, b) => a - b);
  return figures.length ? figures[Math.floor(figures.length / 2)] : NaN;
};

const database = await browserBenchDatabase("lighthouse", ".tmp/bench-lighthouse");
const server = await startServer(database.env);
try {
  const figures: Record<string, Audit & { failed: string[] }> = {};
  for (const path of PAGES) {
    const audits: Audit[] = [];
    for (let i = 0; i < RUNS; i++) audits.push(await audit(`${server.base}${path}`));
    const pick = (key: Exclude<keyof Audit, "error">) => median(audits.map((a) => a[key]));
    const failed = audits.flatMap((a) => (a.error ? [a.error] : []));
    figures[path] = {
      score: pick("score"),
      fcp: pick("fcp"),
      lcp: pick("lcp"),
      tbt: pick("tbt"),
      scriptKb: pick("scriptKb"),
      speed: pick("speed"),
      failed,
    };
  }
  console.log(`\nLighthouse, public pages (mobile, simulated throttling; medians of ${RUNS})`);
  console.log(`  (machine: Lighthouse's benchmark index of this machine during the page's audits, the median; higher is faster)`);
  console.log(`  ${"page".padEnd(15)} score     FCP      LCP     TBT   JS transferred   machine`);
  for (const [path, f] of Object.entries(figures)) {
    console.log(
      `  ${path.padEnd(15)} ${f.score.toFixed(2)}  ${`${(f.fcp / 1000).toFixed(2)} s`.padStart(7)}  ${`${(f.lcp / 1000).toFixed(2)} s`.padStart(7)}  ${`${Math.round(f.tbt)} ms`.padStart(6)}  ${`${f.scriptKb.toFixed(0)} KB`.padStart(8)}  ${String(Math.round(f.speed)).padStart(8)}${f.failed.length ? `  (runs without a score: ${f.failed.join(", ")})` : ""}`,
    );
  }
  console.log(JSON.stringify({ lighthouse: figures }));
} finally {
  await server.stop();
  await database.drop();
}
