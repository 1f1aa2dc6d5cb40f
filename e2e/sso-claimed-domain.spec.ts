// A domain a company verified is that company's: on /auth, a stranger who tries to sign up an
// address of it is refused (whether or not the company requires single sign-on), and the form says
// why under the Email field; no account is made. On the shared server, in a company and domain of its own.
import { expect, test } from "./support/test";
import { createCompany, uniqueDomain } from "./support/company";
import { E2E_BASE_URL, publishTxtRecord } from "./support/shared-servers";
import { CLAIMED_DOMAIN_MESSAGES } from "../src/shared/sso/claimed-domain";

test.describe("sign-up and verified domains", () => {
  const domain = uniqueDomain("sso-claimed");

  test.beforeAll(async ({ browser }) => {
    const { admin } = await createCompany(E2E_BASE_URL, "Claimed Domain Co", domain, {});
    const page = await browser.newPage();
    const request = page.request;
    const signIn = await request.post("/api/session/sign-in", { data: admin });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const added = await request.post("/api/sso/domains", { data: { domain } });
    expect(added.status(), await added.text()).toBe(201);
    const { id, record } = (await added.json()) as { id: string; record: string };
    await publishTxtRecord(domain, record);
    const verified = await request.post(`/api/sso/domains/${id}/verify`);
    expect(verified.status(), await verified.text()).toBe(200);
    await page.close();
  });

  test("a stranger can't sign up an address of the verified domain: the Email field says why", async ({ page }) => {
    await page.goto("/auth?signup=true");
    await page.getByLabel("First name").fill("New");
    await page.getByLabel("Last name").fill("Hire");
    await page.getByLabel("Email").fill(`newhire@${domain}`);
    await page.getByLabel("Company name (optional)").fill("Squatter Ltd");
    await page.getByLabel("Password", { exact: true }).fill("Another-pass-1");
    await page.getByLabel("Confirm password").fill("Another-pass-1");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create account" }).click();
    const message = CLAIMED_DOMAIN_MESSAGES.signUp(domain);
    await expect(page.getByRole("alert").filter({ hasText: message }).first()).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/auth/);
    const me = await page.request.get("/api/me");
    expect(me.status()).toBe(401);
  });
});
