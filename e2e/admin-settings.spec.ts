// An admin finds every part of Company Settings: /settings ("Company Settings" in the sidebar)
// leads to each section of /company-settings, whose sections (in groups) all show at 1280 px
// and on a phone without sideways scrolling; /users keeps every column on screen at 1280 px
// and its member cards short on a phone; a toast never covers a dialog's main button; the
// disclaimer box counts its characters against its limit as they are typed.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "./support/test";
import { DEMO, signInByApi, signUpByApi, uniqueEmail } from "./support/auth";
import { emailTo, invitationTokenIn } from "./support/outbox";
import { COMPANY_SETTINGS_GROUPS, type CompanySettingsSection } from "../src/client/lib/company-settings-sections";
import { DESIGN_LIMITS } from "../src/shared/templates/design/design-schema";
import { MAILBOX_PROVIDERS } from "../src/shared/integrations/integration-responses";

const SECTIONS: readonly CompanySettingsSection[] = COMPANY_SETTINGS_GROUPS.flatMap((g): readonly CompanySettingsSection[] => g.sections);

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, "the element is laid out").not.toBeNull();
  return b!;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test(`/settings leads an admin to each section of Company Settings, whose sections all show at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInByApi(page, DEMO.admin);
    await page.goto("/settings");
    const manage = page.getByRole("region", { name: "Manage the company" });
    await expect(manage).toBeVisible();
    for (const group of COMPANY_SETTINGS_GROUPS)
      await expect(manage.getByRole("heading", { name: group.label, exact: true })).toBeVisible();
    await expect(manage.getByRole("link")).toHaveCount(SECTIONS.length);
    await noSidewaysScroll(page, width);
    await page.waitForLoadState("networkidle");
    const axe = await new AxeBuilder({ page }).disableRules(["region"]).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: `test-results/admin-settings-${width}.png`, fullPage: true });

    for (const section of SECTIONS) {
      await page.goto("/settings");
      await manage.getByRole("link", { name: new RegExp(`^${section.label}\\b`) }).click();
      await expect(page).toHaveURL(
        section.value === "details" ? /\/company-settings$/ : new RegExp(`/company-settings\\?tab=${section.value}$`),
      );
      await expect(page.getByRole("tab", { name: section.label, exact: true })).toHaveAttribute("aria-selected", "true");
      // Every section's tab is on screen at once: none hides off to the side.
      for (const other of SECTIONS) await expect(page.getByRole("tab", { name: other.label, exact: true })).toBeInViewport();
      await noSidewaysScroll(page, width);
    }
    for (const group of COMPANY_SETTINGS_GROUPS) {
      const first = group.sections[0];
      await page.goto(first.value === "details" ? "/company-settings" : `/company-settings?tab=${first.value}`);
      await expect(page.getByRole("tab", { name: first.label, exact: true })).toHaveAttribute("aria-selected", "true");
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `test-results/company-settings-${group.label.toLowerCase()}-${width}.png`, fullPage: true });
    }
  });
}

test("a member's /settings has no company management section", async ({ page }) => {
  await signInByApi(page, DEMO.member);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Your settings" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Manage the company" })).toHaveCount(0);
});

/**
 * The widest team page: the answer as with every mail service connected and the Outlook add-in
 * set up (a column each), one member's push failed with a long reason, another's long name.
 */
async function widestTeam(page: Page) {
  await page.route("**/api/team?*", async (route) => {
    const response = await route.fetch();
    const team = await response.json();
    const at = new Date().toISOString();
    team.mailboxProviders = [...MAILBOX_PROVIDERS];
    team.outlookAddin = true;
    const members = team.rows.filter((r: { kind: string }) => r.kind === "member");
    members[0].mailbox = {
      provider: MAILBOX_PROVIDERS[0],
      status: "failed",
      pushedAt: null,
      at,
      error: "Google refused the push: the mailbox is suspended or its address no longer exists in the domain.",
      changedByProvider: false,
      isCurrent: false,
    };
    members[0].outlook = { fetchedAt: at, recent: true };
    members[1].firstName = "Maximiliana-Alexandrina";
    members[1].lastName = "Vandenberghe-Oppenheimer";
    await route.fulfill({ response, json: team });
  });
}

test("/users keeps every column on screen at 1280 px, and member cards stay short on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByApi(page, DEMO.admin);
  await widestTeam(page);
  await page.goto("/users");
  const table = page.getByRole("table");
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  for (const header of await table.getByRole("columnheader").all()) await expect(header).toBeInViewport({ ratio: 1 });
  await noSidewaysScroll(page, 1280);
  const scroller = await table.evaluate((el) => {
    const parent = el.parentElement!;
    return { scroll: parent.scrollWidth, client: parent.clientWidth };
  });
  expect(scroller.scroll).toBeLessThanOrEqual(scroller.client);
  await page.screenshot({ path: "test-results/users-1280.png", fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const firstCard = table.getByRole("row").nth(1);
  await expect(firstCard).toBeVisible();
  // A card shows who, their role and signature state, in a few lines: two fit on a phone's screen.
  expect((await box(firstCard)).height).toBeLessThanOrEqual(380);
  await noSidewaysScroll(page, 390);
  await page.screenshot({ path: "test-results/users-390.png", fullPage: true });
});

/** A company of its own with a member, Max Member, who joined by the emailed invitation. */
async function companyWithMember(page: Page) {
  await signUpByApi(page, { company: `Toasts ${Date.now().toString(36)}`, first: "Tess", last: "Admin" });
  const email = uniqueEmail("toast-member");
  const invited = await page.request.post("/api/invitations", { data: { email, role: "user" } });
  expect(invited.status(), await invited.text()).toBe(201);
  const { id } = (await invited.json()).invitation;
  const token = invitationTokenIn(await emailTo(page.request, email));
  const other = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  await signUpByApi(await other.newPage(), { email, first: "Max", last: "Member", invitation: { id, token } });
  await other.close();
  return email;
}

for (const width of [1280, 390]) {
  test(`a toast never covers a dialog's main button at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 720 : 844 });
    const email = await companyWithMember(page);
    await page.goto("/users");
    await page.getByRole("button", { name: `Manage ${email}` }).click();
    const dialog = page.getByRole("dialog", { name: "Max Member" });
    await dialog.getByLabel("Job title").fill("Field engineer");
    const save = dialog.getByRole("button", { name: "Save details" });
    await save.click();
    // Saved: the dialog stays open, and the toast that says so keeps clear of its button.
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Saved the details of Max Member." });
    await expect(toast).toBeVisible();
    await expect(dialog).toBeVisible();
    // Nor any other of its buttons (Close sits at its bottom right, where toasts go when no dialog is open).
    const toastBox = await box(toast);
    for (const button of await dialog.getByRole("button").all()) {
      if (!(await button.isVisible())) continue;
      const name = (await button.getAttribute("aria-label")) ?? (await button.innerText());
      expect(overlaps(toastBox, await box(button)), name).toBe(false);
    }
    await page.screenshot({ path: `test-results/toast-over-dialog-${width}.png` });
  });
}

