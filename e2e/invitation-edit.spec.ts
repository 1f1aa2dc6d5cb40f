// /users: an admin edits a pending invitation's role, department and office before it is
// accepted, from the invitation's row; the dialog opens with the invitation's values.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { signUpByApi, uniqueEmail } from "./support/auth";

test("an admin edits a pending invitation's role, department and office from its row", async ({ page }) => {
  await signUpByApi(page, { company: `Edit Co ${Date.now().toString(36)}`, first: "Ada", last: "Admin" });
  expect((await page.request.post("/api/departments", { data: { name: "Sales" } })).status()).toBe(201);
  const office = { locationName: "Lisbon", address: "Rua Augusta 1", phoneNumber: "+351 21 000 0000" };
  expect((await page.request.post("/api/offices", { data: office })).status()).toBe(201);
  const email = uniqueEmail("pending");
  expect((await page.request.post("/api/invitations", { data: { email, role: "user" } })).status()).toBe(201);

  await page.goto("/users");
  const row = page.getByRole("row", { name: new RegExp(email) });
  await expect(row).toContainText("Invited");
  await row.getByRole("button", { name: `Edit invitation to ${email}` }).click();

  const dialog = page.getByRole("dialog", { name: "Edit invitation" });
  await expect(dialog).toContainText(email);
  await expect(dialog.getByLabel("Role")).toHaveValue("user");
  await expect(dialog.getByLabel("Department")).toHaveValue("");
  await expect(dialog.getByLabel("Office")).toHaveValue("");
  await expect(dialog.getByRole("button", { name: "Save changes" })).toBeDisabled();
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);

  await dialog.getByLabel("Role").selectOption({ label: "Admin" });
  await dialog.getByLabel("Department").selectOption({ label: "Sales" });
  await dialog.getByLabel("Office").selectOption({ label: "Lisbon" });
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`Saved the invitation to ${email}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Admin");
  await expect(row).toContainText("Sales");
  await expect(row).toContainText("Lisbon");

  // Opened again, the dialog shows the saved values.
  await row.getByRole("button", { name: `Edit invitation to ${email}` }).click();
  await expect(dialog.getByLabel("Role")).toHaveValue("admin");
  await expect(dialog.getByLabel("Department").locator("option:checked")).toHaveText("Sales");
  await expect(dialog.getByLabel("Office").locator("option:checked")).toHaveText("Lisbon");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // The company's activity names the change.
  const log = await (await page.request.get("/api/audit-log?action=invitation.updated")).json();
  expect(log.entries[0]).toMatchObject({ target: { label: email }, changes: { role: ["user", "admin"] } });
});
