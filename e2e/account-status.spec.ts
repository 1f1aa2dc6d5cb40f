// The blocking screens of a suspended or pending account. Suspension is set by the demo super admin through the
// real API; pending activation, by REQUIRE_ACCOUNT_ACTIVATION=true on a second server and by the
// super admin's setting there.
import { expect, test, type APIRequestContext } from "./support/test";
import { DEMO, DEMO_PASSWORD, signInByApi, signUpByApi, signUpByForm } from "./support/auth";
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

// Pending activation applies to every sign-up of a server, and the shared e2e server's other specs
// sign up companies in parallel: these run, one after the other, against one second server of
// their own (fresh database, demo data) started with REQUIRE_ACCOUNT_ACTIVATION=true, as an
// operator would; the second test then changes the setting in /admin/settings, as a super admin would.
test.describe("with REQUIRE_ACCOUNT_ACTIVATION=true, then the setting in /admin/settings", () => {
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

  test("the super admin turns 'New accounts need activation' off (a new company gets straight in) and on again (the next waits, is activated on /admin/accounts/{id} and gets in)", async ({
    browser,
  }) => {
    const rootContext = await browser.newContext({ baseURL: server.base });
    const root = await rootContext.newPage();
    await signInByApi(root, DEMO.superAdmin);
    await root.goto("/admin/settings");
    const activation = root.getByRole("switch", { name: "New accounts need activation" });
    // The operator's REQUIRE_ACCOUNT_ACTIVATION=true is what the setting shows until it is saved.
    await expect(activation).toBeChecked();
    await activation.click();
    await expect(activation).not.toBeChecked();
    await root.getByRole("button", { name: "Save settings" }).click();
    await expect(root.getByText("The new settings apply now, for every account.")).toBeVisible();

    const straightContext = await browser.newContext({ baseURL: server.base });
    const straight = await straightContext.newPage();
    await signUpByForm(straight, {
      first: "Sam",
      last: "Straight",
      company: `Straight Co ${Date.now().toString(36)}`,
      password: "Straight-pass-1",
    });
    await expect(straight).toHaveURL(/\/signature$/);
    expect((await (await straight.request.get("/api/me")).json()).account.status).toBe("active");
    await expect(straight.getByRole("heading", { name: ACCOUNT_STATUS_TEXT.pendingTitle })).toHaveCount(0);
    await straightContext.close();

    await root.reload();
    await expect(activation).not.toBeChecked();
    await activation.click();
    await expect(activation).toBeChecked();
    await root.getByRole("button", { name: "Save settings" }).click();
    await expect(root.getByText("The new settings apply now, for every account.")).toBeVisible();

    const newcomerContext = await browser.newContext({ baseURL: server.base });
    const newcomer = await newcomerContext.newPage();
    const company = `Waiting Works ${Date.now().toString(36)}`;
    await signUpByForm(newcomer, { first: "Wendy", last: "Waiting", company, password: "Pending-pass-1" });
    await expect(newcomer.getByRole("heading", { name: ACCOUNT_STATUS_TEXT.pendingTitle })).toBeVisible();
    await expect(newcomer.getByRole("link", { name: "help@signet.test" })).toBeVisible();

    const accountId = (await (await newcomer.request.get("/api/me")).json()).account.id as string;
    await root.goto(`/admin/accounts/${accountId}`);
    await expect(root.getByRole("heading", { name: company, level: 1 })).toBeVisible();
    await root.getByRole("button", { name: "Activate" }).click();
    await expect(root.getByText(`${company} is active. Its members can use Signet again.`)).toBeVisible();
    await expect(root.getByRole("button", { name: "Activate" })).toHaveCount(0);

    await newcomer.reload();
    await expect(newcomer).toHaveURL(/\/signature$/);
    await expect(newcomer.getByRole("heading", { name: ACCOUNT_STATUS_TEXT.pendingTitle })).toHaveCount(0);
    await rootContext.close();
    await newcomerContext.close();
  });
});
