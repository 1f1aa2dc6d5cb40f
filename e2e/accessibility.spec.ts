// Every page a person can reach, checked by axe for serious and critical problems,
// signed out, as a member, and as a super admin (admin pages and the admin area). Each page
// and width is swept once in the whole run: a page whose own spec sweeps it (in the state that
// spec sets up) is left to that spec, named beside the list it would be in.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Request } from "./support/test";
import { DEMO, signInByApi } from "./support/auth";

// The requests each page started and that have not ended: a check waits for the network to go
// quiet, so a failed one lists what kept it busy.
const unfinished = new WeakMap<Page, Set<Request>>();
test.beforeEach(({ page }) => {
  const open = new Set<Request>();
  unfinished.set(page, open);
  page.on("request", (request) => open.add(request));
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
});
test.afterEach(async ({ page }, testInfo) => {
  const open = [...(unfinished.get(page) ?? [])];
  if (testInfo.status === testInfo.expectedStatus || open.length === 0) return;
  const lines = open.map((request) => `${request.method()} ${request.url()} (${request.resourceType()})`);
  await testInfo.attach("requests still open", { body: lines.join("\n"), contentType: "text/plain" });
});

async function expectNoSeriousViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("h1").first()).toBeVisible();
  // The signature preview is a sandboxed frame where no script (axe included) may run.
  const results = await new AxeBuilder({ page }).exclude("iframe[sandbox]").disableRules(["region"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

// One test per page: each gets the whole test timeout to itself, so a slow machine never
// has to fit a sweep of several pages into one test's time.
const PUBLIC_PAGES = [
  "/",
  "/auth",
  "/auth?signup=true",
  "/auth?mode=forgot-password",
  "/terms",
  "/privacy",
  // "/contact": contact.spec.ts, with the form's errors shown.
  "/design-system",
  "/no-such-page",
];
const MEMBER_PAGES = [
  // "/signature": the super admin's below (with the getting-started checklist); the member's, with
  // campaigns to pick, at phone width.
  "/profile",
  // "/settings": admin-settings.spec.ts, the admin's (with the company's sections) at 1280 and 390 px.
  "/guide",
];
const SUPER_ADMIN_PAGES = [
  "/signature", // with the getting-started checklist and the empty campaign picker
  // "/templates": deploy.spec.ts, with a deployment's progress and per-member results open.
  "/campaigns",
  // "/users": team.spec.ts, at 1280 and 375 px with its dialogs open.
  "/statistics",
  // "/company-settings": company-settings.spec.ts, every tab at 1280 and 375 px.
  "/admin",
  "/admin/accounts",
  "/admin/users",
  "/admin/templates",
  "/admin/settings",
];
const PHONE_PAGES = ["/signature", "/profile", "/contact"];

for (const path of PUBLIC_PAGES) {
  test(`public page ${path}`, async ({ page }) => {
    await expectNoSeriousViolations(page, path);
  });
}

for (const path of MEMBER_PAGES) {
  test(`a member's page ${path}`, async ({ page }) => {
    await signInByApi(page, DEMO.member);
    await expectNoSeriousViolations(page, path);
  });
}

for (const path of SUPER_ADMIN_PAGES) {
  test(`the super admin's page ${path}`, async ({ page }) => {
    await signInByApi(page, DEMO.superAdmin);
    await expectNoSeriousViolations(page, path);
  });
}

test("phone width /admin/accounts (stacked table, wrapped tabs)", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInByApi(page, DEMO.superAdmin);
  await expectNoSeriousViolations(page, "/admin/accounts");
});

for (const path of PHONE_PAGES) {
  test(`phone width ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInByApi(page, DEMO.member);
    await expectNoSeriousViolations(page, path);
  });
}

// Toasts appear over every page; their colours must read as well as the page (WCAG AA).
for (const kind of ["success", "error"] as const) {
  test(`the ${kind} toast has readable colours`, async ({ page }) => {
    await page.goto("/design-system");
    // A toast closes by itself after a few seconds, which a loaded machine can spend before axe
    // has read it; it waits while the page is hidden, so the page says it is.
    await page.evaluate(() => Object.defineProperty(document, "hidden", { configurable: true, get: () => true }));
    await page.getByRole("button", { name: `Show a${kind === "error" ? "n" : ""} ${kind} toast` }).click();
    const toast = page.locator(`[data-sonner-toast][data-type="${kind}"]`);
    await expect(toast).toBeVisible();
    // The toast slides in: check once it is fully shown, not mid-animation.
    await expect(toast).toHaveAttribute("data-mounted", "true");
    await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    const results = await new AxeBuilder({ page }).include("[data-sonner-toaster]").withRules(["color-contrast"]).analyze();
    expect(results.violations.map((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary}`))).toEqual([]);
  });
}
