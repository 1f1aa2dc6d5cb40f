// Setting up single sign-on in the browser: the add dialog shows the redirect URI (OpenID
// Connect) or the ACS URL and entity ID (SAML) before anything is saved, and the provider saved
// from it answers at those very URLs; with two enabled providers, "Sign in with SSO" asks which
// one; the address typed on the sign-in form is carried into the SSO form. In a company and a
// domain of its own on the shared server; no sign-in reaches the test identity provider here.
import { expect, test, type Page } from "./support/test";
import { createCompany, uniqueDomain, type CompanyLogin } from "./support/company";
import { E2E_BASE_URL, publishTxtRecord, SHARED_FAKES } from "./support/shared-servers";

test.describe("single sign-on setup", () => {
  test.describe.configure({ mode: "serial" });
  const domain = uniqueDomain("sso-setup");
  let company: { admin: CompanyLogin; member: CompanyLogin };

  const signIn = async (page: Page) => {
    const res = await page.request.post(`${E2E_BASE_URL}/api/session/sign-in`, { data: company.admin });
    expect(res.status(), await res.text()).toBe(200);
  };

  test.beforeAll(async ({ browser }) => {
    company = await createCompany(E2E_BASE_URL, "SSO Setup Co", domain);
    const page = await browser.newPage();
    await signIn(page);
    const added = await page.request.post(`${E2E_BASE_URL}/api/sso/domains`, { data: { domain } });
    expect(added.status(), await added.text()).toBe(201);
    const { id, record } = (await added.json()) as { id: string; record: string };
    await publishTxtRecord(domain, record);
    expect((await page.request.post(`${E2E_BASE_URL}/api/sso/domains/${id}/verify`)).status()).toBe(200);
    await page.close();
  });

  for (const width of [1280, 390]) {
    test(`the values to register at the identity provider show before the provider is saved, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
      await page.goto(`${E2E_BASE_URL}/company-settings?tab=security`);
      await page.getByRole("button", { name: "Add provider" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Add an identity provider" });
      const values = dialog.getByTestId("sso-draft-values");
      const redirect = values.getByText(/\/api\/sso\/oidc\/[0-9a-f-]{36}\/callback$/);
      await expect(redirect).toBeVisible();
      const redirectUri = (await redirect.textContent())!;
      expect(redirectUri.startsWith(`${E2E_BASE_URL}/api/sso/oidc/`)).toBe(true);
      const id = redirectUri.split("/").at(-2)!;

      // SAML: our entity ID and ACS URL for the same id, before the IdP's metadata is given.
      await dialog.getByText("SAML", { exact: true }).click();
      await expect(values.getByText(`${E2E_BASE_URL}/api/sso/saml/${id}/acs`, { exact: true })).toBeVisible();
      await expect(values.getByText(`${E2E_BASE_URL}/api/sso/saml/${id}/metadata`, { exact: true }).first()).toBeVisible();
      await dialog.getByText("OpenID Connect", { exact: true }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const name = `Okta ${width}`;
      await dialog.getByLabel("Name").fill(name);
      await dialog.getByLabel("Issuer URL").fill(SHARED_FAKES.oidc.url);
      await dialog.getByLabel("Client ID").fill(`setup-${width}`);
      await dialog.getByLabel("Client secret").fill("setup-secret");
      await dialog.getByRole("button", { name: "Add provider" }).click();
      await expect(dialog).toBeHidden();
      // Saved under that id: its redirect URL is the one shown before saving.
      const saved = page.getByTestId("sso-provider").filter({ hasText: name });
      await expect(saved.getByText(redirectUri, { exact: true })).toBeVisible();
      await expect(saved.getByText("Not tested")).toBeVisible();
      const settings = (await (await page.request.get(`${E2E_BASE_URL}/api/sso`)).json()) as { providers: { id: string; name: string }[] };
      expect(settings.providers.find((p) => p.name === name)?.id).toBe(id);
    });
  }

  for (const width of [1280, 390]) {
    test(`with two enabled providers, "Sign in with SSO" asks which, with the address typed on the sign-in form, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${E2E_BASE_URL}/auth`);
      await page.getByLabel("Email").fill(company.member.email);
      await page.getByRole("link", { name: "Sign in with SSO" }).click();
      const email = page.getByLabel("Work email");
      await expect(email).toHaveValue(company.member.email);
      await page.getByRole("button", { name: "Continue with SSO" }).click();

      const choice = page.getByRole("group", { name: /Which one do you use for/ });
      await expect(choice).toContainText(company.member.email);
      await expect(choice.getByRole("button", { name: /^Continue with / })).toHaveCount(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The choice starts that provider: the request names it; nothing else is needed of the identity provider here.
      const started = page.waitForRequest((r) => r.url().endsWith("/api/sso/start") && r.method() === "POST");
      await page.route(`${SHARED_FAKES.oidc.url}/**`, (route) => route.fulfill({ status: 200, body: "identity provider" }));
      await choice.getByRole("button", { name: "Continue with Okta 390" }).click();
      const body = (await started).postDataJSON() as { email: string; providerId?: string };
      expect(body.email).toBe(company.member.email);
      expect(body.providerId).toMatch(/^[0-9a-f-]{36}$/);
      await page.waitForURL((url) => url.href.startsWith(SHARED_FAKES.oidc.url));
      expect(new URL(page.url()).searchParams.get("client_id")).toBe("setup-390");
    });
  }
});
