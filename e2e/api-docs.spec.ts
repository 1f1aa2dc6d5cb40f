// The API reference page works offline: with every request to another origin blocked, it
// renders the app's own OpenAPI document, and the page runs no inline script.
import { expect, test } from "@playwright/test";

test("the API reference renders every route group from the app alone", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin || url.startsWith("data:")) return route.continue();
    elsewhere.push(url);
    return route.abort();
  });
  const cspViolations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });

  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Signet API/ })).toBeVisible();
  for (const tag of ["Session", "Password reset", "Offices", "Profile", "Super admin"])
    await expect(page.getByRole("link", { name: tag, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^PUT \/offices\/{id}/ })).toBeVisible();

  expect(elsewhere).toEqual([]);
  expect(cspViolations).toEqual([]);
});
