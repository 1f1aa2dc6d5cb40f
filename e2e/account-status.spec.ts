// The blocking screens of a suspended or pending account. Suspension is set by the demo super admin through the
// real API; pending activation needs REQUIRE_ACCOUNT_ACTIVATION=true, so that test starts
// a second server with it, as an operator would.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signUpByApi, signUpByForm } from "./support/auth";
import { useSecondServer } from "./support/second-server";
import { ACCOUNT_STATUS_TEXT } from "../src/shared/messages";

async function superAdmin(request: APIRequestContext) {
  expect((await request.post("/api/session/sign-in", { data: { email: DEMO.superAdmin, password: DEMO_PASSWORD } })).status()).toBe(200);
  return request;
}

test("a suspended account sees 'Account Suspended' with the reason, and 'Back to Login' signs out", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpByApi(page, { company: `Suspended Co ${Date.now().toString(36)}` });
  const accountId = (await (await page.request.get("/api/me")).json()).account.id as string;
  const root = await superAdmin(await playwright.request.newContext({ baseURL }));
  const res = await root.post(`/api/admin/accounts/${accountId}/suspend`, { data: { reason: "Unpaid invoices" } });
  expect(res.status(), await res.text()).toBe(200);
  await root.dispose();

  await page.goto("/signature");
  await expect(page.getByRole("heading", { name: ACCOUNT_STATUS_TEXT.suspendedTitle })).toBeVisible();
  await expect(page.getByText("Unpaid invoices")).toBeVisible();
  // One contact, in its own sentence; the reason stands apart from it.
  await expect(page.getByText("To restore it, write to")).toBeVisible();
  await expect(page.getByRole("link", { name: /@/ })).toHaveCount(1);
  // The welcome page says the company is suspended instead of promising a waiting signature.
  await page.goto("/");
  await expect(page.getByText(/account is suspended, so its pages are closed for now/)).toBeVisible();
  await page.goto("/signature");
  await page.getByRole("button", { name: ACCOUNT_STATUS_TEXT.backToLogin }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
});

test.describe("with REQUIRE_ACCOUNT_ACTIVATION=true", () => {
  const server = useSecondServer("activation", { REQUIRE_ACCOUNT_ACTIVATION: "true", SUPPORT_EMAIL: "help@signet.test" });

  test("a new company waits on 'Account Pending Activation' with the support email until a super admin activates it", async ({
    page,
    playwright,
  }) => {
    await signUpByForm(page, { first: "Pat", last: "Pending", company: "Pending Partners", password: "Pending-pass-1", base: server.base });
    await expect(page.getByRole("heading", { name: ACCOUNT_STATUS_TEXT.pendingTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: "help@signet.test" })).toBeVisible();
    await expect(page.getByRole("button", { name: ACCOUNT_STATUS_TEXT.backToLogin })).toBeVisible();

    const accountId = (await (await page.request.get(`${server.base}/api/me`)).json()).account.id as string;
    const root = await superAdmin(await playwright.request.newContext({ baseURL: server.base }));
    expect((await root.post(`/api/admin/accounts/${accountId}/activate`)).status()).toBe(200);
    await root.dispose();
    await page.reload();
    await expect(page.getByRole("heading", { name: ACCOUNT_STATUS_TEXT.pendingTitle })).toHaveCount(0);
    await expect(page).toHaveURL(/\/signature$/);
  });
});
