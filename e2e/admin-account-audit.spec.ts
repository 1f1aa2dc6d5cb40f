// /admin/accounts/{id}: the super admin reads an account's whole audit log, newest first,
// with its total, loading older entries a page at a time.
import { expect, test } from "./support/test";
import { DEMO, signInByApi, signUpByApi } from "./support/auth";

test("a super admin pages through all of an account's audit log, newest first, with the total", async ({ browser, page }) => {
  const companyContext = await browser.newContext();
  const admin = await companyContext.newPage();
  await signUpByApi(admin, { company: `Busy Co ${Date.now().toString(36)}` });
  const accountId = (await (await admin.request.get("/api/me")).json()).membership.accountId as string;
  // 30 departments: 30 entries of the account's log, besides any the sign-up wrote.
  for (let i = 1; i <= 30; i++)
    expect((await admin.request.post("/api/departments", { data: { name: `Team ${String(i).padStart(2, "0")}` } })).status()).toBe(201);
  await companyContext.close();

  await signInByApi(page, DEMO.superAdmin);
  const first = await (await page.request.get(`/api/admin/accounts/${accountId}/audit-log`)).json();
  const total = first.total as number;
  expect(total).toBeGreaterThanOrEqual(30);

  await page.goto(`/admin/accounts/${accountId}`);
  const card = page.getByRole("region", { name: "Audit log" });
  await expect(page.getByText(`${total} entries in all.`)).toBeVisible();
  await expect(page.getByText(`Showing 25 of ${total}`)).toBeVisible();
  // Newest first: the last department added leads.
  await expect(card.getByRole("listitem").first()).toContainText("Team 30");
  await page.getByRole("button", { name: "Show older entries" }).click();
  await expect(page.getByText(`Showing ${total} of ${total}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Show older entries" })).toHaveCount(0);
  await expect(card.getByText("· Team 01")).toBeVisible();
});
