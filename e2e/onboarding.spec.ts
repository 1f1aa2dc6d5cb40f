// /onboarding: a user without a company creates one and lands on /signature.
import { expect, test } from "./support/test";
import { signUpByApi, uniqueEmail } from "./support/auth";

test("sign-up without a company leads to onboarding, which creates the company", async ({ page }) => {
  const email = uniqueEmail("onboard");
  await page.goto("/auth?signup=true");
  await page.getByLabel("First name").fill("Olga");
  await page.getByLabel("Last name").fill("Onboard");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Onboard-pass-1");
  await page.getByLabel("Confirm password").fill("Onboard-pass-1");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { name: "Set up your company" })).toBeVisible();
  await expect(page.getByText("Welcome, Olga!")).toBeVisible();
  // What comes after: a directory and its mail service, single sign-on, provisioning.
  const next = page.getByRole("region", { name: "Then, from Company Settings" });
  await expect(next.getByText(/^Connect Google Workspace or Microsoft 365/)).toBeVisible();
  await expect(next.getByText(/single sign-on/)).toBeVisible();
  await expect(next.getByText(/\(SCIM\)/)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${test.info().outputDir}/onboarding-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const company = `Onboarded ${Date.now().toString(36)}`;
  await page.getByLabel("Company name").fill(company);
  await page.getByLabel("Website (optional)").fill("onboarded.example");
  await page.getByLabel("Employees (optional)").fill("12");
  await page.getByLabel("Office name").fill("Head office");
  await page.getByLabel("Address (optional)").fill("1 Main Street, Springfield");
  await page.getByLabel("Phone (optional)").fill("+1 555 010 0100");
  await page.getByRole("button", { name: "Create company" }).click();
  await expect(page).toHaveURL(/\/signature$/);

  const me = await (await page.request.get("/api/me")).json();
  expect(me.account).toMatchObject({ name: company, website: "https://onboarded.example", employeeCount: 12 });
  expect(me.membership.role).toBe("admin");
  await page.goto("/onboarding");
  await expect(page).toHaveURL(/\/signature$/);
});

test("onboarding checks its fields on blur and refuses an empty company name", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/onboarding");
  const website = page.getByLabel("Website (optional)");
  await website.fill("not a site");
  await website.blur();
  await expect(page.getByText("Please enter a valid website address (e.g., https://example.com)")).toBeVisible();
  await page.getByRole("button", { name: "Create company" }).click();
  await expect(page.getByText("This field is required").first()).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
});
