// Microsoft 365, end to end, against the fake of Microsoft's sign-in and Graph on a port of its
// own (as `npm run dev` starts it: the demo tenant of acme.test and an app registration) and a
// server of its own pointed at it. The demo admin connects with the tenant, client id and
// secret (a wrong one first: the test says so), tests the connection, syncs (the preview shows new members, changed fields and the
// office Signet doesn't have), applies, and finds the members "From Microsoft 365" on /users.
// Then the company's Outlook add-in is set up; once it fetched a member's signature (as
// Outlook does when the member writes a message), /users says "In Outlook" and /statistics
// counts the member in Adoption.
import { expect, test, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./support/auth";
import { useFakeMicrosoft } from "./support/fake-microsoft";
import { useSecondServer } from "./support/second-server";

test.describe("Microsoft 365", () => {
  const fake = useFakeMicrosoft("microsoft-365");
  const server = useSecondServer("microsoft-365", () => ({ MICROSOFT_LOGIN_URL: fake.url, MICROSOFT_GRAPH_URL: fake.url }));

  const signIn = async (page: Page, email: string, password = DEMO_PASSWORD) => {
    const res = await page.request.post(`${server.base}/api/session/sign-in`, { data: { email, password } });
    expect(res.status(), await res.text()).toBe(200);
  };

  test("an admin connects Microsoft 365, previews and applies a sync, and the members show on /users", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto(`${server.base}/company-settings?tab=integrations`);

    // Connecting stores the app; "Test connection" says what Microsoft thinks of it: a wrong
    // secret gets Microsoft's reason and what to do, and the right one replaces it.
    await page.getByLabel("Directory (tenant) ID").fill(fake.tenantId);
    await page.getByLabel("Application (client) ID").fill(fake.clientId);
    await page.getByLabel(/Client secret/).fill("not-the-secret");
    await page.getByRole("button", { name: "Connect Microsoft 365" }).click();
    await expect(page.getByText(`Tenant ${fake.tenantId}`, { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Test connection" }).last().click();
    await expect(page.getByText(/Microsoft refused the client secret \(AADSTS7000215\)/)).toBeVisible();

    await page.getByRole("button", { name: "Replace app or secret" }).click();
    await page.getByLabel(/Client secret/).fill(fake.clientSecret);
    await page.getByRole("button", { name: "Save" }).click();
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
    const admin = preview.getByRole("listitem").filter({ hasText: DEMO.admin });
    await expect(admin.getByText("Microsoft 365", { exact: true })).toBeVisible();
    await preview.getByRole("button", { name: "Apply changes" }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByText("Sync applied: 20 new members, 3 updates, 0 deactivations.")).toBeVisible();

    // /users: a synced member who never signed in, from Microsoft 365.
    await page.goto(`${server.base}/users?search=katherine.lovelace`);
    const row = page.getByRole("row").filter({ hasText: "katherine.lovelace@acme.test" });
    await expect(row.getByText("From Microsoft 365")).toBeVisible();
    await expect(row.getByRole("button", { name: /Invite .* to sign in|Invite to sign in/ })).toBeVisible();
    // Everything the admin could edit here is the directory's, the office too: read-only, nothing to save.
    await row.getByRole("button", { name: "Manage katherine.lovelace@acme.test" }).click();
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
    const fetched = await page.request.get(`${server.base}/addin/${key}/signature?email=katherine.lovelace@acme.test&compose=new`);
    expect(fetched.status(), await fetched.text()).toBe(200);
    expect(((await fetched.json()) as { html: string }).html).toContain("Katherine");

    await page.goto(`${server.base}/users?search=katherine.lovelace`);
    await expect(page.getByRole("columnheader", { name: "In Outlook" })).toBeVisible();
    await expect(row.getByTestId("outlook-status")).toHaveText(/^Inserted /);
    await page.goto(`${server.base}/statistics`);
    await expect(page.getByText(/1 in Outlook/)).toBeVisible();
  });
});
