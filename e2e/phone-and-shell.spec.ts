// Phone layouts of the super admin area and the header, and the rough
// edges of the shell: /contact keeps the app shell, rows that lead somewhere are clickable.
import { expect, test, type Page } from "./support/test";
import { DEMO, signInByApi } from "./support/auth";

const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("at 375 px the super admin tabs and the accounts list fit the screen, and a row opens its account", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInByApi(page, DEMO.superAdmin);
  // Other tests add accounts (newest first): search, so Acme is on the first page.
  await page.goto("/admin/accounts?q=Acme%20Inc.");
  // On a phone each account is one tappable row: name, then members, storage, date and status, each labelled.
  const row = page.getByRole("row", { name: /Acme Inc\./ }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(/Members\s*\d+/);
  expect(await pageOverflow(page)).toBe(0);
  for (const tab of await page.getByRole("navigation", { name: "Super admin" }).getByRole("link").all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  const box = (await row.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await row.click();
  await expect(page).toHaveURL(/\/admin\/accounts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Acme Inc." })).toBeVisible();
});

test("at 1280 px the accounts list is a table whose rows lead to the account", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByApi(page, DEMO.superAdmin);
  await page.goto("/admin/accounts?q=Acme%20Inc.");
  await expect(page.getByRole("columnheader", { name: "Members" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Acme Inc." })).toBeVisible();
  await page.getByRole("link", { name: "Acme Inc." }).click();
  await expect(page).toHaveURL(/\/admin\/accounts\/[0-9a-f-]{36}$/);
});

test("on a phone the header shows who is signed in, in full on a tap", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInByApi(page, DEMO.admin);
  await page.goto("/signature");
  const who = page.getByRole("button", { name: "Signed in as admin@acme.test" });
  await expect(who).toBeVisible();
  await expect(who.getByText("AM", { exact: true })).toBeVisible();
  await expect(who.getByText("admin@acme.test")).toBeHidden(); // no room for the address on a phone
  await who.click();
  const panel = page.getByTestId("signed-in-panel");
  await expect(panel).toContainText("Alex Morgan");
  await expect(panel).toContainText("admin@acme.test");
  await expect(panel).toContainText("Acme Inc. · Admin");
  const box = (await panel.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
});

test("/contact keeps the app shell for a signed-in member, and the public shell for a visitor", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByApi(page, DEMO.member);
  await page.goto("/signature");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByTestId("sidebar")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(DEMO.member);

  const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await visitor.goto("/contact");
  await expect(visitor.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  await expect(visitor.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await visitor.close();
});

test("/settings: an admin's company rows lead to company settings; a member's lead nowhere", async ({ page, browser }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/settings");
  const office = page.getByRole("link", { name: /San Francisco HQ.*edit in company settings/ });
  await expect(office).toHaveAttribute("href", "/company-settings");
  await office.click();
  await expect(page).toHaveURL(/\/company-settings$/);

  const member = await browser.newPage();
  await signInByApi(member, DEMO.member);
  await member.goto("/settings");
  await expect(member.getByText("San Francisco HQ")).toBeVisible();
  await expect(member.getByRole("link", { name: /edit in company settings/ })).toHaveCount(0);
  await member.close();
});

test("at 375 px the team page's actions wrap onto the screen, Deploy to team included", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInByApi(page, DEMO.admin);
  await page.goto("/users");
  for (const name of ["Deploy to team", "Invite members"]) {
    const box = (await page.getByRole("button", { name }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(await pageOverflow(page)).toBe(0);
});
