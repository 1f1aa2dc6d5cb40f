// /settings: the company's details read-only, the member's password, sessions and
// deleting their own user. Tests that change anything use fresh users and companies.
import { expect, request as playwrightRequest, test, type Page } from "./support/test";
import { DEMO, signInByApi, signUpByApi, uniqueEmail } from "./support/auth";
import { emailTo, invitationTokenIn } from "./support/outbox";
import { E2E_BASE_URL } from "../playwright.config";
import { SETTINGS_MESSAGES } from "../src/shared/settings/settings-schema";

const NEW_PASSWORD = "Changed-pass-42";

async function signInElsewhere(email: string, password: string) {
  const other = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: {
      "user-agent":
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    },
  });
  expect((await other.post("/api/session/sign-in", { data: { email, password } })).status()).toBe(200);
  return other;
}

async function freshAdmin(page: Page) {
  return signUpByApi(page, { company: `Settings Test ${Date.now().toString(36)}`, email: uniqueEmail("settings") });
}

test("a member sees the company's details and offices, read-only", async ({ page }) => {
  await signInByApi(page, DEMO.member);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Your settings", level: 1 })).toBeVisible();
  await expect(page.getByText("Acme Inc.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "https://www.acme-inc.example" })).toBeVisible();
  await expect(page.getByText("250", { exact: true })).toBeVisible();
  await expect(page.getByText("San Francisco HQ")).toBeVisible();
  await expect(page.getByText("London Office")).toBeVisible();
  await expect(page.getByText("Only admins can change it.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit company details" })).toHaveCount(0);
});

test("changing the password checks the rules, then works and ends other sessions", async ({ page }) => {
  const { email, password } = await freshAdmin(page);
  const other = await signInElsewhere(email, password);
  await page.goto("/settings");
  const form = page.locator("form").filter({ has: page.getByLabel("Current password") });
  await form.getByLabel("Current password").fill(password);
  await form.getByLabel("New password", { exact: true }).fill("weakpass");
  await form.getByLabel("Confirm new password").fill("different");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Password must contain at least one uppercase letter")).toBeVisible();
  await expect(form.getByText("Passwords do not match")).toBeVisible();

  await form.getByLabel("Current password").fill("Not-my-password-1");
  await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText(SETTINGS_MESSAGES.currentPasswordWrong)).toBeVisible();

  await form.getByLabel("Current password").fill(password);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();
  await expect(form.getByLabel("Current password")).toHaveValue("");
  expect((await page.request.get("/api/me")).status()).toBe(200);
  expect((await other.get("/api/me")).status()).toBe(401);
  expect((await page.request.post("/api/session/sign-in", { data: { email, password: NEW_PASSWORD } })).status()).toBe(200);
  await other.dispose();
});

test("active sessions mark this device and sign out the others", async ({ page }) => {
  const { email, password } = await freshAdmin(page);
  const other = await signInElsewhere(email, password);
  await page.goto("/settings");
  const rows = page.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "This device" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Safari on iOS" })).toHaveCount(1);

  await page.getByRole("button", { name: "Sign out other sessions" }).click();
  await expect(page.getByText(SETTINGS_MESSAGES.otherSessionsRevoked)).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText("You are not signed in anywhere else.")).toBeVisible();
  expect((await other.get("/api/me")).status()).toBe(401);
  await other.dispose();
});

test("the last admin cannot delete their user; a member can, with their password and DELETE typed", async ({ page, browser }) => {
  const admin = await freshAdmin(page);
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete my user" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your user?" });
  const confirm = dialog.getByRole("button", { name: "Delete my user" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Current password").fill("Not-my-password-1");
  await confirm.click();
  await expect(dialog.getByText(SETTINGS_MESSAGES.currentPasswordWrong)).toBeVisible();
  await dialog.getByLabel("Current password").fill(admin.password);
  await confirm.click();
  await expect(dialog.getByText(/You are the last admin of/)).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // The admin invites a member, who signs up and deletes their own user.
  const memberEmail = uniqueEmail("leaver");
  const invited = await page.request.post("/api/invitations", { data: { email: memberEmail } });
  expect(invited.status()).toBe(201);
  const invitationId = (await invited.json()).invitation.id as string;
  const token = invitationTokenIn(await emailTo(page.request, memberEmail));
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await signUpByApi(memberPage, { email: memberEmail, invitation: { id: invitationId, token } });
  await memberPage.goto("/settings");
  await memberPage.getByRole("button", { name: "Delete my user" }).click();
  const memberDialog = memberPage.getByRole("dialog");
  await memberDialog.getByLabel("Current password").fill(member.password);
  await memberDialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await memberDialog.getByRole("button", { name: "Delete my user" }).click();
  await expect(memberPage).toHaveURL(/\/auth/);
  await expect(memberPage.getByText(SETTINGS_MESSAGES.userDeleted)).toBeVisible();
  expect((await memberPage.request.get("/api/me")).status()).toBe(401);
  expect(
    (await memberPage.request.post("/api/session/sign-in", { data: { email: member.email, password: member.password } })).status(),
  ).toBe(401);
  expect((await page.request.get("/api/me")).status()).toBe(200);
  await memberContext.close();
});
