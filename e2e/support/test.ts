// The specs' `test`: Playwright's, with one page kept warm per worker (decision 081). A new page
// costs Chromium a new renderer process and a cold JavaScript engine, which compiles the app's
// code again: on two loaded cores about 1.3 s of CPU a test, more than a third of a typical
// test's. So each worker keeps one context and its page, and between tests puts them back as a
// new test would find them: the page leaves for a same-origin JSON document (the old page's
// scripts end; the renderer, with its compiled code, stays), then local and session storage, the
// HTTP cache, cookies and permissions are cleared, the other pages closed, the routes and the
// listeners the test added removed (each test's start sets its viewport). Playwright's own `reuseContext` passes
// through about:blank, which swaps the renderer and loses the saving.
//
// A test gets a new context and page as before when it runs again after a failure (its trace is
// recorded), when it asks for other context options (a locale, say), and after a test that failed
// or changed what cannot be put back (an init script, an exposed function, extra headers, an
// emulated media or clock, offline or geolocation): that context is closed, not reused.
import { test as base, type BrowserContext, type Page } from "@playwright/test";

export * from "@playwright/test";

type Warm = { context: BrowserContext; page: Page; key: string; spoiled: boolean };

/** Methods whose effect on a context or page no reset can undo: calling one spoils the warm page. */
const PAGE_LASTING = [
  "addInitScript",
  "exposeFunction",
  "exposeBinding",
  "setExtraHTTPHeaders",
  "emulateMedia",
  "addLocatorHandler",
  "routeWebSocket",
  "routeFromHAR",
  "setDefaultTimeout",
  "setDefaultNavigationTimeout",
] as const;
const CONTEXT_LASTING = [
  "addInitScript",
  "exposeFunction",
  "exposeBinding",
  "setExtraHTTPHeaders",
  "setOffline",
  "setGeolocation",
  "routeWebSocket",
  "routeFromHAR",
  "setDefaultTimeout",
  "setDefaultNavigationTimeout",
] as const;
const CLOCK_LASTING = ["install", "fastForward", "pauseAt", "resume", "runFor", "setFixedTime", "setSystemTime"] as const;

function spoilOnCall(warm: Warm, target: object, names: readonly string[]) {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const original = methods[name].bind(target);
    methods[name] = (...args: unknown[]) => {
      warm.spoiled = true;
      return original(...args);
    };
  }
}

type Listeners = Map<string | symbol, Set<unknown>>;
type Emitter = {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): unknown[];
  off(event: string, listener: unknown): unknown;
};
/** Playwright's pages and contexts are event emitters; their types name only on, once and off. */
const emitter = (target: Page | BrowserContext) => target as unknown as Emitter;
const listenersOf = (emitter: Emitter): Listeners =>
  new Map(emitter.eventNames().map((event) => [event, new Set(emitter.listeners(event))]));
/** Removes the listeners added since `before` (Playwright's own, added before, stay). */
function removeAddedListeners(emitter: Emitter, before: Listeners) {
  for (const event of emitter.eventNames()) {
    for (const listener of emitter.listeners(event)) if (!before.get(event)?.has(listener)) emitter.off(event as string, listener);
  }
}

async function putBack(warm: Warm, origin: string) {
  const { context, page } = warm;
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.unrouteAll({ behavior: "ignoreErrors" });
  // A page with unsaved changes asks before it is left: leave.
  const leave = (dialog: { accept(): Promise<void> }) => void dialog.accept().catch(() => {});
  page.on("dialog", leave);
  try {
    await page.goto(`${origin}/api/health`);
  } finally {
    page.off("dialog", leave);
  }
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  await context.clearCookies();
  await context.clearPermissions();
}

export const test = base.extend<object, { warmPage: { current: Warm | null } }>({
  warmPage: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const holder: { current: Warm | null } = { current: null };
      await use(holder);
      await holder.current?.context.close();
    },
    { scope: "worker" },
  ],

  context: async (
    { context, browser, warmPage, baseURL, viewport, reducedMotion, locale, timezoneId, colorScheme, storageState, contextOptions },
    use,
    testInfo,
  ) => {
    if (testInfo.retry > 0 || storageState) {
      await use(context);
      return;
    }
    const options = { baseURL, reducedMotion, locale, timezoneId, colorScheme, ...contextOptions };
    const key = JSON.stringify(options);
    let warm = warmPage.current;
    if (warm && warm.key !== key) {
      await warm.context.close();
      warm = warmPage.current = null;
    }
    if (!warm) {
      const created = await browser.newContext({ ...options, viewport });
      warm = { context: created, page: await created.newPage(), key, spoiled: false };
      spoilOnCall(warm, warm.page, PAGE_LASTING);
      spoilOnCall(warm, warm.context, CONTEXT_LASTING);
      spoilOnCall(warm, warm.context.clock, CLOCK_LASTING);
      warmPage.current = warm;
    }
    if (viewport && JSON.stringify(warm.page.viewportSize()) !== JSON.stringify(viewport)) await warm.page.setViewportSize(viewport);
    const pageListeners = listenersOf(emitter(warm.page));
    const contextListeners = listenersOf(emitter(warm.context));

    await use(warm.context);

    removeAddedListeners(emitter(warm.page), pageListeners);
    removeAddedListeners(emitter(warm.context), contextListeners);
    let reusable = !warm.spoiled && testInfo.status === testInfo.expectedStatus && !warm.page.isClosed();
    if (reusable) {
      try {
        await putBack(warm, new URL(baseURL!).origin);
      } catch {
        reusable = false;
      }
    }
    if (!reusable) {
      warmPage.current = null;
      await warm.context.close().catch(() => {});
    }
  },

  page: async ({ context, warmPage }, use) => {
    const warm = warmPage.current;
    await use(warm && warm.context === context ? warm.page : await context.newPage());
  },
});
