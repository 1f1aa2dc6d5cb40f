// OpenID Connect single sign-on in the browser, against the test OpenID Connect provider on
// 127.0.0.1 (it signs in whoever the sign-in names): a member signs in from /auth "Sign in
// with SSO"; someone new is refused until the company creates members on first sign-in, then
// becomes a member; a callback that didn't start in this browser is refused with its sentence;
// each way the provider can misbehave (another issuer or audience, an expired, unsigned or
// wrongly signed ID token, another nonce, no state, an address outside the verified domain) is
// refused with its sentence and shows in the admin's Activity; with "Require SSO", a password
// is refused on /auth except for the break-glass admin. On the shared server, against the
// shared provider (no other spec uses it, so its faults reach this spec only), in a company
// and a domain of its own.
import { expect, test, type Page } from "./support/test";
import { createCompany, uniqueDomain, type CompanyLogin } from "./support/company";
import { expectSsoRefused } from "./support/auth";
import { E2E_BASE_URL, publishTxtRecord, SHARED_FAKES } from "./support/shared-servers";
import { faultControl } from "./support/fake-faults";
import type { OidcFault } from "../dev-servers/fake-oidc/oidc-faults";
import { SSO_REFUSAL_REASONS, SSO_REFUSALS, SSO_REQUIRED_MESSAGE } from "../src/shared/sso/sso-refusals";
import { AUDIT_ACTIONS } from "../src/shared/audit/audit-actions";
import { faultsAndRefusals, OIDC_FAULT_REFUSALS } from "../dev-servers/fake-sso/fault-refusals";

