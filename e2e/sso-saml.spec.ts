// SAML single sign-on in the browser, against the test SAML identity provider on 127.0.0.1:
// the admin verifies the company's domain (DNS answered from a file) and adds the provider
// from the IdP's metadata URL; a member signs in from /auth "Sign in with SSO" (SP-initiated)
// and from the IdP's own page (IdP-initiated); an answer posted twice and an address outside
// the verified domains are refused with their sentence on /auth.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./support/auth";
import { useFakeSamlIdp } from "./support/fake-saml-idp";
import { useSecondServer } from "./support/second-server";
import { SSO_REFUSALS } from "../src/shared/sso/sso-refusals";

test.describe("SAML single sign-on", () => {
  const idp = useFakeSamlIdp("sso-saml");
  const dnsFile = resolve(`.tmp/sso-saml-dns-${process.pid}.json`);
  const server = useSecondServer("sso-saml", () => {
    writeFileSync(dnsFile, "{}");
    return { DNS_TXT_RECORDS_FILE: dnsFile };
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

  test("the admin adds the provider from its metadata URL after verifying the domain", async ({ page }) => {
    const signIn = await page.request.post(`${server.base}/api/session/sign-in`, { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    expect(signIn.status(), await signIn.text()).toBe(200);

    const domain = await page.request.post(`${server.base}/api/sso/domains`, { data: { domain: "acme.test" } });
    expect(domain.status(), await domain.text()).toBe(201);
    const { id, record } = (await domain.json()) as { id: string; record: string };
    writeFileSync(dnsFile, JSON.stringify({ "acme.test": [record] }));
    const verified = await page.request.post(`${server.base}/api/sso/domains/${id}/verify`);
    expect(verified.status(), await verified.text()).toBe(200);

    // A metadata URL that answers no metadata is refused on its field.
    const wrong = await page.request.post(`${server.base}/api/sso/providers`, {
      data: { kind: "saml", name: "Test IdP", metadataUrl: `${idp.url}/nothing-here` },
    });
    expect(wrong.status()).toBe(400);
    expect(Object.keys(((await wrong.json()) as { error: { fields: object } }).error.fields)).toEqual(["metadataUrl"]);

    const added = await page.request.post(`${server.base}/api/sso/providers`, {
      data: { kind: "saml", name: "Test IdP", metadataUrl: idp.metadataUrl },
    });
    expect(added.status(), await added.text()).toBe(201);
    const provider = (await added.json()) as { id: string; idpEntityId: string; serviceProvider: typeof sp };
    expect(provider.idpEntityId).toBe(idp.metadataUrl);
    sp = provider.serviceProvider;
    expect(sp).toEqual({
      redirectUri: null,
      entityId: `${server.base}/api/sso/saml/${provider.id}/metadata`,
      acsUrl: `${server.base}/api/sso/saml/${provider.id}/acs`,
      metadataUrl: `${server.base}/api/sso/saml/${provider.id}/metadata`,
    });
    // The settings say SAML sign-in is served, so the Security tab never calls it unavailable.
    const settings = await page.request.get(`${server.base}/api/sso`);
    expect(((await settings.json()) as { samlAvailable: boolean }).samlAvailable).toBe(true);
    const metadata = await page.request.get(sp.metadataUrl);
    expect(metadata.status()).toBe(200);
    expect(await metadata.text()).toContain(`Location="${sp.acsUrl}"`);
  });

  test("a member signs in from /auth with “Sign in with SSO” (SP-initiated)", async ({ page }) => {
    await page.goto(`${server.base}/auth`);
    await page.getByRole("link", { name: "Sign in with SSO" }).click();
    await page.getByLabel("Work email").fill(DEMO.member);
    await page.getByRole("button", { name: "Continue with SSO" }).click();

    await expect(page.getByRole("heading", { name: "Test identity provider" })).toBeVisible();
    await signInAtIdp(page, DEMO.member);
    await page.waitForURL((url) => url.origin === server.base && !url.pathname.startsWith("/auth"));
    expect(await signedInAs(page)).toBe(DEMO.member);
  });

  test("a member signs in from the identity provider's page (IdP-initiated); the same answer posted again is refused", async ({ page }) => {
    let answer: string | null = null;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url() === sp.acsUrl) answer = request.postData();
    });
    await page.goto(`${idp.url}/idp-initiated?sp=${encodeURIComponent(sp.entityId)}`);
    await signInAtIdp(page, DEMO.member);
    await page.waitForURL((url) => url.origin === server.base && !url.pathname.startsWith("/auth"));
    expect(await signedInAs(page)).toBe(DEMO.member);
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
    await page.waitForURL(`${server.base}/auth?sso_error=replayed`);
    await expect(page.getByText(SSO_REFUSALS.replayed)).toBeVisible();
    expect(await signedInAs(page)).toBeNull();
  });

  test("an address outside the verified domains is refused with its sentence on /auth", async ({ page }) => {
    await page.goto(`${idp.url}/idp-initiated?sp=${encodeURIComponent(sp.entityId)}`);
    await signInAtIdp(page, "ada@elsewhere.test");
    await page.waitForURL(`${server.base}/auth?sso_error=outside_domain`);
    await expect(page.getByText(SSO_REFUSALS.outside_domain)).toBeVisible();
    expect(await signedInAs(page)).toBeNull();
  });
});
