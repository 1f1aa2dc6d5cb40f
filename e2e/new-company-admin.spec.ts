// What a new company's admin runs into: the deploy dialog's "Now" shows the signature the
// member has (rendered, not the template), the templates' "Changed since the last deployment"
// clears when a deployment starts, every date of the company is on the company's clock (also on
// the super admin's account page), the activity log speaks in names and words, and invited
// people find their names already filled in. Each test makes a fresh company of its own.
import { expect, test, type Page } from "./support/test";
import { DEMO, signInByApi, signUpByApi, uniqueEmail } from "./support/auth";
import { emailTo, linkIn } from "./support/outbox";

// The browser's own clock is UTC while the company is in Berlin: a date shown in the browser's
// zone would be a day early at midnight.
test.use({ locale: "en-US", timezoneId: "UTC" });

async function newCompany(page: Page, company = `Nordwind ${Date.now().toString(36)}`) {
  await signUpByApi(page, { company, first: "Nora", last: "Nordwind" });
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string }; membership: { accountId: string } };
  return { company, userId: me.user.id, accountId: me.membership.accountId };
}

async function put(page: Page, path: string, data: unknown) {
  const res = await page.request.put(path, { data });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** A campaign from `startsAt` (the company's wall clock) to 30 Nov 2030. */
const fair = (startsAt: string) => ({
  name: "Winter fair",
  imageUrl: "https://cdn.example.com/fair.png",
  altText: "Winter fair banner",
  landingPageUrl: "https://example.com/fair",
  ctaText: "Visit us",
  departmentIds: [],
  isRequired: false,
  startsAt,
  endsAt: "2030-11-30T00:00",
});

test("deploy dialog: 'Now' is the member's signature rendered; the templates' changed badge clears after deploying", async ({ page }) => {
  await newCompany(page);
  // Opening /signature stores the member's signature row, which holds the template until a deployment.
  expect((await page.request.get("/api/signature")).status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/templates");
  await expect(page.getByTestId("template-row").first().getByText("Changed since the last deployment")).toBeVisible();

  await page.getByRole("button", { name: "Deploy to team" }).click();
  const dialog = page.getByRole("dialog", { name: "Deploy to team" });
  await expect(dialog.getByTestId("dry-run")).toBeVisible();
  const now = dialog.frameLocator('iframe[title="Signature now"]').locator("body");
  await expect(now).toContainText("Nora Nordwind");
  await expect(now).not.toContainText("{{");
  await page.screenshot({ path: "test-results/new-admin-deploy-dialog-1280.png" });
  await dialog.getByRole("button", { name: /^Deploy to 1 member$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Deployment finished")).toBeVisible();
  // Without a reload.
  await expect(page.getByText("Changed since the last deployment")).toHaveCount(0);
});

test("dates are on the company's clock: campaign list, activity log and the super admin's account page", async ({ page, browser }) => {
  const { accountId, userId } = await newCompany(page);
  await put(page, "/api/company/time-zone", { timeZone: "Europe/Berlin" });
  const created = await page.request.post("/api/campaigns", { data: fair("2030-11-25T00:00") });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = ((await created.json()) as { campaign: { id: string; startsAt: string } }).campaign;
  expect(campaign.startsAt).toBe("2030-11-24T23:00:00.000Z");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/campaigns");
  await expect(page.getByText("Nov 25, 2030 – Nov 30, 2030")).toBeVisible();
  await page.screenshot({ path: "test-results/new-admin-campaigns-1280.png", fullPage: true });

  // The activity log: a department's name, not its id; times in Berlin; words for fields.
  const department = await page.request.post("/api/departments", { data: { name: "Logistics" } });
  expect(department.status(), await department.text()).toBe(201);
  const { department: logistics } = (await department.json()) as { department: { id: string } };
  await put(page, `/api/team/members/${userId}`, { departmentId: logistics.id, jobTitle: "Head of dispatch" });
  await put(page, `/api/campaigns/${campaign.id}`, fair("2030-11-26T00:00"));
  await page.goto("/company-settings?tab=activity");
  const member = page.getByTestId("activity-entry").filter({ hasText: "edited a member" });
  await expect(member).toContainText("Department:");
  await expect(member).toContainText("Logistics");
  await expect(member).toContainText("Job title:");
  await expect(member).not.toContainText(logistics.id);
  const edited = page.getByTestId("activity-entry").filter({ hasText: "edited a campaign" });
  await expect(edited).toContainText("Starts:");
  await expect(edited).toContainText("Nov 25, 2030, 12:00 AM");
  await expect(edited).toContainText("Nov 26, 2030, 12:00 AM");
  await expect(edited).not.toContainText("2030-11-");
  // The filter offers what a company admin can do, not the platform's kinds.
  const kinds = page.getByLabel("Kind");
  await expect(kinds.locator("option", { hasText: "Edited a campaign" })).toHaveCount(1);
  await expect(kinds.locator("option", { hasText: "Suspended the account" })).toHaveCount(0);
  await expect(kinds.locator("option", { hasText: "Changed the platform settings" })).toHaveCount(0);
  await page.screenshot({ path: "test-results/new-admin-activity-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/new-admin-activity-390.png", fullPage: true });

  // The super admin sees the company's campaign on the company's calendar too.
  const context = await browser.newContext({ locale: "en-US", timezoneId: "UTC" });
  const admin = await context.newPage();
  await signInByApi(admin, DEMO.superAdmin);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto(`/admin/accounts/${accountId}`);
  await expect(admin.getByText("Nov 26, 2030 – Nov 30, 2030")).toBeVisible();
  await admin.screenshot({ path: "test-results/new-admin-super-account-1280.png", fullPage: true });
  await context.close();
});

test("an invitation from a CSV import fills in the names it gave", async ({ page, browser }) => {
  const { company } = await newCompany(page);
  const email = uniqueEmail("greta");
  const res = await page.request.post("/api/invitations/bulk", {
    data: { rows: [{ email, firstName: "Greta", lastName: "Hansen", role: "user" }], createMissing: false },
  });
  expect(res.status(), await res.text()).toBe(200);
  const link = linkIn(await emailTo(page.request, email, (e) => e.subject === `Join ${company} on Signet`));

  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { name: `Join ${company}` })).toBeVisible();
  await expect(invitee.getByLabel("First name")).toHaveValue("Greta");
  await expect(invitee.getByLabel("Last name")).toHaveValue("Hansen");
  await expect(invitee.getByLabel("Password", { exact: true })).toBeFocused();
  await context.close();
});