test.describe("OpenID Connect single sign-on", () => {
  // One test walks every fault of the provider: far more than one sign-in's time on a loaded machine.
  test.describe.configure({ mode: "serial", timeout: 600_000 });
  const idp = { url: SHARED_FAKES.oidc.url, ...faultControl<OidcFault>(SHARED_FAKES.oidc) };
  const server = { base: E2E_BASE_URL };
  const domain = uniqueDomain("sso-oidc");
  let company: { admin: CompanyLogin; member: CompanyLogin };
  let adminId = "";

  const signedInAs = async (page: Page) => {
    const me = await page.request.get(`${server.base}/api/me`);
    return me.ok() ? ((await me.json()) as { user: { email: string } }).user.email : null;
  };

  const adminRequest = async (page: Page) => {
    const signIn = await page.request.post(`${server.base}/api/session/sign-in`, { data: company.admin });
    expect(signIn.status(), await signIn.text()).toBe(200);
    return page.request;
  };

  const setOptions = async (page: Page, options: { requireSso: boolean; breakGlassUserId: string | null; createMembers: boolean }) => {
    const request = await adminRequest(page);
    const res = await request.put(`${server.base}/api/sso/options`, { data: options });
    expect(res.status(), await res.text()).toBe(200);
    await page.context().clearCookies();
  };

  /** On /auth's single sign-on form (where a refusal lands too): the address, then Continue. */
  const continueWithSso = async (page: Page, email: string) => {
    await page.getByLabel("Work email").fill(email);
    await page.getByRole("button", { name: "Continue with SSO" }).click();
  };

  const startSso = async (page: Page, email: string) => {
    await page.goto(`${server.base}/auth`);
    await page.getByRole("link", { name: "Sign in with SSO" }).click();
    await continueWithSso(page, email);
  };

  const signInWithPassword = async (page: Page, { email, password }: CompanyLogin) => {
    await page.goto(`${server.base}/auth`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
  };

  test.beforeAll(async ({ browser }) => {
    company = await createCompany(server.base, "OpenID Connect Co", domain);
    const page = await browser.newPage();
    const request = await adminRequest(page);
    const added = await request.post(`${server.base}/api/sso/domains`, { data: { domain } });
    expect(added.status(), await added.text()).toBe(201);
    const { id, record } = (await added.json()) as { id: string; record: string };
    await publishTxtRecord(domain, record);
    const verified = await request.post(`${server.base}/api/sso/domains/${id}/verify`);
    expect(verified.status(), await verified.text()).toBe(200);
    const provider = await request.post(`${server.base}/api/sso/providers`, {
      data: {
        kind: "oidc",
        name: "Test OpenID Connect",
        issuer: idp.url,
        clientId: "signetBrowserTest",
        clientSecret: "browser-test-secret",
      },
    });
    expect(provider.status(), await provider.text()).toBe(201);
    const settings = (await (await request.get(`${server.base}/api/sso`)).json()) as { admins: { userId: string; email: string }[] };
    adminId = settings.admins.find((a) => a.email === company.admin.email)!.userId;
    await page.close();
  });

  test("a member signs in from /auth with “Sign in with SSO”", async ({ page }) => {
    await startSso(page, company.member.email);
    await page.waitForURL((url) => url.origin === server.base && !url.pathname.startsWith("/auth"));
    expect(await signedInAs(page)).toBe(company.member.email);
  });

  test("someone new is refused until the company creates members on first sign-in", async ({ page }) => {
    const newcomer = `newcomer-${Date.now().toString(36)}@${domain}`;
    await startSso(page, newcomer);
    await expectSsoRefused(page, server.base, "unknown_person");
    await expect(page.getByText(SSO_REFUSALS.unknown_person)).toBeVisible();
    expect(await signedInAs(page)).toBeNull();

    await setOptions(page, { requireSso: false, breakGlassUserId: null, createMembers: true });
    await startSso(page, newcomer);
    await page.waitForURL((url) => url.origin === server.base && !url.pathname.startsWith("/auth"));
    expect(await signedInAs(page)).toBe(newcomer);
  });

  test("a sign-in that came back to another browser is refused with its sentence", async ({ page, browser }) => {
    // The identity provider's answer to a sign-in started here (its redirect back), opened in another browser.
    let callback = "";
    await page.route(
      (url) => url.href.startsWith(`${idp.url}/authorize?`),
      async (route) => {
        callback = (await route.fetch({ maxRedirects: 0 })).headers().location;
        await route.abort();
      },
    );
    await startSso(page, company.member.email);
    await expect.poll(() => callback).not.toBe("");
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await elsewhere.goto(callback);
    await expectSsoRefused(elsewhere, server.base, "state_mismatch");
    await expect(elsewhere.getByText(SSO_REFUSALS.state_mismatch)).toBeVisible();
    expect(await signedInAs(elsewhere)).toBeNull();
    await other.close();
  });

  test("each way the identity provider misbehaves is refused on /auth with its sentence, and the admin sees it in Activity", async ({
    page,
  }) => {
    const faults = faultsAndRefusals(OIDC_FAULT_REFUSALS);
    await page.goto(`${server.base}/auth`);
    await page.getByRole("link", { name: "Sign in with SSO" }).click();
    try {
      // One page throughout: each refusal lands on the form the next sign-in starts from.
      for (const [fault, code] of faults) {
        await idp.misbehave(fault);
        // The provider answers at once (no page of its own), and two faults in a row may be
        // refused with the same code, so the URL alone can't tell the new answer from the last
        // one: wait for the page the sign-in lands on before the next fault is set.
        const landed = page.waitForEvent("load");
        await continueWithSso(page, company.member.email);
        await landed;
        await expectSsoRefused(page, server.base, code);
        await expect(page.getByText(SSO_REFUSALS[code]), fault).toBeVisible();
        expect(await signedInAs(page), fault).toBeNull();
      }
    } finally {
      await idp.reset();
    }

    // The company's admin finds each refusal in Activity, with no token in it.
    await adminRequest(page);
    await page.goto(`${server.base}/company-settings?tab=activity`);
    await page.getByLabel("Kind").selectOption({ label: AUDIT_ACTIONS["sso.sign_in_refused"] });
    const entries = page.getByTestId("activity-entry");
    await expect(entries.nth(faults.length - 1)).toBeVisible();
    await expect(entries.first()).toContainText("Single sign-on “Test OpenID Connect” refused a single sign-on: Test OpenID Connect");
    const outside = "Single sign-on “Test OpenID Connect”: member@elsewhere.test refused a single sign-on: Test OpenID Connect";
    await expect(entries.filter({ hasText: outside })).toHaveCount(1);
    await expect(entries.filter({ hasText: outside })).toContainText(`Why: ${SSO_REFUSAL_REASONS.outside_domain}`);
    for (const [, code] of faults)
      await expect(entries.filter({ hasText: `Why: ${SSO_REFUSAL_REASONS[code]}` }).first(), code).toBeVisible();
    expect(await page.getByRole("list", { name: "Activity" }).innerText()).not.toMatch(/eyJ|code=|state=/);
  });

  test("an admin tests sign-in in a new window, then requires SSO: a password is refused on /auth, except for the break-glass admin", async ({
    page,
  }) => {
    await adminRequest(page);
    await page.goto(`${server.base}/company-settings?tab=security`);
    const requireSso = page.getByRole("switch", { name: "Require single sign-on" });
    await expect(requireSso).toBeDisabled();
    await expect(page.getByTestId("require-sso-waits")).toBeVisible();
    const provider = page.getByTestId("sso-provider").filter({ hasText: "Test OpenID Connect" });
    await expect(provider.getByText("Not tested")).toBeVisible();

    // The test runs in a window of its own and comes back there with what it found.
    const opened = page.waitForEvent("popup");
    await provider.getByRole("button", { name: "Test sign-in with Test OpenID Connect" }).click();
    const testWindow = await opened;
    await testWindow.waitForURL(`${server.base}/company-settings?tab=security&sso_test=ok`);
    await expect(testWindow.getByTestId("sso-test-result")).toContainText(
      `Test sign-in passed with Test OpenID Connect: ${company.admin.email} would be signed in`,
    );
    await testWindow.screenshot({ path: "test-results/sso-test-window-1280.png" });
    // The button closes its own window, which may end before Playwright's click returns: a click
    // that fails because the window closed did what it had to.
    const closed = testWindow.waitForEvent("close");
    await testWindow
      .getByRole("button", { name: "Close this window" })
      .click()
      .catch((error: unknown) => {
        if (!testWindow.isClosed()) throw error;
      });
    await closed;
    expect(testWindow.isClosed()).toBe(true);

    // This window learns of the pass; Require SSO can be turned on, and saving says so.
    await expect(provider.getByText("Test passed")).toBeVisible();
    await expect(provider.getByTestId("sso-provider-test")).toContainText(`as ${company.admin.email}.`);
    await expect(requireSso).toBeEnabled();
    await requireSso.click();
    await page.getByLabel("Break-glass admin").selectOption(adminId);
    await page.getByRole("button", { name: "Save options" }).click();
    await expect(page.getByText("Single sign-on options saved.")).toBeVisible();
    await page.screenshot({ path: "test-results/sso-security-tested-1280.png", fullPage: true });
    await page.context().clearCookies();

    await signInWithPassword(page, company.member);
    await expect(page.getByTestId("form-banner")).toHaveText(SSO_REQUIRED_MESSAGE);
    expect(await signedInAs(page)).toBeNull();

    await signInWithPassword(page, company.admin);
    await expect(page).toHaveURL(/\/signature$/);
    expect(await signedInAs(page)).toBe(company.admin.email);
  });
});
