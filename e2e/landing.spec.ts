// The landing page: the visitor version (prerendered for a request without a session cookie),
// the signed-in variants, sign-out from /, the loading screen while a session cookie is checked
// (accessibility.spec.ts sweeps the page with axe).
import { expect, test, type Page } from "./support/test";
import { LANDING_TEXT, TOASTS } from "../src/shared/messages";
import { DEMO, signInByApi, signUpByApi } from "./support/auth";

// The product's nine features, in the order the page groups them (design, rollout, campaigns).
const NINE_FEATURES = [
  "Pre-designed templates",
  "Department-specific templates",
  "Works with all email providers",
  "One-click deployment to teams",
  "Bulk user invitations",
  "Role-based permissions",
  "Campaign management",
  "Multiple active campaigns",
  "Campaign analytics",
];
const TRIAL_POINTS = ["No credit card required", "Set up in minutes", "Cancel anytime"];

test("a visitor sees the hero, the nine features, the trial messaging and a footer", async ({ page }) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Every email your team sends, on brand." });
  await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(hero.getByRole("figure", { name: /Example: a signature built from a Signet template/ })).toBeVisible();
  await expect(hero.getByRole("img", { name: "Acme Inc." })).toBeVisible();

  const featureHeadings = page.getByRole("main").getByRole("heading", { level: 3 });
  await expect(featureHeadings).toHaveText(NINE_FEATURES);

  await expect(hero.getByRole("list", { name: "Free trial" }).getByRole("listitem")).toHaveText(TRIAL_POINTS);
  await expect(page.getByRole("heading", { name: "Give every email a signature worth reading" })).toBeVisible();

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link")).toHaveText(["Terms", "Privacy", "Contact"]);
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  await expect(page.getByText(LANDING_TEXT.welcomeBack)).toHaveCount(0);
});

test("'Start Your Free Trial' leads to sign-up", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: LANDING_TEXT.startFreeTrial }).first().click();
  await expect(page).toHaveURL(/\/auth\?signup=true$/);
});

test("a signed-in user with an account is welcomed back and goes to the dashboard", async ({ page }) => {
  await signInByApi(page, DEMO.member);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: LANDING_TEXT.welcomeBack })).toBeVisible();
  await expect(page.getByText("Acme Inc.")).toBeVisible();
  await expect(page.getByRole("link", { name: LANDING_TEXT.startFreeTrial })).toHaveCount(0);
  await expect(page.getByRole("link", { name: LANDING_TEXT.completeSetup })).toHaveCount(0);
  await page.getByRole("link", { name: LANDING_TEXT.goToDashboard }).click();
  await expect(page).toHaveURL(/\/signature$/);
});

test("a signed-in user without an account is asked to complete setup", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: LANDING_TEXT.welcomeBack })).toBeVisible();
  await expect(page.getByRole("link", { name: LANDING_TEXT.goToDashboard })).toHaveCount(0);
  await page.getByRole("link", { name: LANDING_TEXT.completeSetup }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("'Sign Out' on the landing page signs out and goes to /auth", async ({ page }) => {
  await signUpByApi(page, { company: "Landing Sign Out Ltd" });
  await page.goto("/");
  await page.getByRole("button", { name: LANDING_TEXT.signOut }).click();
  await expect(page.getByText(TOASTS.signOutSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(401);
  // The landing page now shows the visitor version.
  await page.goto("/");
  await expect(page.getByRole("link", { name: LANDING_TEXT.startFreeTrial }).first()).toBeVisible();
});

test("'Sign Out' on the onboarding page goes to /auth too", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/onboarding");
  await page.getByRole("button", { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
});

// Without a session cookie the server knows the visitor is signed out: the page comes rendered.
test("without a session cookie, / arrives with its marketing content: no loading screen, no JavaScript needed", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/");
  const html = await response!.text();
  expect(html).toContain("Every email your team sends, on brand.");
  expect(html).not.toContain("Loading...");
  await expect(page.getByRole("heading", { level: 1, name: "Every email your team sends, on brand." })).toBeVisible();
  await expect(page.getByRole("link", { name: LANDING_TEXT.startFreeTrial }).first()).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await context.close();
});

// The status of a session cookie takes a check: the loading screen shows meanwhile, then the
// page that status calls for.
async function gateSessionCheck(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/me", async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

test("with a session cookie, / shows the loading screen while the session is checked, then the welcome", async ({ page }) => {
  await signInByApi(page, DEMO.member);
  const release = await gateSessionCheck(page);
  await page.goto("/");
  await expect(page.getByText("Loading...")).toBeVisible();
  await expect(page.getByRole("link", { name: LANDING_TEXT.startFreeTrial })).toHaveCount(0);
  release();
  await expect(page.getByRole("heading", { level: 1, name: LANDING_TEXT.welcomeBack })).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
});

test("with a session cookie that no longer holds, / shows the loading screen, then the visitor's page", async ({ page, context }) => {
  await signInByApi(page, DEMO.member);
  const session = (await context.cookies()).find((c) => c.httpOnly && c.name.includes("session_token"));
  expect(session).toBeTruthy();
  await context.addCookies([{ ...session!, value: "expired.session" }]);
  const release = await gateSessionCheck(page);
  await page.goto("/");
  await expect(page.getByText("Loading...")).toBeVisible();
  release();
  await expect(page.getByRole("link", { name: LANDING_TEXT.startFreeTrial }).first()).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await expect(page.getByText(LANDING_TEXT.welcomeBack)).toHaveCount(0);
});
