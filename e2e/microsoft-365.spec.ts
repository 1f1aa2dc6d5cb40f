// Microsoft 365, end to end, on the shared server against the shared fake of Microsoft's sign-in
// and Graph, in a company, a tenant and a domain of the spec's own: the tenant's directory and
// app registration are made as `npm run dev` makes the demo's (acme.test), and the company has
// the demo's three logins and offices. The admin connects with the tenant, client id and
// secret (a wrong one first: Connect refuses it under the field), tests the connection, syncs (the preview shows new members, changed fields and the
// office Signet doesn't have), applies, and finds the members "From Microsoft 365" on /users.
// Then the company's Outlook add-in is set up; once it fetched a member's signature (as
// Outlook does when the member writes a message), /users says "In Outlook" and /statistics
// counts the member in Adoption.
import { expect, test, type Page } from "./support/test";
import { createCompany, DEMO_OFFICES, uniqueDomain, type CompanyLogin } from "./support/company";
import { generateGraphUsers, microsoftTenant } from "./support/microsoft-tenant";
import { E2E_BASE_URL } from "./support/shared-servers";

/** Makes `domain`'s tenant in the shared fake as start-fake-microsoft.ts makes the demo's. */
async function demoTenant(domain: string) {
  const users = generateGraphUsers(24, domain);
  // The logins are in the directory too: syncing links them instead of adding them again.
  const login = (i: number, email: string, givenName: string, surname: string) =>
    (users[i] = { ...users[i], mail: email, userPrincipalName: email, givenName, surname, displayName: `${givenName} ${surname}` });
  login(0, `admin@${domain}`, "Alex", "Admin");
  login(1, `member@${domain}`, "Morgan", "Member");
  login(2, `member2@${domain}`, "Riley", "Member");
  users[5] = { ...users[5], accountEnabled: false };
  // An office Signet doesn't have: the preview names it, and those members stay without one.
  users[7] = { ...users[7], officeLocation: "Remote" };
  return microsoftTenant(domain, users);
}

test.describe("Microsoft 365", () => {
  // One long walk through the whole integration: far more than the usual test's time on a loaded machine.
  test.describe.configure({ timeout: 600_000 });
  const server = { base: E2E_BASE_URL };
  const domain = uniqueDomain("m365");
  let fake: { tenantId: string; clientId: string; clientSecret: string };
  let admin: CompanyLogin;

  test.beforeAll(async () => {
    fake = await demoTenant(domain);
    const company = await createCompany(
      server.base,
      "Microsoft Co",
      domain,
      {
        member: { first: "Jordan", last: "Lee" },
        member2: { first: "Sam", last: "Rivera" },
      },
      DEMO_OFFICES,
    );
    admin = company.admin;
  });

  const signIn = async (page: Page, { email, password }: CompanyLogin) => {
    const res = await page.request.post(`${server.base}/api/session/sign-in`, { data: { email, password } });
    expect(res.status(), await res.text()).toBe(200);
  };

  test("an admin connects Microsoft 365, previews and applies a sync, and the members show on /users", async ({ page }) => {
    await signIn(page, admin);
    await page.goto(`${server.base}/company-settings?tab=integrations`);

    // Connect tests the app before it saves: a wrong secret is refused under its field, in
    // Microsoft's words with what to do, and nothing is connected; the right one connects.
    await page.getByLabel("Directory (tenant) ID").fill(fake.tenantId);
    await page.getByLabel("Application (client) ID").fill(fake.clientId);
    const secret = page.getByLabel(/Client secret/);
    await secret.fill("not-the-secret");
    await page.getByRole("button", { name: "Connect Microsoft 365" }).click();
    await expect(page.getByText(/Microsoft refused the client secret \(AADSTS7000215\)/)).toBeVisible();
    await expect(secret).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: "Replace app or secret" })).toHaveCount(0);
    await secret.fill(fake.clientSecret);
    await page.getByRole("button", { name: "Connect Microsoft 365" }).click();
    await expect(page.getByText(`Tenant ${fake.tenantId}`, { exact: false })).toBeVisible();

    // Replacing the secret keeps the tenant and app: only the secret is typed again.
    await page.getByRole("button", { name: "Replace app or secret" }).click();
    await expect(page.getByLabel("Directory (tenant) ID")).toHaveValue(fake.tenantId);
    await page.getByLabel(/Client secret/).fill(fake.clientSecret);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Replace app or secret" })).toBeVisible();
    await page.getByRole("button", { name: "Test connection" }).last().click();
    await expect(page.getByText("Signed in.")).toBeVisible();
    await expect(page.getByText("Allowed.")).toBeVisible();

    // Sync: the preview first, nothing changed until it is applied.
    await page.getByRole("button", { name: "Sync now" }).last().click();
    const preview = page.getByRole("dialog", { name: "Directory sync preview" });
    await expect(preview.getByText(/^24 users in the directory: 20 new members, 3 updates, 0 deactivations/)).toBeVisible();
    await expect(preview.getByRole("heading", { name: "New members (20)" })).toBeVisible();
    await expect(preview.getByText('No office in Signet is named "Remote" (1 member).', { exact: false })).toBeVisible();
    const adminRow = preview.getByRole("listitem").filter({ hasText: admin.email });
    await expect(adminRow.getByText("Microsoft 365", { exact: true })).toBeVisible();
    await preview.getByRole("button", { name: "Apply changes" }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByText("Sync applied: 20 new members, 3 updates, 0 deactivations.")).toBeVisible();

    // /users: a synced member who never signed in, from Microsoft 365.
    await page.goto(`${server.base}/users?search=katherine.lovelace`);
    const row = page.getByRole("row").filter({ hasText: `katherine.lovelace@${domain}` });
    await expect(row.getByText("From Microsoft 365")).toBeVisible();
    await expect(row.getByRole("button", { name: /Invite .* to sign in|Invite to sign in/ })).toBeVisible();
    // Everything the admin could edit here is the directory's, the office too: read-only, nothing to save.
    await row.getByRole("button", { name: `Manage katherine.lovelace@${domain}` }).click();
    const details = page.getByRole("form", { name: "Member details" });
    await expect(details.getByLabel("Office")).toHaveAttribute("readonly", "");
    await expect(details.getByText("Managed by your Microsoft 365").first()).toBeVisible();
    await expect(details.getByRole("button", { name: "Save details" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    // The Outlook add-in: set up, its manifest's address holds the company's key.
    await page.goto(`${server.base}/company-settings?tab=integrations`);
    await page.getByRole("button", { name: "Set up the Outlook add-in" }).click();
    const manifest = page.getByRole("link", { name: "Download manifest" });
    await expect(manifest).toBeVisible();
    const key = /\/addin\/([\w-]+)\/manifest\.xml$/.exec((await manifest.getAttribute("href"))!)![1];
    // Outlook asks for the member's signature as they write; no session, only the key.
    const fetched = await page.request.get(`${server.base}/addin/${key}/signature?email=katherine.lovelace@${domain}&compose=new`);
    expect(fetched.status(), await fetched.text()).toBe(200);
    expect(((await fetched.json()) as { html: string }).html).toContain("Katherine");

    await page.goto(`${server.base}/users?search=katherine.lovelace`);
    await expect(page.getByRole("columnheader", { name: "In Outlook" })).toBeVisible();
    await expect(row.getByTestId("outlook-status")).toHaveText(/^Inserted /);
    await page.goto(`${server.base}/statistics`);
    await expect(page.getByText(/1 in Outlook/)).toBeVisible();
  });
});
