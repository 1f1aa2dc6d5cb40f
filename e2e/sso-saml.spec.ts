// SAML single sign-on in the browser, against the test SAML identity provider on 127.0.0.1:
// the admin verifies the company's domain (DNS answered from a file) and adds the provider
// from the IdP's metadata URL in the Security tab of /company-settings; a member signs in from /auth "Sign in with SSO" (SP-initiated)
// and from the IdP's own page (IdP-initiated, refused until the admin turns it on for the
// provider); an answer posted twice and an address outside
// the verified domains are refused with their sentence on /auth. On the shared server, against
// the shared provider (no other spec uses it, so its faults reach this spec only), in a company
// and a domain of its own.
import { expect, test, type Page } from "./support/test";
import { createCompany, uniqueDomain, type CompanyLogin } from "./support/company";
import { expectSsoRefused } from "./support/auth";
import { faultControl } from "./support/fake-faults";
import { E2E_BASE_URL, publishTxtRecord, SHARED_FAKES } from "./support/shared-servers";
import type { SamlFault } from "../dev-servers/fake-saml-idp/saml-faults";
import { SSO_REFUSALS } from "../src/shared/sso/sso-refusals";
import { faultsAndRefusals, SAML_FAULT_REFUSALS } from "../dev-servers/fake-sso/fault-refusals";

