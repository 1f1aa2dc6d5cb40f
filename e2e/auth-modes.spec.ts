// The auth screen's modes, transitions and query parameters.
import { expect, test } from "./support/test";
import { DEMO, DEMO_PASSWORD, signInByApi } from "./support/auth";
import { AUTH_ERROR_MESSAGES } from "../src/shared/auth/error-catalogue";

const heading = (name: string) => ({ name, level: 1 });

test("starts in sign-in and toggles to sign-up and back", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("heading", heading("Sign in to Signet"))).toBeVisible();
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", heading("Create your account"))).toBeVisible();
  await expect(page.getByLabel("First name")).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", heading("Sign in to Signet"))).toBeVisible();
});

test("'Forgot your password' leads to forgot-password, and 'Back to sign in' clears the form", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", heading("Reset your password"))).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("someone@example.com");
  await page.getByLabel("Email").fill("changed@example.com");
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page.getByRole("heading", heading("Sign in to Signet"))).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("");
});

test("reads signup=true, mode=forgot-password and email from the URL", async ({ page }) => {
  await page.goto("/auth?signup=true&email=new%40example.com");
  await expect(page.getByRole("heading", heading("Create your account"))).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("new@example.com");
  await page.goto("/auth?mode=forgot-password");
  await expect(page.getByRole("heading", heading("Reset your password"))).toBeVisible();
  await page.goto("/auth?email=known%40example.com");
  await expect(page.getByLabel("Email")).toHaveValue("known@example.com");
});

test("a wrong password shows the catalogue message in a banner", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(DEMO.member);
  await page.getByLabel("Password", { exact: true }).fill("Wrong-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("form-banner")).toHaveText(AUTH_ERROR_MESSAGES.invalid_credentials);
});

test("a network failure shows the connectivity message, not a stack trace", async ({ page }) => {
  await page.route("**/api/session/sign-in", (route) => route.abort("internetdisconnected"));
  await page.goto("/auth");
  await page.getByLabel("Email").fill(DEMO.member);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("form-banner")).toHaveText(AUTH_ERROR_MESSAGES.network_error);
});

test("signing in goes to /signature", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(DEMO.member);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/signature$/);
});

test("signing in returns to the page the guard remembered", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel("Email").fill(DEMO.member2);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("a signed-in user opening /auth goes to /signature", async ({ page }) => {
  await signInByApi(page, DEMO.member);
  await page.goto("/auth?signup=true");
  await expect(page).toHaveURL(/\/signature$/);
});

test("signing up with a company name lands on /signature with the new company's signature", async ({ page }) => {
  await page.goto("/auth?signup=true");
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email").fill(`grace-${Date.now().toString(36)}@example.com`);
  await page.getByLabel("Company name (optional)").fill("Hopper Labs");
  await page.getByLabel("Password", { exact: true }).fill("Compiler-1952");
  await page.getByLabel("Confirm password").fill("Compiler-1952");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/signature$/);
  const preview = page.frameLocator('iframe[title="Email signature preview"]');
  await expect(preview.getByText("Grace Hopper").first()).toBeVisible();
  await expect(preview.getByText(/Hopper Labs/).first()).toBeVisible();
});
