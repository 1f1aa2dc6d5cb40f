// The super admin edits a gallery template with the account templates' editor (/admin/templates/{id}):
// starts a design, changes the brand colour, saves and sees the save report; an account admin
// then sees the new colour in that template's preview under "New template". The test adds its
// own gallery template and retires it at the end, so the built-in ones and other specs are untouched.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signInByApi } from "./support/auth";

const preview = (page: Page) => page.frameLocator('iframe[title^="Template preview"]');

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a super admin re-colours a gallery template in the designer; an account admin's new-template preview shows it", async ({
  page,
  browser,
}) => {
  const name = `E2E Gallery edit ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const colour = `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, "0")}`;
  await signInByApi(page, DEMO.superAdmin);
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
    await page.screenshot({ path: "test-results/gallery-editor-1280.png", fullPage: true });

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
    await page.screenshot({ path: "test-results/gallery-editor-375.png", fullPage: true });

    // Back in the gallery the card's preview has the colour.
    await page.getByRole("link", { name: "Template gallery" }).first().click();
    const card = page.getByTestId("gallery-template").filter({ hasText: name });
    await expect(card.frameLocator("iframe").locator(`[style*="${colour}"]`).first()).toBeAttached();
    await noSidewaysScroll(page);
    await page.screenshot({ path: "test-results/gallery-list-375.png", fullPage: true });

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
    await expect(picked.getByText("Jane Doe").first()).toBeVisible();
    await adminContext.close();
  } finally {
    await page.request.post(`/api/admin/templates/${id}/retire`);
  }
});