test.describe("SAML single sign-on", () => {
  // One test walks every fault of the provider: far more than one sign-in's time on a loaded machine.
  test.describe.configure({ mode: "serial", timeout: 600_000 });
  const idp = { ...SHARED_FAKES.saml, ...faultControl<SamlFault>(SHARED_FAKES.saml) };
  const server = { base: E2E_BASE_URL };
  const companyDomain = uniqueDomain("sso-saml");
  let company: { admin: CompanyLogin; member: CompanyLogin };
  test.beforeAll(async () => {
    company = await createCompany(server.base, "SAML Co", companyDomain);
  });
  let sp = { entityId: "", acsUrl: "", metadataUrl: "" };

  const signedInAs = async (page: Page) => {
    const me = await page.request.get(`${server.base}/api/me`);
    return me.ok() ? ((await me.json()) as { user: { email: string } }).user.email : null;
  };

  /** On the test IdP's sign-in page: says who signs in; its page posts the answer to our ACS. */
  const signInAtIdp = async (page: Page, email: string) => {
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Sign in to the test IdP" }).click();
  };

  /** On /auth's single sign-on form (where a refusal lands too): the member's address, as far as the test IdP's sign-in page. */
  const continueWithSso = async (page: Page) => {
    await page.getByLabel("Work email").fill(company.member.email);
    await page.getByRole("button", { name: "Continue with SSO" }).click();
    await expect(page.getByRole("heading", { name: "Test identity provider" })).toBeVisible();
  };

  /** "Sign in with SSO" on /auth for the member, as far as the test IdP's sign-in page. */
  const startSso = async (page: Page) => {
    await page.goto(`${server.base}/auth`);
    await page.getByRole("link", { name: "Sign in with SSO" }).click();
    await continueWithSso(page);
  };

  test("the admin verifies the domain and adds the provider from its metadata URL in the Security tab", async ({ page }) => {
    const signIn = await page.request.post(`${server.base}/api/session/sign-in`, { data: company.admin });
    expect(signIn.status(), await signIn.text()).toBe(200);
    await page.goto(`${server.base}/company-settings?tab=security`);
    await expect(page.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Verify a domain above first, then add the identity provider your team signs in with.")).toBeVisible();

    await page.getByLabel("Domain", { exact: true }).fill(companyDomain);
    await page.getByRole("button", { name: "Add domain" }).click();
    const domain = page.getByTestId("sso-domain");
    await expect(domain).toContainText(companyDomain);
    await expect(domain).toContainText("Not verified");
    const record = (await domain.locator("code").textContent())!;
    expect(record).toMatch(/^signet-verification=\S+$/);

    // Before the record is published, Verify says plainly what it found.
    await domain.getByRole("button", { name: "Verify" }).click();
    await expect(domain.getByRole("alert")).toHaveText(
      `We found no TXT records at ${companyDomain}. Publish the record ${record} there; DNS changes can take a while to show, so try again later.`,
    );
    await publishTxtRecord(companyDomain, record);
    await domain.getByRole("button", { name: "Verify" }).click();
    await expect(domain).toContainText(/Verified \S/);
    await expect(domain.getByRole("alert")).toHaveCount(0);

    await page.getByRole("button", { name: "Add provider" }).click();
    const dialog = page.getByRole("dialog", { name: "Add an identity provider" });
    await dialog.locator("label", { hasText: /^SAML$/ }).click();
    await expect(dialog.getByRole("radio", { name: "From a URL" })).toBeChecked();
    await dialog.getByLabel("Name").fill("Test IdP");
    // A metadata URL that answers no metadata is refused on its field.
    await dialog.getByLabel("Metadata URL").fill(`${idp.url}/nothing-here`);
    await dialog.getByRole("button", { name: "Add provider" }).click();
    await expect(dialog.getByLabel("Metadata URL")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByRole("alert")).toBeVisible();

    await dialog.getByLabel("Metadata URL").fill(idp.metadataUrl);
    await dialog.getByRole("button", { name: "Add provider" }).click();
    await expect(dialog).toBeHidden();

    const settings = (await (await page.request.get(`${server.base}/api/sso`)).json()) as {
      samlAvailable: boolean;
      providers: { id: string; idpEntityId: string }[];
    };
    const [provider] = settings.providers;
    expect(provider.idpEntityId).toBe(idp.metadataUrl);
    sp = {
      entityId: `${server.base}/api/sso/saml/${provider.id}/metadata`,
      acsUrl: `${server.base}/api/sso/saml/${provider.id}/acs`,
      metadataUrl: `${server.base}/api/sso/saml/${provider.id}/metadata`,
    };
    // The tab shows what to register at the IdP, each with its copy button, and a link to our metadata.
    const item = page.getByTestId("sso-provider");
    await expect(item).toContainText("Test IdP");
    await expect(item).toContainText("Enabled");
    for (const [label, value] of [
      ["SP entity ID", sp.entityId],
      ["ACS URL", sp.acsUrl],
      ["SP metadata URL", sp.metadataUrl],
    ]) {
      const row = item.locator("div", { has: page.getByText(label, { exact: true }) }).last();
      await expect(row.locator("code")).toHaveText(value);
      await expect(row.getByRole("button", { name: `Copy ${label.toLowerCase()}` })).toBeVisible();
    }
    await expect(item.getByRole("link", { name: "Open our SAML metadata" })).toHaveAttribute("href", sp.metadataUrl);
    // SAML sign-in is served, so the tab never calls it unavailable.
    expect(settings.samlAvailable).toBe(true);
    await expect(page.getByText("SAML sign-in isn't served by this server yet")).toHaveCount(0);
    const metadata = await page.request.get(sp.metadataUrl);
    expect(metadata.status()).toBe(200);
    expect(await metadata.text()).toContain(`Location="${sp.acsUrl}"`);
  });

  test("a member signs in from /auth with “Sign in with SSO” (SP-initiated)", async ({ page }) => {
    await startSso(page);
    await signInAtIdp(page, company.member.email);
    await page.waitForURL((url) => url.origin === server.base && !url.pathname.startsWith("/auth"));
    expect(await signedInAs(page)).toBe(company.member.email);
  });

  test("IdP-initiated sign-in is refused until the admin turns it on in the provider dialog; then a member signs in from the identity provider's page, and the same answer posted again is refused", async ({
    page,
    browser,
  }) => {
    // Off by default: the identity provider's unasked answer is refused, with its sentence.
    await page.goto(`${idp.url}/idp-initiated?sp=${encodeURIComponent(sp.entityId)}`);
    await signInAtIdp(page, company.member.email);
    await expectSsoRefused(page, server.base, "idp_initiated_off");
    await expect(page.getByText(SSO_REFUSALS.idp_initiated_off)).toBeVisible();
    expect(await signedInAs(page)).toBeNull();

    // The admin turns it on in the provider dialog, which says what it allows.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const signIn = await admin.request.post(`${server.base}/api/session/sign-in`, { data: company.admin });
    expect(signIn.status(), await signIn.text()).toBe(200);
    await admin.goto(`${server.base}/company-settings?tab=security`);
    await admin.getByRole("button", { name: "Edit Test IdP" }).click();
    const dialog = admin.getByRole("dialog", { name: "Edit Test IdP" });
    const allow = dialog.getByRole("switch", { name: "Allow sign-in started from the identity provider" });
    await expect(allow).not.toBeChecked();
    await expect(dialog.getByText("Lets people open Signet from your identity provider's app dashboard", { exact: false })).toBeVisible();
    await allow.click();
    await dialog.getByRole("button", { name: "Save provider" }).click();
    await expect(dialog).toBeHidden();
    await adminContext.close();

    let answer: string | null = null;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url() === sp.acsUrl) answer = request.postData();
    });
    await page.goto(`${idp.url}/idp-initiated?sp=${encodeURIComponent(sp.entityId)}`);
    await signInAtIdp(page, company.member.email);
    await page.waitForURL((url) => url.origin === server.base && !url.pathname.startsWith("/auth"));
    expect(await signedInAs(page)).toBe(company.member.email);
    expect(answer).not.toBeNull();

    // Someone who kept the answer posts it again from another browser.
    await page.context().clearCookies();
    await page.goto(`${idp.url}/idp-initiated?sp=${encodeURIComponent(sp.entityId)}`);
    await page.evaluate(
      ({ action, body }) => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = action;
        for (const [name, value] of new URLSearchParams(body)) {
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { action: sp.acsUrl, body: answer! },
    );
    await expectSsoRefused(page, server.base, "replayed");
    await expect(page.getByText(SSO_REFUSALS.replayed)).toBeVisible();
    expect(await signedInAs(page)).toBeNull();
  });

  test("each way the identity provider misbehaves is refused on /auth with its sentence", async ({ page }) => {
    const faults = faultsAndRefusals(SAML_FAULT_REFUSALS);
    await page.goto(`${server.base}/auth`);
    await page.getByRole("link", { name: "Sign in with SSO" }).click();
    try {
      // One page throughout: each refusal lands on the form the next sign-in starts from.
      for (const [fault, code] of faults) {
        await idp.misbehave(fault);
        await continueWithSso(page);
        await signInAtIdp(page, company.member.email);
        await expectSsoRefused(page, server.base, code);
        await expect(page.getByText(SSO_REFUSALS[code]), fault).toBeVisible();
        expect(await signedInAs(page), fault).toBeNull();
      }
      // An answer to a request that was already answered: the IdP posts its last good answer again.
      await idp.reset();
      await startSso(page);
      await signInAtIdp(page, company.member.email);
      await page.waitForURL((url) => url.origin === server.base && !url.pathname.startsWith("/auth"));
      await page.context().clearCookies();
      await idp.misbehave("resend-last");
      await startSso(page);
      await signInAtIdp(page, company.member.email);
      await expectSsoRefused(page, server.base, "state_missing");
      await expect(page.getByText(SSO_REFUSALS.state_missing)).toBeVisible();
      expect(await signedInAs(page)).toBeNull();
    } finally {
      await idp.reset();
    }
  });

  test("a provider saved from pasted metadata keeps it when edited, unless the admin replaces it", async ({ page }) => {
    const xml = await (await page.request.get(idp.metadataUrl)).text();
    const signIn = await page.request.post(`${server.base}/api/session/sign-in`, { data: company.admin });
    expect(signIn.status(), await signIn.text()).toBe(200);
    await page.goto(`${server.base}/company-settings?tab=security`);
    await page.getByRole("button", { name: "Edit Test IdP" }).click();
    const pasting = page.getByRole("dialog", { name: "Edit Test IdP" });
    await pasting.locator("label", { hasText: /^Paste XML$/ }).click();
    await pasting.getByLabel("Metadata XML").fill(xml);
    await pasting.getByRole("button", { name: "Save provider" }).click();
    await expect(pasting).toBeHidden();

    // Renamed without pasting the XML again.
    await page.getByRole("button", { name: "Edit Test IdP" }).click();
    const renaming = page.getByRole("dialog", { name: "Edit Test IdP" });
    await expect(renaming.getByTestId("saml-saved-metadata")).toContainText(`Metadata: pasted XML, IdP entity ID ${idp.metadataUrl}`);
    await expect(renaming.getByLabel("Metadata XML")).toHaveCount(0);
    await renaming.getByLabel("Name").fill("Test IdP (pasted)");
    await renaming.getByRole("button", { name: "Save provider" }).click();
    await expect(renaming).toBeHidden();
    const item = page.getByTestId("sso-provider");
    await expect(item).toContainText("Test IdP (pasted)");
    await expect(item).toContainText(`Identity provider entity ID: ${idp.metadataUrl}`);

    // "Replace metadata" asks for new metadata; "Keep the saved metadata" goes back to it.
    await page.getByRole("button", { name: "Edit Test IdP (pasted)" }).click();
    const replacing = page.getByRole("dialog", { name: "Edit Test IdP (pasted)" });
    await replacing.getByRole("button", { name: "Replace metadata" }).click();
    await expect(replacing.getByLabel("Metadata XML")).toBeVisible();
    await expect(replacing.getByRole("radio", { name: "From a URL" })).toBeVisible();
    await replacing.getByRole("button", { name: "Keep the saved metadata" }).click();
    await expect(replacing.getByTestId("saml-saved-metadata")).toBeVisible();
  });
});
