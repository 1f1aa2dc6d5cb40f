// Shared steps for browser tests: demo logins and signing in through the real form.
import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Signet-demo-1";
export const DEMO = {
  superAdmin: "super@signet.test",
  admin: "admin@acme.test",
  member: "member@acme.test",
  member2: "member2@acme.test",
} as const;

let counter = 0;
export function uniqueEmail(prefix = "e2e") {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

// Signs in through the API from the page's context: fast, and the cookie lands in the browser.
export async function signInByApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post("/api/session/sign-in", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function signUpByApi(
  page: Page,
  options: { email?: string; company?: string; first?: string; last?: string; invitation?: { id: string; token: string } } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = "E2e-password-1";
  const response = await page.request.post("/api/session/sign-up", {
    data: {
      email,
      password,
      confirmPassword: password,
      first_name: options.first ?? "Erin",
      last_name: options.last ?? "Tester",
      company_name: options.company,
      acceptTerms: true,
      invitation_id: options.invitation?.id,
      invitation_token: options.invitation?.token,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password };
}

/** Fills and sends the sign-up form of /auth?signup=true as a new company's admin would. */
export async function signUpByForm(page: Page, options: { first: string; last: string; company: string; password: string; base?: string }) {
  await page.goto(`${options.base ?? ""}/auth?signup=true`);
  await page.getByLabel("First name").fill(options.first);
  await page.getByLabel("Last name").fill(options.last);
  await page.getByLabel("Email").fill(uniqueEmail(options.last.toLowerCase()));
  await page.getByLabel("Company name (optional)").fill(options.company);
  await page.getByLabel("Password", { exact: true }).fill(options.password);
  await page.getByLabel("Confirm password").fill(options.password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
}

/**
 * Waits until a single sign-on comes back refused to `base`'s /auth, then checks the refusal's
 * code: a sign-in refused for another reason fails at once, naming both codes, instead of
 * waiting out the test for a URL that never comes.
 */
export async function expectSsoRefused(page: Page, base: string, code: string) {
  await page.waitForURL((url) => url.origin === new URL(base).origin && url.pathname === "/auth" && url.searchParams.has("sso_error"));
  expect(new URL(page.url()).searchParams.get("sso_error"), `the refusal at ${page.url()}`).toBe(code);
}
