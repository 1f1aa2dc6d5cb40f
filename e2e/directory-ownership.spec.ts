// One managing directory per member, with Google Workspace and Microsoft 365 both connected
// against fakes of their own (started here, on 127.0.0.1) on a server of its own (the demo
// company, acme.test): Google's directory is synced first; Microsoft's preview then lists
// Google's members as conflicts ("Managed by Google Workspace") and applying it leaves them
// alone, so /users still says "From Google" for them and "From Microsoft 365" only for the
// people Microsoft alone lists. Company Settings names the source of truth and what each owns.
import { expect, test } from "@playwright/test";
import { useSecondServer } from "./support/second-server";
import { DEMO, signInByApi } from "./support/auth";
import {
  DIRECTORY_SCOPE,
  GMAIL_SCOPE,
  generateDirectoryUsers,
  startFakeGoogle,
  type FakeGoogle,
} from "../dev-servers/fake-google/fake-google";
import { createServiceAccount } from "../dev-servers/fake-google/service-account";
import { generateGraphUsers, startFakeMicrosoft, type FakeMicrosoft } from "../dev-servers/fake-microsoft/fake-microsoft";

const DOMAIN = "acme.test";
// The same five people in both directories (the generators name them alike), two more in Microsoft's.
const SHARED = generateDirectoryUsers(5, DOMAIN).map((p) => p.primaryEmail);

test.describe("one managing directory per member", () => {
  let google: FakeGoogle;
  let microsoft: FakeMicrosoft;
  test.beforeAll(async () => {
    google = await startFakeGoogle();
    microsoft = await startFakeMicrosoft();
  });
  test.afterAll(async () => {
    await google?.close();
    await microsoft?.close();
  });
  const server = useSecondServer("directories", () => ({
    GOOGLE_OAUTH_API_URL: google.url,
    GOOGLE_GMAIL_API_URL: google.url,
    GOOGLE_DIRECTORY_API_URL: google.url,
    MICROSOFT_LOGIN_URL: microsoft.url,
    MICROSOFT_GRAPH_URL: microsoft.url,
  }));

  test("Microsoft's preview lists Google's members as conflicts and leaves them; /users says who manages whom", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.base });
    const page = await context.newPage();
    await signInByApi(page, DEMO.admin);

    // Google Workspace connected and synced: it manages the five.
    google.setUsers(generateDirectoryUsers(5, DOMAIN));
    const key = createServiceAccount(google, [GMAIL_SCOPE, DIRECTORY_SCOPE]);
    const connected = await page.request.put("/api/integrations/google", {
      data: { serviceAccountKey: JSON.stringify(key), adminEmail: SHARED[0] },
    });
    expect(connected.status(), await connected.text()).toBe(200);
    const googleSync = await page.request.post("/api/integrations/google/syncs");
    const syncId = ((await googleSync.json()) as { sync: { id: string } }).sync.id;
    expect((await page.request.post(`/api/integrations/google/syncs/${syncId}/apply`, { data: {} })).status()).toBe(200);

    // Microsoft 365 connected on the same domain: the five, and two people of its own.
    const tenantId = microsoft.addTenant({ domain: DOMAIN });
    const app = microsoft.registerApp(tenantId);
    microsoft.setUsers(tenantId, generateGraphUsers(7, DOMAIN, 0, []));
    const linked = await page.request.put("/api/integrations/microsoft", {
      data: { tenantId, clientId: app.clientId, clientSecret: app.secret },
    });
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
    await context.close();
  });
});
