// The built-in gallery in the New template dialog: every design with its preview, on a desktop
// and on a phone, and a template made from one opens in the editor with no email-client problem.
import { expect, test } from "./support/test";
import { DEMO, signInByApi } from "./support/auth";
import { GALLERY_TEMPLATES } from "../src/shared/signature/gallery";

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const)
  test(`the New template dialog offers every gallery design with its preview (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInByApi(page, DEMO.admin);
    await page.goto("/templates");
    await page.getByRole("button", { name: "New template" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New template" });
    expect(GALLERY_TEMPLATES.length).toBeGreaterThanOrEqual(8);
    for (const { name } of GALLERY_TEMPLATES) {
      const frame = dialog.locator(`iframe[title="Preview of ${name}"]`);
      await frame.scrollIntoViewIfNeeded();
      await expect(frame).toBeVisible();
      // The admin previews with their own details.
      await expect(frame.contentFrame().getByText("Alex Morgan")).toBeVisible();
    }
    // Nothing in the dialog is wider than the screen.
    const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

test("a template made from the Formal design opens with its disclaimer and no email-client problem", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/templates");
  await page.getByRole("button", { name: "New template" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New template" });
  await dialog.getByRole("radio", { name: /^Formal/ }).check();
  const name = `E2E Formal ${Date.now().toString(36)}-${process.pid}`;
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("button", { name: "Create template" }).click();
  await expect(dialog).toBeHidden();
  const list = (await (await page.request.get("/api/templates")).json()) as { templates: { id: string; name: string }[] };
  const id = list.templates.find((t) => t.name === name)!.id;
  await page.goto(`/templates/${id}`);
  await expect(
    page.frameLocator('iframe[title^="Template preview"]').getByText(/confidential and may be legally privileged/),
  ).toBeVisible();
  await expect(page.getByText("No problems")).toBeVisible();
  await page.request.delete(`/api/templates/${id}`);
});
