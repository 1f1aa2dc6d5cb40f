// Google Workspace, end to end, on the shared server against the shared fake of Google's APIs
// (started as `npm run dev` starts it, with a key file), with the demo's directory at a domain of
// this spec's own and try's own, in a company at that domain with the demo's three logins. The admin uploads the key, names the Workspace admin, tests
// the connection, syncs (the preview shows the new members and the changed fields), applies,
// sees the members "From Google" on /users, deploys with "Put it in Gmail", and sees each
// member's signature in Gmail on /users and in the deployment's results; the fake confirms
// what arrived. A synced member invited to sign in finds their directory's fields read-only.
import { expect, test, type Page } from "./support/test";
import { demoDirectory } from "../dev-servers/fake-google/fake-google";
import { createCompany, DEMO_OFFICES, uniqueDomain, type CompanyLogin } from "./support/company";
import { gmailOf, googleCustomer } from "./support/google-customer";
import { E2E_BASE_URL, SHARED_FAKES } from "./support/shared-servers";

// The demo directory: 24 people; the first three are the demo logins (their names, titles and
// phones differ there), the sixth is suspended. The fourth is new to Signet. A retry gets a
// domain of its own, so it never meets the company the failed try made.
const DOMAIN = uniqueDomain("google-workspace");
const DEMO = { admin: `admin@${DOMAIN}`, member: `member@${DOMAIN}` };
const SYNCED = { email: `katherine.lovelace@${DOMAIN}`, name: "Katherine Lovelace", title: "Engineer", department: "Finance" };

