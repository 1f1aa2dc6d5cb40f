// The public pages with something to run, as a visitor without a session cookie gets them: the
// page is the build's HTML and loads only the entries of its islands (the form, the controls that
// do something), not the app; everything on it still works with that code alone.
import { expect, test, type Page } from "./support/test";
import { DEMO, DEMO_PASSWORD } from "./support/auth";
import { FORM_MESSAGES } from "../src/shared/auth/auth-schema";

// The scripts a page loads, and the hydration errors React reports.
function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { scripts, errors };
}

const ISLAND_PAGES = [
  { path: "/auth", islands: ["sign-in"] },
  { path: "/contact", islands: ["contact-form"] },
  { path: "/design-system", islands: ["color-palette", "switch-specimen", "toast-demo"] },
];

for (const { path, islands } of ISLAND_PAGES) {
  test(`${path} loads its islands' code only: no app entry, router or query cache`, async ({ page }) => {
    const { scripts, errors } = watch(page);
    const html = await (await page.goto(path))!.text();
    expect([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1])).toEqual(islands);
    // Each island's entry, and nothing the app's index.html names.
    for (const name of islands)
      expect(html).toMatch(new RegExp(`<script type="module" crossorigin src="/assets/islands/${name}-[\\w-]+\\.js">`));
    const app = await (await page.request.get("/?app")).text();
    const appScripts = [...app.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(appScripts.length).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => !script.startsWith("/assets/islands/"))).toEqual([]);
    expect(scripts.filter((script) => appScripts.includes(script))).toEqual([]);
    // Only its own form's schemas: none of its code builds the other auth forms' (sign-up's whole-form rule, say).
    for (const script of scripts) expect(await (await page.request.get(script)).text()).not.toContain(FORM_MESSAGES.namesRequired);
    await expect(page.locator("fieldset[disabled]")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test("the sign-in island: password visibility, the links to the other modes with the typed address, and signing in", async ({ page }) => {
  const { errors } = watch(page);
  await page.goto("/auth");
  const email = page.getByLabel("Email");
  await expect(email).toBeFocused();
  await email.fill(DEMO.member);
  await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
    "href",
    `/auth?mode=forgot-password&email=${encodeURIComponent(DEMO.member)}`,
  );
  await expect(page.getByRole("link", { name: "Sign in with SSO" })).toHaveAttribute(
    "href",
    `/auth?mode=sso&email=${encodeURIComponent(DEMO.member)}`,
  );
  const password = page.getByLabel("Password", { exact: true });
  await password.fill(DEMO_PASSWORD);
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
  // Enter in the password field sends the form.
  await password.press("Enter");
  await expect(page).toHaveURL(/\/signature$/);
  await expect(page.getByRole("button", { name: /sign out/i })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the super admin signed in by the island lands in the app with the Super Admin Panel", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(DEMO.superAdmin);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/signature$/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Super Admin Panel" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("the sign-in island returns to the page the guard remembered after a reload of /auth", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth$/);
  // Reloaded without a session cookie: the build's page and its island, with the history entry kept.
  const { scripts } = watch(page);
  await page.reload();
  await expect(page.getByLabel("Email")).toBeEnabled();
  expect(scripts.every((script) => script.startsWith("/assets/islands/"))).toBe(true);
  await page.getByLabel("Email").fill(DEMO.member2);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("the design system's switch and colors run as islands", async ({ page }) => {
  await page.goto("/design-system");
  const label = page.getByText(/Include the webinar banner/);
  await expect(label).toHaveText("Include the webinar banner (on)");
  await page.getByRole("switch").first().click();
  await expect(label).toHaveText("Include the webinar banner (off)");
  await page.getByRole("switch").first().press("Space");
  await expect(label).toHaveText("Include the webinar banner (on)");
  await expect(page.getByText("#4f46e5")).toBeVisible();
});
