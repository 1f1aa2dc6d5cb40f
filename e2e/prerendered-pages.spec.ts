// The public pages a visitor without a session cookie gets rendered by the build: their
// content is in the first answer, the browser takes them over without an error or a second
// render, and their forms wait until the page is ready (decision 030).
import { expect, test } from "./support/test";
import { DEMO, DEMO_PASSWORD, signInByApi } from "./support/auth";

// `runs`: the page has something to do (a form, a button) and its code takes the HTML over;
// the others are sent without code (decision 051) and work by their links alone.
const PAGES = [
  { path: "/", heading: "Every email your team sends, on brand.", title: "Email signatures for your company · Signet", runs: false },
  { path: "/auth", heading: "Sign in to Signet", title: "Sign in · Signet", runs: true },
  { path: "/terms", heading: "Terms of Service", title: "Terms of Service · Signet", runs: false },
  { path: "/privacy", heading: "Privacy Policy", title: "Privacy Policy · Signet", runs: false },
  { path: "/contact", heading: "Contact us", title: "Contact us · Signet", runs: true },
  { path: "/design-system", heading: "Design system", title: "Design system · Signet", runs: true },
];

// React reports a page that differs from its HTML as an error (hydration); a 401 of the
// background session check is the browser's own line about a resource, not one of those.
const isPageError = (text: string) => !text.startsWith("Failed to load resource");

for (const { path, heading, title, runs } of PAGES) {
  test(`${path} comes rendered without a session cookie, ${runs ? "and the browser takes it over without errors" : "with no code to load"}`, async ({
    page,
  }) => {
    const errors: string[] = [];
    const scripts: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && isPageError(message.text())) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const response = await page.goto(path);
    const html = await response!.text();
    expect(html).toContain('data-session="signed-out"');
    expect(html).toContain(heading.replaceAll("'", "&#x27;"));
    // Its title is in the HTML: right in the tab and in search results before any code runs.
    expect(html).toContain(`<title>${title}</title>`);
    // Its style nonce is this answer's own, in the page and in the CSP header.
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response!.headers()["content-security-policy"]).toContain(`'nonce-${nonce}'`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    if (runs) {
      // Taken over: the form's fields, held back until the code runs, are ready.
      await expect(page.locator("fieldset[disabled]")).toHaveCount(0);
    }
    await page.waitForLoadState("networkidle");
    if (!runs) expect(scripts).toEqual([]);
    else expect(scripts.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}

test("pages without code link by plain links: Sign In on the landing page and Contact under the terms lead to forms that work", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel("Email")).toBeEnabled();
  await page.goto("/terms");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel("Subject")).toBeEnabled();
});

test("the same page with a query string, or with a session cookie, is rendered in the browser", async ({ page }) => {
  expect(await (await page.request.get("/?ref=mail")).text()).not.toContain('data-session="signed-out"');
  await signInByApi(page, DEMO.member);
  for (const path of ["/", "/terms"]) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toContain('data-session="signed-out"');
    expect(html, path).toContain('<link rel="preload" href="/api/me" as="fetch" crossorigin>');
  }
  await page.goto("/terms");
  await expect(page.getByRole("button", { name: /sign out/i })).toBeVisible();
});

test("the sign-in form waits until the page is ready: nothing is sent before, the email field is focused after", async ({ page }) => {
  // Hold the page's code back: the HTML shows, the browser has not taken it over yet.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  // Neither "load" nor DOMContentLoaded comes while a module script waits.
  await page.goto("/auth", { waitUntil: "commit" });
  const email = page.getByLabel("Email");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to Signet" })).toBeVisible();
  await expect(email).toBeDisabled();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeDisabled();
  await page.keyboard.press("Enter");
  expect(new URL(page.url()).search).toBe("");

  release();
  await expect(email).toBeEnabled();
  await expect(email).toBeFocused();
  await email.fill(DEMO.member);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/signature$/);
});

// With a session cookie the server preloads /api/me and, on /users, /templates and /campaigns,
// the page's first read: the page takes those answers instead of asking again.
test("a signed-in page's preloaded reads are each fetched once, and the browser reports no unused preload", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  for (const [path, read, text] of [
    ["/users", "/api/team", "member@acme.test"],
    ["/templates", "/api/templates", "Email Templates"],
  ] as const) {
    const requests: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === "/api/me" || pathname === read) requests.push(pathname);
    });
    const html = await (await page.goto(path))!.text();
    expect(html, path).toContain(`<link rel="preload" href="${read}`);
    await expect(page.getByText(text).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requests.sort(), path).toEqual(["/api/me", read].sort());
    page.removeAllListeners("request");
  }
  // Chromium warns about a preload not used within a few seconds of the load.
  await page.waitForTimeout(3500);
  expect(warnings).toEqual([]);
});
