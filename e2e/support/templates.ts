// Making a template the way an admin does: "New template" on /templates, a gallery design and
// a name, then "Edit" opens it in the editor.
import { expect, type Page } from "@playwright/test";

/** Creates `name` from the gallery's Classic design and opens its editor. `base`: a second server's address. */
export async function createClassicTemplateAndEdit(page: Page, name: string, base = "") {
  await page.goto(`${base}/templates`);
  await page.getByRole("button", { name: "New template" }).click();
  const dialog = page.getByRole("dialog", { name: "New template" });
  await dialog.getByRole("radio", { name: /^Classic/ }).check();
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("button", { name: "Create template" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}
