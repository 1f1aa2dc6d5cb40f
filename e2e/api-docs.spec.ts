// The API reference page works offline: with every request to another origin blocked, it
// renders the app's own OpenAPI document, and the page runs no inline script. It says how to
// authenticate, and "Try it out" works with an API key.
import { expect, test } from "./support/test";
import { signUpByApi } from "./support/auth";

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
  for (const tag of ["Session", "Password reset", "Offices", "Profiles", "API keys", "Webhooks", "Super admin"])
    await expect(page.getByRole("link", { name: tag, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^PUT \/offices\/{id}/ })).toBeVisible();

  expect(elsewhere).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test("the reference explains authentication, and 'Try it out' answers with an API key", async ({ browser, baseURL }) => {
  // The admin makes a key in their session; the reader of the docs has only the key.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signUpByApi(admin, { company: `Docs ${Date.now().toString(36)}` });
  await admin.request.post("/api/offices", { data: { locationName: "Lisbon", address: "Rua Augusta 1", phoneNumber: null } });
  const made = await admin.request.post("/api/api-keys", { data: { name: "Docs reader", scope: "read", expiresAt: null } });
  expect(made.status(), await made.text()).toBe(201);
  const { key } = (await made.json()) as { key: string };
  await adminContext.close();

  const readerContext = await browser.newContext({ baseURL });
  const page = await readerContext.newPage();
  await page.goto("/api/docs");
  await expect(page.getByText("Authorization: Bearer <key>")).toBeVisible();
  await page.getByRole("button", { name: "Authorize" }).first().click();
  const modal = page.locator(".modal-ux");
  // The bearer scheme's own form (the session cookie's is beside it).
  const keyScheme = modal.locator("form").filter({ has: page.locator("#auth-bearer-value") });
  await keyScheme.locator("#auth-bearer-value").fill(key);
  await keyScheme.getByRole("button", { name: "Apply credentials" }).click();
  await expect(modal.getByRole("button", { name: "Remove authorization" })).toBeVisible();
  await modal.getByRole("button", { name: "Close" }).first().click();

  const operation = page
    .locator(".opblock")
    .filter({ has: page.getByRole("button", { name: /^GET \/offices\b/ }) })
    .first();
  await operation.getByRole("button", { name: /^GET \/offices/ }).click();
  await operation.getByRole("button", { name: "Try it out" }).click();
  await operation.getByRole("button", { name: "Execute" }).click();
  const live = operation.locator(".live-responses-table .response");
  await expect(live.locator(".response-col_status")).toContainText("200");
  await expect(live.locator(".response-col_description")).toContainText("Lisbon");
  await readerContext.close();
});
