// A domain a company verified is that company's: on /auth, a stranger who tries to sign up an
// address of it is refused (whether or not the company requires single sign-on), and the form says why under the Email
// field; no account is made.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./support/auth";
import { useSecondServer } from "./support/second-server";
import { CLAIMED_DOMAIN_MESSAGES } from "../src/shared/sso/claimed-domain";

test.describe("sign-up and verified domains", () => {
  const dnsFile = resolve(`.tmp/sso-claimed-dns-${process.pid}.json`);
  const server = useSecondServer("sso-claimed", () => {
    writeFileSync(dnsFile, "{}");
    return { DNS_TXT_RECORDS_FILE: dnsFile };
  });

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    const request = page.request;
    const signIn = await request.post(`${server.base}/api/session/sign-in`, { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const domain = await request.post(`${server.base}/api/sso/domains`, { data: { domain: "acme.test" } });
    expect(domain.status(), await domain.text()).toBe(201);
    const { id, record } = (await domain.json()) as { id: string; record: string };
    writeFileSync(dnsFile, JSON.stringify({ "acme.test": [record] }));
    expect((await request.post(`${server.base}/api/sso/domains/${id}/verify`)).status()).toBe(200);
    await page.close();
  });

  test("a stranger can't sign up an address of the verified domain: the Email field says why", async ({ page }) => {
    await page.goto(`${server.base}/auth?signup=true`);
    await page.getByLabel("First name").fill("New");
    await page.getByLabel("Last name").fill("Hire");
    await page.getByLabel("Email").fill("newhire@acme.test");
    await page.getByLabel("Company name (optional)").fill("Squatter Ltd");
    await page.getByLabel("Password", { exact: true }).fill("Another-pass-1");
    await page.getByLabel("Confirm password").fill("Another-pass-1");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create account" }).click();
    const message = CLAIMED_DOMAIN_MESSAGES.signUp("acme.test");
    await expect(page.getByRole("alert").filter({ hasText: message }).first()).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/auth/);
    const me = await page.request.get(`${server.base}/api/me`);
    expect(me.status()).toBe(401);
  });
});
