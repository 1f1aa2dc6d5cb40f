// The super admin turns on "New accounts need activation" in /admin/settings, a
// new company signs up and waits on the pending-activation screen naming the support
// email, the super admin activates it on /admin/accounts/{id}, and its admin gets in.
// The setting applies to every sign-up of the server it is saved on, and the shared e2e
// server's other specs sign up companies in parallel: so this runs against a second server
// of its own (fresh database, demo data), started and stopped by support/second-server.ts.
import { expect, test } from "@playwright/test";
import { DEMO, signInByApi, signUpByForm } from "./support/auth";
import { useSecondServer } from "./support/second-server";
import { ACCOUNT_STATUS_TEXT } from "../src/shared/messages";

test.describe("account activation set in /admin/settings", () => {
  const server = useSecondServer("activation-setting", { SUPPORT_EMAIL: "help@activation.test" });

  test("a super admin requires activation, a new company waits with the support email, is activated and gets in", async ({ browser }) => {
    const rootContext = await browser.newContext({ baseURL: server.base });
    const root = await rootContext.newPage();
    await signInByApi(root, DEMO.superAdmin);
    await root.goto("/admin/settings");
    const activation = root.getByRole("switch", { name: "New accounts need activation" });
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
    await expect(newcomer.getByRole("link", { name: "help@activation.test" })).toBeVisible();

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
