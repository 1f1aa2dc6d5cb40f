// The signed-in layout and the route guards, as a user meets them.
import { expect, test } from "./support/test";
import { DEMO, signInByApi } from "./support/auth";

test("a member sees the member links, and is sent to /signature when opening /users", async ({ page }) => {
  await signInByApi(page, DEMO.member);
  await page.goto("/users");
  await expect(page).toHaveURL(/\/signature$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(["Create Signature", "User Profile", "Company Settings", "Help Guide"]);
  await expect(page.getByRole("link", { name: "Super Admin Panel" })).toHaveCount(0);
});

test("an admin sees the admin links but not the Super Admin Panel", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/templates");
  await expect(page).toHaveURL(/\/templates$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const label of ["Email Templates", "Marketing Campaigns", "Team Members", "Statistics"]) {
    await expect(nav.getByRole("link", { name: label })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Super Admin Panel" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/signature$/);
});

test("a super admin sees the Super Admin Panel, highlighted on every /admin page, with its own navigation", async ({ page }) => {
  await signInByApi(page, DEMO.superAdmin);
  await page.goto("/signature");
  const panel = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Super Admin Panel" });
  await expect(panel).toBeVisible();
  await expect(panel).not.toHaveAttribute("aria-current", "page");
  await panel.click();
  await expect(page).toHaveURL(/\/admin$/);
  const adminNav = page.getByRole("navigation", { name: "Super admin" });
  await expect(adminNav.getByRole("link")).toHaveText(["Dashboard", "Accounts", "Users", "Templates", "Settings"]);
  await adminNav.getByRole("link", { name: "Accounts" }).click();
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await expect(panel).toHaveAttribute("aria-current", "page");
  // Other tests add accounts (newest first): search, so Acme is on the first page.
  await page.getByRole("searchbox", { name: "Search accounts" }).fill("Acme Inc.");
  await expect(page.getByRole("link", { name: "Acme Inc." })).toBeVisible();
});

test("the collapsed sidebar stays collapsed after a reload", async ({ page }) => {
  await signInByApi(page, DEMO.member);
  await page.goto("/signature");
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toHaveCSS("width", "256px");
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(sidebar).toHaveCSS("width", "64px");
  expect(await page.evaluate(() => localStorage.getItem("sidebar-collapsed-state"))).toBe("true");
  await page.reload();
  await expect(page.getByTestId("sidebar")).toHaveCSS("width", "64px");
  await expect(page.getByRole("link", { name: "User Profile" })).toBeVisible();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(page.getByTestId("sidebar")).toHaveCSS("width", "256px");
});

test("at phone width the sidebar is a drawer opened from the top bar", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInByApi(page, DEMO.member);
  await page.goto("/signature");
  await expect(page.getByTestId("sidebar")).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await drawer.getByRole("link", { name: "User Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(drawer).toBeHidden();
});

test("the header logo leads to /signature when signed in, and Sign Out leads to /auth", async ({ page }) => {
  await signInByApi(page, DEMO.member2);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Signet home" }).click();
  await expect(page).toHaveURL(/\/signature$/);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth$/);
});

test("a signed-out visitor is sent to /auth from a guarded page", async ({ page }) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth$/);
});

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the footer links to Terms, Privacy and Contact", async ({ page }) => {
  await signInByApi(page, DEMO.member);
  await page.goto("/signature");
  const footer = page.getByRole("navigation", { name: "Footer" });
  await expect(footer.getByRole("link")).toHaveText(["Terms", "Privacy", "Contact"]);
});

test("sign-out says so in a toast, and a failed sign-out keeps the user where they are", async ({ page }) => {
  await signInByApi(page, DEMO.member);
  await page.goto("/profile");
  await page.route("**/api/session/sign-out", (route) => route.abort("connectionrefused"));
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Error signing out")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await page.unroute("**/api/session/sign-out");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
