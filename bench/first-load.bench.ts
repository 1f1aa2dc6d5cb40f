// First load of signed-in pages (npm run bench): the built app served by the real server in
// production mode with the demo data on a port of 127.0.0.1, an admin signed in through the
// API, each page opened in a fresh Chromium context (empty cache, the session cookie only).
// Per page it prints the medians over RUNS loads, in ms from navigation start: the end of
// the document, the first /api request, the first read of the page's own data (an /api
// request other than the session's /api/me), the page's content (its own data on screen),
// and how many JavaScript files the load fetched. Figures depend on the machine and its load;
// nothing here is asserted.
import { chromium, type Browser } from "playwright-core";
import { signIn, startServer } from "./start-server";
import { benchSize, isBenchMain, isSmoke } from "./bench-mode";
import { browserBenchDatabase } from "./server-measures";

const RUNS = benchSize(Number(process.env.BENCH_FIRST_LOAD_RUNS ?? 5), 1);
const ADMIN = { email: "admin@acme.test", password: "Signet-demo-1" };
export const CHROMIUM_ARGS = [
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

/** Each page's content: text that shows only once the page's own data is on screen. */
const PAGES = [
  { path: "/templates", content: { selector: '[data-testid="template-row"]' } },
  { path: "/statistics", content: { text: "Export CSV" } },
  { path: "/users", content: { text: "member@acme.test" } },
  { path: "/campaigns", content: { text: "December webinar" } },
] as const;

type Content = { selector?: string; text?: string };
type Load = {
  documentEnd: number;
  firstApi: number | null;
  pageRead: number | null;
  content: number | null;
  scripts: number;
  apiCalls: number;
};

// Runs in the page before its own scripts: notes when the content first appears. A string,
// so that what tsx adds to compiled functions (__name) does not reach the page.
const watchContent = (content: Content) => `(() => {
  const content = ${JSON.stringify(content)};
  const found = () => content.selector
    ? Boolean(document.querySelector(content.selector))
    : Boolean(document.body && document.body.textContent.includes(content.text));
  const observer = new MutationObserver(() => {
    if (window.__contentAt === undefined && found()) {
      window.__contentAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function load(browser: Browser, base: string, cookie: string, path: string, content: Content): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // A smoke run may share a busy machine: a slow page is no failure there, only one that never shows.
  context.setDefaultTimeout(isSmoke ? 0 : 30_000);
  try {
    const url = new URL(base);
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: url.hostname, path: "/" };
      }),
    );
    const page = await context.newPage();
    await page.addInitScript(watchContent(content));
    await page.goto(`${base}${path}`);
    await page.waitForFunction(() => (window as unknown as { __contentAt?: number }).__contentAt !== undefined, null, {
      timeout: isSmoke ? 0 : 30_000,
    });
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const api = resources.filter((r) => new URL(r.name).pathname.startsWith("/api/"));
      const reads = api.filter((r) => new URL(r.name).pathname !== "/api/me");
      return {
        documentEnd: nav.responseEnd,
        firstApi: api.length ? Math.min(...api.map((r) => r.startTime)) : null,
        pageRead: reads.length ? Math.min(...reads.map((r) => r.startTime)) : null,
        content: (window as unknown as { __contentAt?: number }).__contentAt ?? null,
        scripts: resources.filter((r) => new URL(r.name).pathname.endsWith(".js")).length,
        apiCalls: api.length,
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

export async function firstLoadFigures(base: string) {
  const cookie = await signIn(base, ADMIN);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  const figures: Record<
    string,
    { documentEnd: number; firstApi: number; pageRead: number; content: number; scripts: number; apiCalls: number }
  > = {};
  try {
    for (const { path, content } of PAGES) {
      // A warm-up (the server's first answers), which a smoke run, judging no figure, leaves out.
      if (!isSmoke) await load(browser, base, cookie, path, content);
      const loads: Load[] = [];
      for (let i = 0; i < RUNS; i++) loads.push(await load(browser, base, cookie, path, content));
      figures[path] = {
        documentEnd: median(loads.map((l) => l.documentEnd)),
        firstApi: median(loads.map((l) => l.firstApi ?? NaN)),
        pageRead: median(loads.map((l) => l.pageRead ?? NaN)),
        content: median(loads.map((l) => l.content ?? NaN)),
        scripts: median(loads.map((l) => l.scripts)),
        apiCalls: median(loads.map((l) => l.apiCalls)),
      };
    }
  } finally {
    await browser.close();
  }
  return figures;
}

if (isBenchMain(import.meta.url)) {
  const database = await browserBenchDatabase("first_load", ".tmp/bench-first-load");
  const server = await startServer(database.env);
  try {
    const figures = await firstLoadFigures(server.base);
    console.log(`\nFirst load of signed-in pages (fresh browser context, medians of ${RUNS}; ms from navigation start)`);
    console.log(
      `  ${"page".padEnd(12)} ${"document".padStart(8)} ${"first API".padStart(9)} ${"page read".padStart(9)} ${"content".padStart(8)}  JS files  API calls`,
    );
    for (const [path, f] of Object.entries(figures)) {
      console.log(
        `  ${path.padEnd(12)} ${ms(f.documentEnd)} ${ms(f.firstApi).padStart(9)} ${ms(f.pageRead).padStart(9)} ${ms(f.content)}  ${String(f.scripts).padStart(8)}  ${String(f.apiCalls).padStart(9)}`,
      );
    }
    console.log(JSON.stringify({ firstLoad: figures }));
  } finally {
    await server.stop();
    await database.drop();
  }
}
