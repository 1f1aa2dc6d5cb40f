// The super admin panel in the browser: find an account by a member's email, suspend it
// with a reason (the member sees it), activate it again; find a user, send a reset (it is
// in the outbox), revoke their sessions (their open page is signed out on its next call);
// change the support email (shown on the blocked screen) and restore it; edit a gallery
// template it added in the designer (an account admin's New template preview shows it) and
// retire it again. Each page also passes the no-sideways-scroll check on a 375 px phone.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { DEMO, signInByApi, signUpByApi, uniqueEmail } from "./support/auth";
import { emailTo } from "./support/outbox";
import { ACCOUNT_STATUS_TEXT } from "../src/shared/messages";

async function asSuperAdmin(page: Page) {
  await signInByApi(page, DEMO.superAdmin);
}

const preview = (page: Page) => page.frameLocator('iframe[title^="Template preview"]');

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a super admin finds an account by a member's email, suspends it with a reason the member sees, and activates it", async ({
  browser,
  page,
}) => {
  const memberEmail = uniqueEmail("suspend-me");
  const company = `Suspendable ${Date.now().toString(36)}`;
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signUpByApi(memberPage, { email: memberEmail, company });

  await asSuperAdmin(page);
  await page.goto("/admin/accounts");
  await page.getByRole("searchbox", { name: "Search accounts" }).fill(memberEmail);
  await expect(page).toHaveURL(/q=/);
  await page.getByRole("link", { name: company }).click();
  await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();
  await expect(page.getByText(memberEmail)).toBeVisible();

  await page.getByRole("button", { name: "Suspend" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Suspend account" }).click();
  await expect(dialog.getByText("This field is required")).toBeVisible();
  await dialog.getByLabel("Reason (shown to the account's members)").fill("Payment overdue: contact billing");
  await dialog.getByRole("button", { name: "Suspend account" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Reason shown to its members: Payment overdue: contact billing")).toBeVisible();
  await expect(page.getByText("Suspended the account").first()).toBeVisible();

  await memberPage.goto("/signature");
  await expect(memberPage.getByRole("heading", { name: ACCOUNT_STATUS_TEXT.suspendedTitle })).toBeVisible();
  await expect(memberPage.getByText("Payment overdue: contact billing")).toBeVisible();

  await page.getByRole("button", { name: "Activate" }).click();
  await expect(page.getByText("Reason shown to its members")).toHaveCount(0);
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/signature$/);
  await expect(memberPage.getByRole("heading", { name: ACCOUNT_STATUS_TEXT.suspendedTitle })).toHaveCount(0);
  await memberContext.close();
});

test("a super admin finds a user, sends a password reset and revokes their sessions", async ({ browser, page }) => {
  const email = uniqueEmail("revoke-me");
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signUpByApi(userPage, { email, company: `Revoked ${Date.now().toString(36)}`, first: "Rory", last: "Revocable" });
  await userPage.goto("/settings");
  await expect(userPage.getByRole("heading", { level: 1 })).toBeVisible();

  await asSuperAdmin(page);
  await page.goto("/admin/users");
  // By the unique address: other runs (a retry) may have made another Rory Revocable.
  await page.getByRole("searchbox", { name: "Search users" }).fill(email);
  await expect(page).toHaveURL(/q=/);
  await page.getByRole("link", { name: "Rory Revocable" }).first().click();
  await expect(page.getByRole("heading", { name: "Rory Revocable", level: 1 })).toBeVisible();
  await expect(page.getByTestId("admin-session-row").first()).toBeVisible();

  await page.getByRole("button", { name: "Send password reset" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Send reset email" }).click();
  await expect(page.getByText(`A password reset email is on its way to ${email}.`)).toBeVisible();
  await emailTo(page.request, email);

  await page.getByRole("button", { name: "Revoke sessions" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke all sessions" }).click();
  await expect(page.getByText("Not signed in anywhere.")).toBeVisible();
  await expect(page.getByText("Signed a user out everywhere").first()).toBeVisible();

  // The user's open page is signed out on its next call.
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/auth/);
  await userContext.close();
});

test("a super admin changes the support email, a blocked member sees it, and it is restored", async ({ browser, page }) => {
  await asSuperAdmin(page);
  await page.goto("/admin/settings");
  const field = page.getByLabel("Support email");
  const original = await field.inputValue();
  const changed = `help-${Date.now().toString(36)}@operator.test`;
  await field.fill("not an email");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(
    page
      .getByText("Please enter a valid email address")
      .or(page.getByText(/valid email/i))
      .first(),
  ).toBeVisible();
  await field.fill(changed);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("The new settings apply now, for every account.")).toBeVisible();

  try {
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signUpByApi(memberPage, { company: `Support check ${Date.now().toString(36)}` });
    const accountId = (await (await memberPage.request.get("/api/me")).json()).account.id as string;
    expect((await page.request.post(`/api/admin/accounts/${accountId}/suspend`, { data: { reason: "Checking support" } })).status()).toBe(
      200,
    );
    await memberPage.goto("/signature");
    await expect(memberPage.getByRole("link", { name: changed })).toBeVisible();
    await memberContext.close();

    await page.getByLabel("Send to").fill("probe@example.com");
    await page.getByRole("button", { name: "Send test email" }).click();
    await expect(page.getByText(/kept in the outbox/)).toBeVisible();
  } finally {
    await field.fill(original);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("The new settings apply now, for every account.").last()).toBeVisible();
    // The first save's toast may still be showing: the restore is awaited on what the API answers.
    await expect.poll(async () => (await (await page.request.get("/api/config")).json()).supportEmail).toBe(original);
  }
});

test("the panel's pages fit a 375 px phone and the dashboard shows the platform", async ({ page }) => {
  await asSuperAdmin(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin");
  await expect(page.getByRole("table", { name: "Sign-ups per week, last 12 weeks" })).toBeAttached();
  await expect(page.getByText("Recent sign-ups")).toBeVisible();
  await noSidewaysScroll(page);
  for (const path of ["/admin/accounts", "/admin/users", "/admin/settings", "/admin/templates"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    await noSidewaysScroll(page);
  }
  // Other tests add accounts (newest first): search, so Acme is on the first page.
  await page.goto("/admin/accounts?q=Acme%20Inc.");
  await page
    .getByRole("link", { name: /^Acme Inc\./ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Members" })).toBeVisible();
  await noSidewaysScroll(page);
  await page.getByRole("link", { name: /admin@acme\.test/ }).click();
  await expect(page.getByRole("heading", { name: "Sessions" })).toBeVisible();
  await noSidewaysScroll(page);
});

test("a super admin adds a gallery template, sees its preview, moves it and retires it", async ({ page }) => {
  await asSuperAdmin(page);
  await page.goto("/admin/templates");
  await expect(page.getByText("changes only new picks: accounts that copied it keep their copy")).toBeVisible();
  const name = `E2E gallery ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "Add template" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Add to gallery" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId("gallery-template").filter({ hasText: name });
  await expect(card.getByTitle(`Preview of ${name}`)).toBeVisible();
  await expect(card.frameLocator("iframe").getByText("Jane Doe")).toBeVisible();
  const positionOf = async () => (await page.getByTestId("gallery-template").allTextContents()).findIndex((text) => text.includes(name));
  const before = await positionOf();
  // Someone else adds a template after this page read the gallery: the move still lands.
  const otherName = `E2E other ${Date.now().toString(36)}`;
  const other = await page.request.post("/api/admin/templates", {
    data: { name: otherName, description: "", html: "<p>{{full_name}}</p>" },
  });
  expect(other.status(), await other.text()).toBe(201);
  await card.getByRole("button", { name: `Move ${name} up` }).click();
  await expect.poll(positionOf).toBe(before - 1);
  await expect(page.getByTestId("gallery-template").filter({ hasText: otherName })).toBeVisible();
  await card.getByRole("button", { name: "Retire" }).click();
  await expect(card.getByText("Retired", { exact: true })).toBeVisible();
  const otherId = ((await other.json()) as { template: { id: string } }).template.id;
  expect((await page.request.post(`/api/admin/templates/${otherId}/retire`)).status()).toBe(200);
});

test("a super admin deletes an account after typing its exact name, and its member is signed out", async ({ browser, page }) => {
  const memberEmail = uniqueEmail("delete-me");
  const company = `Deletable ${Date.now().toString(36)}`;
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signUpByApi(memberPage, { email: memberEmail, company });

  await asSuperAdmin(page);
  await page.goto("/admin/accounts");
  await page.getByRole("searchbox", { name: "Search accounts" }).fill(memberEmail);
  // The search reaches the address after a pause: a click before that would be undone by it.
  await expect(page).toHaveURL(/q=/);
  await page.getByRole("link", { name: company }).click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${company}?` });
  const confirm = dialog.getByRole("button", { name: "Delete account" });
  const typed = dialog.getByLabel(`Type ${company} to confirm`);
  await typed.fill(company.toUpperCase());
  await expect(confirm).toBeDisabled();
  await typed.fill(company);
  await confirm.click();
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await expect(page.getByText(`${company} and everything in it was deleted.`)).toBeVisible();
  expect((await memberPage.request.get("/api/me")).status()).toBe(401);
  await memberContext.close();
});

test("a super admin re-colours a gallery template in the designer; an account admin's new-template preview shows it", async ({
  page,
  browser,
}) => {
  // One long walk (the designer, a save, the gallery, and an account admin's pick): more than the
  // usual test's time on a loaded machine.
  test.setTimeout(300_000);
  const name = `E2E Gallery edit ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const colour = `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, "0")}`;
  await asSuperAdmin(page);
  const added = await page.request.post("/api/admin/templates", {
    data: { name, description: "Made by the gallery editor test", html: "<p><strong>{{full_name}}</strong></p>" },
  });
  expect(added.status(), await added.text()).toBe(201);
  const id = ((await added.json()) as { template: { id: string } }).template.id;
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/templates");
    await expect(page.getByText("changes only new picks: accounts that copied it keep their copy")).toBeVisible();
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(`/admin/templates/${id}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("accounts that copied it keep their copy")).toBeVisible();
    // The gallery keeps no versions: no Versions tab, no version number.
    await expect(page.getByRole("tab", { name: "Versions" })).toHaveCount(0);
    await expect(page.getByTestId("template-version")).toHaveCount(0);

    await expect(page.getByText("with the sample data and two sample campaigns")).toBeVisible();
    await page.getByRole("tab", { name: "Design" }).click();
    await page.getByRole("button", { name: "Start a design" }).click();
    await page.getByRole("dialog", { name: "Replace the HTML with a design?" }).getByRole("button", { name: "Start a design" }).click();
    await page.getByLabel("Brand colour", { exact: true }).fill(colour);
    await expect(preview(page).locator(`[style*="${colour}"]`).first()).toBeAttached();
    await expect(preview(page).getByText("Jane Doe").first()).toBeVisible();
    const axe = await new AxeBuilder({ page }).exclude("iframe[sandbox]").disableRules(["region"]).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Save template" });
    await expect(dialog.getByText("accounts that copied it keep their copy")).toBeVisible();
    await dialog.getByLabel("Note (optional)").fill("New brand colour");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: /^Saved/ })).toBeVisible();
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 800 });
    await noSidewaysScroll(page);

    // Back in the gallery the card's preview has the colour.
    await page.getByRole("link", { name: "Template gallery" }).first().click();
    const card = page.getByTestId("gallery-template").filter({ hasText: name });
    await expect(card.frameLocator("iframe").locator(`[style*="${colour}"]`).first()).toBeAttached();
    await noSidewaysScroll(page);

    // An account admin picking it for a new template sees the edited design.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInByApi(admin, DEMO.admin);
    await admin.goto("/templates");
    await admin.getByRole("button", { name: "New template" }).click();
    const pick = admin.getByRole("dialog", { name: "New template" });
    await pick.getByRole("radio", { name: new RegExp(`^${name}`) }).check();
    const picked = pick.frameLocator(`iframe[title="Preview of ${name}"]`);
    await expect(picked.locator(`[style*="${colour}"]`).first()).toBeAttached();
    // The account admin previews it with their own details.
    await expect(picked.getByText("Alex Morgan").first()).toBeVisible();
    await adminContext.close();
  } finally {
    await page.request.post(`/api/admin/templates/${id}/retire`);
  }
});
