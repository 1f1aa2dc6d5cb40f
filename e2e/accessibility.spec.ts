// Every page a person can reach, checked by axe for serious and critical problems,
// signed out, as a member, and as a super admin (admin pages and the admin area).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signInByApi } from "./support/auth";

async function expectNoSeriousViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("h1").first()).toBeVisible();
  // The signature preview is a sandboxed frame where no script (axe included) may run.
  const results = await new AxeBuilder({ page }).exclude("iframe[sandbox]").disableRules(["region"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("public pages", async ({ page }) => {
  for (const path of [
    "/",
    "/auth",
    "/auth?signup=true",
    "/auth?mode=forgot-password",
    "/terms",
    "/privacy",
    "/contact",
    "/design-system",
    "/no-such-page",
  ]) {
    await expectNoSeriousViolations(page, path);
  }
});

test("a member's pages", async ({ page }) => {
  await signInByApi(page, DEMO.member);
  for (const path of ["/signature", "/profile", "/settings", "/guide"]) await expectNoSeriousViolations(page, path);
});

test("admin pages and the super admin area", async ({ page }) => {
  await signInByApi(page, DEMO.superAdmin);
  for (const path of [
    "/templates",
    "/campaigns",
    "/users",
    "/statistics",
    "/company-settings",
    "/admin",
    "/admin/accounts",
    "/admin/settings",
  ]) {
    await expectNoSeriousViolations(page, path);
  }
});

test("phone width", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInByApi(page, DEMO.member);
  for (const path of ["/signature", "/profile"]) await expectNoSeriousViolations(page, path);
});
