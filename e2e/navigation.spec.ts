// Keyboard and screen-reader navigation of the app shell and toasts at phone
// width.
import { expect, test } from "./support/test";
import { DEMO, signInByApi } from "./support/auth";

test("every signed-in route names the page in the document title", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const routes: [string, string][] = [
    ["/signature", "Create Signature · Signet"],
    ["/profile", "User Profile · Signet"],
    ["/settings", "Your settings · Signet"],
    ["/guide", "Help Guide · Signet"],
    ["/users", "Team Members · Signet"],
    ["/templates", "Email Templates · Signet"],
    ["/campaigns", "Marketing Campaigns · Signet"],
    ["/terms", "Terms of Service · Signet"],
  ];
  for (const [path, title] of routes) {
    await page.goto(path);
    await expect(page.locator("main h1").first()).toBeVisible();
    await expect(page).toHaveTitle(title);
  }
});

test("after a navigation focus lands on the new page's h1, and the title follows", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/signature");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Team Members" }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole("heading", { level: 1, name: "Team Members" })).toBeFocused();
  await expect(page).toHaveTitle("Team Members · Signet");
  await nav.getByRole("link", { name: "User Profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "User Profile" })).toBeFocused();
  await expect(page).toHaveTitle("User Profile · Signet");
});

test("the skip link is the first tab stop and moves focus past the navigation to the content", async ({ page }) => {
  await signInByApi(page, DEMO.member);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "User Profile" })).toBeVisible();
  // The form has loaded, so the content has tab stops (while it loads, the next one is the footer's).
  await expect(page.getByLabel("First name")).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  // The next tab stop is inside the page content, not the sidebar or top bar.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
});

test("at phone width toasts appear at the top, clear of the fields being filled", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInByApi(page, DEMO.member);
  await page.goto("/signature");
  await page.getByRole("switch", { name: "December webinar" }).click();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect(box!.y + box!.height).toBeLessThan(400);
  // Leave the demo data as found.
  await page.getByRole("switch", { name: "December webinar" }).click();
  await expect(page.getByRole("switch", { name: "December webinar" })).toHaveAttribute("aria-checked", "false");
});
