// One managing directory per member, with Google Workspace and Microsoft 365 both connected
// against the shared fakes, in a company, a Workspace customer and a tenant at a domain of the
// spec's own: Google's directory is synced first; Microsoft's preview then lists
// Google's members as conflicts ("Managed by Google Workspace") and applying it leaves them
// alone, so /users still says "From Google" for them and "From Microsoft 365" only for the
// people Microsoft alone lists. Company Settings names the source of truth and what each owns.
import { expect, test } from "./support/test";
import { signInByApi } from "./support/auth";
import { createCompany, uniqueDomain, type CompanyLogin } from "./support/company";
import { connectGoogle, generateDirectoryUsers, googleCustomer } from "./support/google-customer";
import { generateGraphUsers, microsoftTenant } from "./support/microsoft-tenant";

// The same five people in both directories (the generators name them alike), two more in Microsoft's.
const DOMAIN = uniqueDomain("directories");
const SHARED = generateDirectoryUsers(5, DOMAIN).map((p) => p.primaryEmail);

test.describe("one managing directory per member", () => {
  let admin: CompanyLogin;
  test.beforeAll(async ({ baseURL }) => {
    admin = (await createCompany(baseURL!, "Directories Co", DOMAIN)).admin;
  });

  test("Microsoft's preview lists Google's members as conflicts and leaves them; /users says who manages whom", async ({ page }) => {
    await signInByApi(page, admin.email, admin.password);

    // Google Workspace connected and synced: it manages the five.
    await googleCustomer(DOMAIN, generateDirectoryUsers(5, DOMAIN));
    await connectGoogle(page.request, SHARED[0]);
    const googleSync = await page.request.post("/api/integrations/google/syncs");
    const syncId = ((await googleSync.json()) as { sync: { id: string } }).sync.id;
    expect((await page.request.post(`/api/integrations/google/syncs/${syncId}/apply`, { data: {} })).status()).toBe(200);

    // Microsoft 365 connected on the same domain: the five, and two people of its own.
    const tenant = await microsoftTenant(DOMAIN, generateGraphUsers(7, DOMAIN, 0, []));
    const linked = await page.request.put("/api/integrations/microsoft", { data: tenant });
    expect(linked.status(), await linked.text()).toBe(200);

    await page.goto("/company-settings?tab=integrations");
    const source = page.getByRole("table", { name: "The fields each directory owns" });
    await expect(source.getByRole("row").filter({ hasText: "Microsoft 365" })).toContainText("Office");
    await expect(source.getByRole("row").filter({ hasText: "Google Workspace" })).toContainText("5");

    await page.getByRole("region", { name: "Microsoft 365" }).getByRole("button", { name: "Sync now" }).click();
    const preview = page.getByRole("dialog", { name: "Directory sync preview" });
    await expect(preview.getByText(/^7 users in the directory: 2 new members, 0 updates, 0 deactivations/)).toBeVisible();
    const conflicts = preview.getByRole("region", { name: "Conflicts" });
    await expect(conflicts.getByText("5 members are managed by another directory.", { exact: false })).toBeVisible();
    await expect(conflicts.getByText("only the source of truth (Company Settings → Integrations) can take them over")).toBeVisible();
    for (const email of SHARED) {
      const row = conflicts.getByRole("listitem").filter({ hasText: email });
      await expect(row.getByText("Managed by Google Workspace")).toBeVisible();
    }
    // Nothing here moves Google's members: no "Managed by" change among the updates.
    await expect(preview.getByText("Managed by", { exact: true })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath("conflicts-390.png") });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath("conflicts-1280.png") });
    await preview.getByRole("button", { name: "Apply changes" }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByText("Sync applied: 2 new members, 0 updates, 0 deactivations.")).toBeVisible();
    await expect(page.getByText("Members are managed by Google Workspace and Microsoft 365.", { exact: false })).toBeVisible();
    await page.getByRole("heading", { name: "Source of truth for members" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("source-1280.png"), fullPage: true });

    // /users: Google's member still Google's; Microsoft's own people are Microsoft's.
    await page.goto(`/users?search=${SHARED[0]}`);
    const kept = page.getByRole("row").filter({ hasText: SHARED[0] });
    await expect(kept.getByText("From Google")).toBeVisible();
    await expect(kept.getByText("From Microsoft 365")).toHaveCount(0);
    const own = generateGraphUsers(7, DOMAIN, 0, [])[6].mail!;
    await page.goto(`/users?search=${own}`);
    await expect(page.getByRole("row").filter({ hasText: own }).getByText("From Microsoft 365")).toBeVisible();
  });
});
