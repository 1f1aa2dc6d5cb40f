// The template editor's Versions tab: each version's "Preview" shows it rendered with the
// editor preview's data in the sandboxed signature frame, and restores it from there.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { DEMO, signInByApi } from "./support/auth";

test("previewing an old version renders it with the editor's preview data, and restores it from there", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const name = `E2E Version preview ${Date.now().toString(36)}-${process.pid}`;
  const created = await page.request.post("/api/templates", { data: { name } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { template: { id: string } }).template.id;
  for (const words of ["First words", "Second words"]) {
    const saved = await page.request.put(`/api/templates/${id}/content`, {
      data: { html: `<p>${words} for {{full_name}}</p>`, design: null, note: words },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  await page.goto(`/templates/${id}`);
  await expect(page.getByTestId("template-version")).toHaveText("Version 3");
  await page.getByRole("tab", { name: "Versions" }).click();
  await page.getByRole("button", { name: "Preview version 2" }).click();
  const dialog = page.getByRole("dialog", { name: "Version 2" });
  await expect(dialog).toContainText("First words");
  const frame = dialog.frameLocator('iframe[title="Preview of version 2"]');
  // With no member picked, the editor previews with the admin's own details.
  await expect(frame.getByText("First words for Alex Morgan")).toBeVisible();
  await expect(dialog.locator("iframe")).toHaveAttribute("sandbox", "");
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').exclude("iframe[sandbox]").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  // The footer's Close (the corner X has the same name).
  await dialog.getByRole("button", { name: "Close" }).last().click();

  // The editor's preview person is the version preview's too.
  const previewAs = page.getByLabel("Preview as");
  const member = (await previewAs.locator("option").nth(1).textContent()) ?? "";
  await previewAs.selectOption({ index: 1 });
  await page.getByRole("button", { name: "Preview version 2" }).click();
  expect(member).not.toBe("");
  // The picked member's name, as the option starts with it.
  await expect(frame.getByText(new RegExp(`^First words for ${member.trim().split(/\s+/)[0]}`))).toBeVisible();

  // The current version has no restore; an older one restores from its preview.
  await dialog.getByRole("button", { name: "Restore this version" }).click();
  await page.getByRole("dialog", { name: "Restore version 2?" }).getByRole("button", { name: "Restore version 2" }).click();
  await expect(page.getByTestId("template-version")).toHaveText("Version 4");
  await page.getByRole("button", { name: "Preview version 4" }).click();
  const latest = page.getByRole("dialog", { name: "Version 4" });
  await expect(latest.getByRole("button", { name: "Restore this version" })).toHaveCount(0);
  await expect(latest.frameLocator("iframe").getByText(/^First words for /)).toBeVisible();
});
