// The legal pages, the design system and the development outbox, as a visitor sees them.
import { expect, test } from "./support/test";

test("/terms shows the Terms of Service with a working table of contents", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByText("Last updated 21 November 2026")).toBeVisible();
  for (const title of ["Free trial", "Acceptable use", "Customer Data", "Limitation of liability", "Governing law and disputes"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Term, termination and deletion" }).click();
  await expect(page).toHaveURL(/\/terms#termination$/);
  await expect(page.getByRole("heading", { level: 2, name: "Term, termination and deletion" })).toBeInViewport();
  // Inside the public layout: its top bar and footer.
  await expect(page.getByRole("link", { name: "Signet home" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy" })).toBeVisible();
});

test("/privacy names the roles, the cookie and the local storage key", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("Last updated 21 November 2026")).toBeVisible();
  for (const title of [
    "Controller and processor",
    "The data we process",
    "Cookies and local storage",
    "Who we share data with",
    "How long we keep data",
    "How we protect data",
    "Your rights",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  const cookies = page.getByRole("region", { name: "Cookies and local storage" });
  await expect(cookies.getByText("sidebar-collapsed-state")).toBeVisible();
  await expect(cookies).toContainText("httpOnly");
  await page
    .getByRole("region", { name: /\d+\. Contact$/ })
    .getByRole("link", { name: "contact page" })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("/design-system shows the live components and triggers toasts", async ({ page }) => {
  await page.goto("/design-system");
  await expect(page.getByRole("heading", { level: 1, name: "Design system" })).toBeVisible();
  for (const title of [
    "Colors",
    "Typography",
    "Buttons",
    "Form controls",
    "Cards",
    "Badges and alerts",
    "Loading and empty states",
    "Toasts",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText("#4f46e5")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address (e.g., name@example.com)");
  await page.getByRole("button", { name: "Show a success toast" }).click();
  await expect(page.getByText("Campaign selection updated")).toBeVisible();
  await page.getByRole("button", { name: "Show an error toast" }).click();
  await expect(page.getByText("Failed to update campaign selection")).toBeVisible();
  await expect(page.getByText("Campaign selection updated")).toHaveCount(0);
});

test("/dev/outbox lists stored emails newest first, each expandable with clickable links", async ({ page }) => {
  const ref = `outbox-${Date.now()}`;
  for (const subject of [`First ${ref}`, `Second ${ref}`]) {
    const response = await page.request.post("/api/contact", {
      data: { name: "Outbox Tester", email: "outbox@example.com", subject, message: `Please look at https://example.com/${ref} today.` },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto("/dev/outbox");
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  const mine = page.getByRole("button", { name: new RegExp(ref) });
  await expect(mine).toHaveCount(2);
  await expect(mine.first()).toContainText(`[Contact] Second ${ref}`);
  await expect(mine.first()).toHaveAttribute("aria-expanded", "false");
  await mine.first().click();
  await expect(mine.first()).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("From: Outbox Tester <outbox@example.com>")).toBeVisible();
  await expect(page.getByRole("link", { name: `https://example.com/${ref}` })).toHaveAttribute("href", `https://example.com/${ref}`);
});

test("/dev/outbox explains itself when the server has no outbox (production)", async ({ page }) => {
  await page.route("**/api/dev/outbox", (route) =>
    route.fulfill({
      status: 404,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "not_found", message: "No such API route." } }),
    }),
  );
  await page.goto("/dev/outbox");
  await expect(page.getByText("The outbox is only available in development.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh" })).toHaveCount(0);
});