test("the disclaimer box counts its characters against the limit as they are typed", async ({ page }) => {
  await signUpByApi(page, { company: `Disclaimer ${Date.now().toString(36)}` });
  const created = await page.request.post("/api/templates", { data: { name: "Small print" } });
  expect(created.status(), await created.text()).toBe(201);
  const { template } = (await created.json()) as { template: { id: string } };
  await page.goto(`/templates/${template.id}`);
  await page.locator('[aria-controls="block-text-disclaimer"]').click();
  const text = page.getByLabel("Disclaimer text");
  const count = page.getByTestId("text-count");
  const limit = DESIGN_LIMITS.text.toLocaleString("en-US");
  await text.fill("");
  await expect(count).toHaveText(`0 / ${limit} characters`);
  await text.pressSequentially("Confidential.");
  await expect(count).toHaveText(`13 / ${limit} characters`);
  // Past the limit the count stays, beside the error, and says by how much.
  await text.fill("x".repeat(DESIGN_LIMITS.text + 5));
  await expect(count).toHaveText(`${(DESIGN_LIMITS.text + 5).toLocaleString("en-US")} / ${limit} characters (5 too many)`);
  await expect(page.getByText(`Text must be at most ${DESIGN_LIMITS.text} characters`)).toBeVisible();
});
