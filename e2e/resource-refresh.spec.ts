// One resource, one cache entry: a department added on /company-settings shows at once,
// without a reload, in every picker that had already read the departments (the
// "Deploy to team" dialog, a template's departments, a campaign's audience).
import { expect, test, type Page } from "./support/test";
import { signUpByApi, uniqueEmail } from "./support/auth";

const nav = (page: Page, name: string) => page.getByRole("navigation").getByRole("link", { name, exact: true });

test("a department added on /company-settings shows in the deploy, template and campaign pickers without a reload", async ({ page }) => {
  await signUpByApi(page, {
    company: `Resource ${Date.now().toString(36)}`,
    email: uniqueEmail("resources"),
    first: "Robin",
    last: "Admin",
  });
  expect((await page.request.post("/api/departments", { data: { name: "Sales" } })).status()).toBe(201);
  await page.goto("/templates");

  // Each picker reads the departments once.
  await page.getByRole("button", { name: "Deploy to team" }).click();
  const deploy = page.getByRole("dialog", { name: "Deploy to team" });
  await expect(deploy.getByRole("checkbox", { name: "Sales" })).toBeVisible();
  // The dry run's summary and sample fill the dialog when they arrive, moving its footer: a
  // click on Cancel before then can land where the button no longer is.
  await expect(deploy.getByTestId("dry-run")).toBeVisible();
  await deploy.getByRole("button", { name: "Cancel" }).click();
  await expect(deploy).toBeHidden();

  const card = page.getByTestId("template-row").first();
  const name = (await card.getByRole("link").first().textContent())!.trim();
  await card.getByRole("button", { name: "Departments", exact: true }).click();
  const assign = page.getByRole("dialog", { name: `Departments using ${name}` });
  await expect(assign.getByRole("checkbox", { name: "Sales" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(assign).toBeHidden();

  await nav(page, "Marketing Campaigns").click();
  await page.getByRole("button", { name: "Create your first campaign" }).click();
  await expect(page.getByRole("checkbox", { name: "Sales" })).toBeVisible();
  await page
    .getByRole("link", { name: /Campaigns/ })
    .first()
    .click();

  // Added in the same page session: no reload from here on.
  await nav(page, "Company Settings").click();
  await page.getByRole("link", { name: "Edit company details" }).click();
  await page.getByRole("tab", { name: "Departments" }).click();
  await page.getByRole("button", { name: "Add department" }).click();
  const add = page.getByRole("dialog", { name: "Add a department" });
  await add.getByLabel("Department name").fill("Support");
  await add.getByRole("button", { name: "Add department" }).click();
  await expect(page.getByTestId("department-row").filter({ hasText: "Support" })).toBeVisible();

  await nav(page, "Email Templates").click();
  await page.getByRole("button", { name: "Deploy to team" }).click();
  await expect(deploy.getByRole("checkbox", { name: "Support" })).toBeVisible();
  // As above: Cancel once the dry run has filled the dialog, and the dialog gone before the
  // next click (while it is open, the page behind it has no buttons to find).
  await expect(deploy.getByTestId("dry-run")).toBeVisible();
  await deploy.getByRole("button", { name: "Cancel" }).click();
  await expect(deploy).toBeHidden();
  await card.getByRole("button", { name: "Departments", exact: true }).click();
  await expect(assign.getByRole("checkbox", { name: "Support" })).toBeVisible();
  await page.keyboard.press("Escape");

  await nav(page, "Marketing Campaigns").click();
  await page.getByRole("button", { name: "Create your first campaign" }).click();
  await expect(page.getByRole("checkbox", { name: "Support" })).toBeVisible();
});
