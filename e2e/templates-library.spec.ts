// The templates library (/templates): an admin creates a template from the gallery, renames
// and duplicates it, assigns it a department (seeing beforehand which members move), makes
// it the default, can't delete the default, deletes another after being asked; the member
// sees the new default on /signature at once. Re-runnable against the same server: names
// are unique per run, and the original default comes back at the end (other specs read
// the demo member's signature), with the templates made here deleted.
import { expect, test, type Locator, type Page } from "./support/test";
import AxeBuilder from "@axe-core/playwright";
import { DEMO, signInByApi } from "./support/auth";

type Summary = { id: string; name: string; isDefault: boolean };

const card = (page: Page, name: string) => page.getByTestId("template-row").filter({ has: page.getByRole("link", { name, exact: true }) });

async function templates(page: Page): Promise<Summary[]> {
  const res = await page.request.get("/api/templates");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { templates: Summary[] }).templates;
}

async function seriousViolations(page: Page, include: string) {
  const axe = await new AxeBuilder({ page }).include(include).exclude("iframe[sandbox]").analyze();
  return axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

async function clickAction(target: Locator, name: string) {
  await target.getByRole("button", { name, exact: true }).click();
}

test("the library: create from the gallery, rename, duplicate, assign a department, set default, delete; the member sees it", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Corporate ${stamp}`;
  const renamed = `Team ${stamp}`;
  await signInByApi(page, DEMO.admin);
  const original = (await templates(page)).find((t) => t.isDefault)!;
  const made: string[] = [];
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/templates");
    await expect(page.getByRole("heading", { name: "Email Templates", level: 1 })).toBeVisible();
    await expect(card(page, original.name)).toContainText("Default");

    // New template from the gallery, with its preview.
    await page.getByRole("button", { name: "New template" }).click();
    const dialog = page.getByRole("dialog", { name: "New template" });
    await dialog.getByRole("radio", { name: /Corporate/ }).check();
    await expect(dialog.locator('iframe[title="Preview of Corporate"]')).toBeVisible();
    await dialog.getByRole("textbox", { name: "Name" }).fill(name);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: "test-results/templates-new-1280.png" });
    await dialog.getByRole("button", { name: "Create template" }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, name)).toBeVisible();
    made.push((await templates(page)).find((t) => t.name === name)!.id);

    // Rename.
    await clickAction(card(page, name), "Rename");
    const rename = page.getByRole("dialog", { name: `Rename ${name}` });
    await rename.getByRole("textbox", { name: "Name" }).fill(renamed);
    await rename.getByRole("button", { name: "Rename" }).click();
    await expect(card(page, renamed)).toBeVisible();

    // Duplicate.
    await clickAction(card(page, renamed), "Duplicate");
    await expect(card(page, `Copy of ${renamed}`)).toBeVisible();
    made.push((await templates(page)).find((t) => t.name === `Copy of ${renamed}`)!.id);

    // Assign Marketing: the dialog shows that Alex Morgan moves to it before anything is saved.
    await clickAction(card(page, renamed), "Departments");
    const assign = page.getByRole("dialog", { name: `Departments using ${renamed}` });
    await assign.getByRole("checkbox", { name: "Marketing" }).check();
    const moves = assign.getByTestId("moves");
    await expect(moves).toContainText("Alex Morgan");
    await expect(moves).toContainText(renamed);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: "test-results/templates-departments-1280.png" });
    await assign.getByRole("button", { name: "Save departments" }).click();
    await expect(assign).toBeHidden();
    await expect(card(page, renamed)).toContainText("Used by Marketing");

    // Something the member can recognise: the design's free-text block, saved through the
    // API (the editor is another page's test).
    const detail = (await (await page.request.get(`/api/templates/${made[0]}`)).json()) as {
      template: { html: string; design: { blocks: { type: string; visible: boolean; text?: string }[] } };
    };
    const marker = `Library test ${stamp}`;
    const design = {
      ...detail.template.design,
      blocks: detail.template.design.blocks.map((b) => (b.type === "text" ? { ...b, visible: true, text: marker } : b)),
    };
    const saved = await page.request.put(`/api/templates/${made[0]}/content`, { data: { html: detail.template.html, design, note: "" } });
    expect(saved.status(), await saved.text()).toBe(200);

    // Set as default; the default can't be deleted, and says why.
    await clickAction(card(page, renamed), "Set as default");
    await page
      .getByRole("dialog", { name: `Make ${renamed} the default?` })
      .getByRole("button", { name: "Set as default" })
      .click();
    await expect(card(page, renamed)).toContainText("Default");
    const deleteDefault = card(page, renamed).getByRole("button", { name: "Delete", exact: true });
    await expect(deleteDefault).toBeDisabled();
    await expect(card(page, renamed)).toContainText("The default template can't be deleted.");
    await page.screenshot({ path: "test-results/templates-library-1280.png", fullPage: true });

    // Delete the copy: asked first.
    await clickAction(card(page, `Copy of ${renamed}`), "Delete");
    const confirm = page.getByRole("dialog", { name: `Delete Copy of ${renamed}?` });
    await expect(confirm).toContainText("No department uses it.");
    await confirm.getByRole("button", { name: "Delete template" }).click();
    await expect(confirm).toBeHidden();
    await expect(card(page, `Copy of ${renamed}`)).toHaveCount(0);
    made.splice(1, 1);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(card(page, renamed)).toBeVisible();
    await page.screenshot({ path: "test-results/templates-library-375.png", fullPage: true });

    // The member (Sales, no department template) gets the new default on their next load.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signInByApi(member, DEMO.member);
    await member.goto("/signature");
    const frame = member.frameLocator('iframe[title="Email signature preview"]');
    await expect(frame.getByText(marker)).toBeVisible();
    await expect(frame.getByText("Jordan Lee").first()).toBeVisible();
    expect(((await (await member.request.get("/api/signature")).json()) as { templateId: string }).templateId).toBe(made[0]);
    await memberContext.close();
  } finally {
    await page.request.post(`/api/templates/${original.id}/default`);
    for (const id of made) await page.request.delete(`/api/templates/${id}`);
  }
});