test.describe("Google Workspace", () => {
  // One long walk through the whole integration: far more than the usual test's time on a loaded machine.
  test.describe.configure({ timeout: 600_000 });
  const fake = { ...SHARED_FAKES.google, state: () => gmailOf(DOMAIN) };
  const server = { base: E2E_BASE_URL };
  let admin: CompanyLogin;

  // The company at the directory's domain: its admin, its two members and a default template, as the demo has.
  test.beforeAll(async () => {
    await googleCustomer(DOMAIN, demoDirectory(DOMAIN));
    const company = await createCompany(
      server.base,
      "Google Co",
      DOMAIN,
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

  test("an admin connects, syncs, deploys into Gmail, and a synced member's profile follows the directory", async ({ page }) => {
    await signIn(page, admin);
    const created = await page.request.post(`${server.base}/api/templates`, { data: { name: "Company signature" } });
    expect(created.status(), await created.text()).toBe(201);
    const template = ((await created.json()) as { template: { id: string } }).template.id;
    expect((await page.request.post(`${server.base}/api/templates/${template}/default`)).status()).toBe(200);
    await page.goto(`${server.base}/company-settings?tab=integrations`);

    // Connect: the key file the fake wrote, and the Workspace admin.
    await page.getByLabel("Service account key (JSON)").setInputFiles(fake.keyFile);
    await page.getByLabel("Workspace admin address").fill(DEMO.admin);
    await page.getByRole("button", { name: "Connect Google Workspace" }).click();
    await expect(page.getByText("Connected", { exact: true })).toBeVisible();
    await expect(page.getByText(`${DOMAIN} · read as ${DEMO.admin}`)).toBeVisible();

    await page.getByRole("button", { name: "Test connection" }).click();
    const checks = page.getByRole("list", { name: "Connection test results" });
    await expect(checks.getByRole("listitem")).toHaveCount(2);
    await expect(checks.getByLabel("Passed")).toHaveCount(2);

    // Sync: the preview first, nothing changed until it is applied.
    await page.getByRole("button", { name: "Sync now" }).click();
    const preview = page.getByRole("dialog", { name: "Directory sync preview" });
    await expect(preview.getByText(/^24 users in the directory: 20 new members, 3 updates, 0 deactivations/)).toBeVisible();
    await expect(preview.getByRole("heading", { name: "New members (20)" })).toBeVisible();
    await expect(preview.getByText(SYNCED.email)).toBeVisible();
    const updated = preview.getByRole("listitem").filter({ hasText: DEMO.admin });
    await expect(updated.getByRole("term").filter({ hasText: "Last name" })).toBeVisible();
    await expect(updated.getByText("Morgan", { exact: true })).toBeVisible();
    await expect(updated.getByText("Admin", { exact: true })).toBeVisible();
    await preview.getByRole("button", { name: "Apply changes" }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByText("Sync applied: 20 new members, 3 updates, 0 deactivations.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Sync history" }).getByText("Applied")).toBeVisible();

    // /users: the synced members, from Google, not yet in Gmail.
    await page.goto(`${server.base}/users?search=${encodeURIComponent(SYNCED.email)}`);
    const row = page.getByRole("row").filter({ hasText: SYNCED.email });
    await expect(row.getByTestId("directory-source")).toContainText("From Google");
    await expect(page.getByRole("columnheader", { name: "In Gmail" })).toBeVisible();
    await expect(row.getByText("Not yet")).toBeVisible();

    // Deploy with "Put it in Gmail" (on by default when Google is connected).
    await page.goto(`${server.base}/templates`);
    await page.getByRole("button", { name: "Deploy to team" }).click();
    const dialog = page.getByRole("dialog", { name: "Deploy to team" });
    await expect(dialog.getByTestId("dry-run")).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: /Put it in Gmail/ })).toBeChecked();
    // "Email each member" stays on: a member whose signature goes into Gmail has nothing to
    // paste, so nobody here is emailed (and the demo company's hourly email limit stays free
    // for the invitation to sign in below).
    await expect(dialog.getByRole("switch", { name: /Email each member/ })).toBeChecked();
    await expect(dialog.getByText("They have nothing to paste, so they get no email about it.")).toBeVisible();
    await dialog.getByRole("button", { name: /^Deploy to \d+ members$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Deployment finished")).toBeVisible();
    // Every member's signature is put in Gmail (the demo's 3 and the 20 synced): updated, none unchanged or failed.
    await expect(page.getByTestId("deployment-gmail").first()).toHaveText("In Gmail: 23 updated, 0 unchanged");
    const deployment = page.getByTestId("deployment-row").first();

    // Its results: each member's signature in Gmail.
    await deployment.getByRole("button", { name: "View results" }).click();
    await deployment.getByRole("button", { name: "All", exact: true }).click();
    const result = deployment.getByTestId("deployment-member").filter({ hasText: SYNCED.email });
    await expect(result.getByTestId("member-gmail")).toHaveText("In Gmail");
    await expect(result).not.toContainText(/Email/);
    await expect(deployment.getByTestId("deployment-member").getByTestId("member-gmail").first()).toHaveText("In Gmail");

    // /users: "In Gmail, pushed ..." in the "In Gmail" column: Gmail holds the member's signature now.
    await page.goto(`${server.base}/users?search=${encodeURIComponent(SYNCED.email)}`);
    await expect(row.getByTestId("mailbox-status").getByText("In Gmail", { exact: true })).toBeVisible();
    await expect(row.getByTestId("mailbox-status")).toContainText(/pushed (now|\d+ \w+ ago)/);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.screenshot({ path: `${test.info().outputDir}/users-in-gmail-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The fake received them: the synced member's primary address, and the demo member's alias too.
    const state = await fake.state();
    const sendAs = (email: string) => state.signatures[email] ?? [];
    expect(sendAs(SYNCED.email)).toEqual([expect.objectContaining({ sendAsEmail: SYNCED.email, isPrimary: true })]);
    expect(sendAs(SYNCED.email)[0].signature).toContain("Katherine");
    expect(
      sendAs(DEMO.member)
        .map((s) => s.sendAsEmail)
        .sort(),
    ).toEqual([DEMO.member, `sales@${DOMAIN}`]);
    expect(sendAs(DEMO.member).every((s) => s.signature.length > 0)).toBe(true);
    expect(state.updates).toBeGreaterThanOrEqual(Object.keys(state.signatures).length);
    // The deployment's "23 updated" is what the fake holds: 23 primary addresses with a signature.
    const primaries = Object.values(state.signatures).filter((list) => list.some((s) => s.isPrimary && s.signature.length > 0));
    expect(primaries).toHaveLength(23);

    // Deploying again changes nothing: the dialog says so, and there is no mailbox to push.
    await page.goto(`${server.base}/templates`);
    await page.getByRole("button", { name: "Deploy to team" }).click();
    const again = page.getByRole("dialog", { name: "Deploy to team" });
    await expect(again.getByTestId("nothing-changed")).toHaveText(
      "Nothing changed: every member already has the signature their template gives, so deploying would store nothing. Every Gmail mailbox holds it too.",
    );
    await expect(again.getByRole("button", { name: /^Deploy to/ })).toHaveCount(0);
    await expect(again.getByRole("button", { name: /out-of-date Gmail/ })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(again.getByRole("button", { name: "Done", exact: true })).toBeVisible();
    await page.screenshot({ path: `${test.info().outputDir}/deploy-nothing-changed-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await again.getByRole("button", { name: "Done", exact: true }).click();
    await page.goto(`${server.base}/users?search=${encodeURIComponent(SYNCED.email)}`);

    // "Invite to sign in": the synced member (no password) gets an invitation email.
    await page.getByRole("button", { name: `Invite to sign in: ${SYNCED.name}` }).click();
    await expect(page.getByText(`Invitation to sign in sent to ${SYNCED.email}.`)).toBeVisible();
    await expect(row.getByTestId("directory-source")).toContainText("invited to sign in");
    let link: URL | undefined;
    await expect
      .poll(async () => {
        const { emails } = (await (await page.request.get(`${server.base}/api/dev/outbox`)).json()) as {
          emails: { toAddress: string; textBody: string }[];
        };
        // The invitation is the only email they got: the deployment put their signature in Gmail.
        expect(emails.filter((e) => e.toAddress === SYNCED.email && !/invitation=/.test(e.textBody))).toEqual([]);
        const mail = emails.find((e) => e.toAddress === SYNCED.email && /invitation=/.test(e.textBody));
        const found = mail && /(https?:\/\/\S+\/auth\?\S+)/.exec(mail.textBody)?.[1];
        link = found ? new URL(found) : undefined;
        return Boolean(link);
      })
      .toBe(true);

    // The member accepts it, sets a password, and finds the directory's fields read-only.
    await page.context().clearCookies();
    const password = "Synced-member-1";
    const signedUp = await page.request.post(`${server.base}/api/session/sign-up`, {
      data: {
        email: SYNCED.email,
        password,
        confirmPassword: password,
        first_name: "Katherine",
        last_name: "Lovelace",
        acceptTerms: true,
        invitation_id: link!.searchParams.get("invitation"),
        invitation_token: link!.searchParams.get("token"),
      },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(201);
    await page.goto(`${server.base}/profile`);
    await expect(page.getByText(/come from your Google Workspace: change them there/)).toBeVisible();
    for (const [label, value] of [
      ["First name", "Katherine"],
      ["Last name", "Lovelace"],
      ["Job title", SYNCED.title],
      ["Department", SYNCED.department],
    ]) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveValue(value);
      await expect(field).toHaveAttribute("readonly", "");
    }
    await expect(page.getByText("Managed by your Google Workspace").first()).toBeVisible();
    // Fields the directory doesn't own stay editable.
    await expect(page.getByLabel("Office")).toBeEnabled();
  });
});
