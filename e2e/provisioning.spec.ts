// /company-settings?tab=provisioning: an admin makes a SCIM token (shown once), sees the
// base URL to paste into their identity provider, the identity provider (this test, with
// the token) provisions a person who then shows on /users as provisioned, and revoking the
// token stops it at once. Checked with axe at desktop and phone widths.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { DEMO, signInByApi, signUpByApi, uniqueEmail } from "./support/auth";

test("an admin makes a provisioning token, an identity provider provisions a member with it, the admin revokes it", async ({
  page,
  baseURL,
}) => {
  const company = `Provisioned ${Date.now().toString(36)}`;
  await signUpByApi(page, { company, first: "Pat", last: "Admin" });
  // Its website's domain is the test addresses' (example.com): a company that verified no domain
  // yet may provision addresses there, and nowhere else.
  const details = await page.request.put("/api/company", { data: { name: company, website: "https://example.com" } });
  expect(details.status(), await details.text()).toBe(200);
  await page.goto("/company-settings?tab=provisioning");
  await expect(page.getByRole("tab", { name: "Provisioning" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(`${baseURL}/scim/v2`, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy scim base url" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Microsoft Entra ID" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Okta" })).toBeVisible();
  await expect(page.getByText("No tokens yet")).toBeVisible();

  // A name is required, and said so.
  await page.getByRole("button", { name: "New token" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Make token" }).click();
  await expect(dialog.getByText(/Name the token after the identity provider/)).toBeVisible();
  await dialog.getByLabel("Name").fill("Microsoft Entra ID");
  await dialog.getByRole("button", { name: "Make token" }).click();

  // Shown once, with a copy button; gone from the page once the dialog closes.
  await expect(dialog.getByRole("heading", { name: "Copy your token" })).toBeVisible();
  await expect(dialog.getByText("This is the only time the token is shown.", { exact: false })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Copy token" })).toBeVisible();
  const token = (await dialog.locator("code").textContent())!;
  expect(token).toMatch(/^scim_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole("button", { name: "I copied it" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("body")).not.toContainText(token);
  const row = page.getByTestId("scim-token-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Microsoft Entra ID");
  await expect(row).toContainText(`${token.slice(0, 13)}…`);
  await expect(row).toContainText("Never");

  // The identity provider calls the SCIM API with the token.
  const scim = (method: string, path: string, data?: unknown) =>
    page.request.fetch(`/scim/v2${path}`, {
      method,
      data,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/scim+json" },
    });
  const email = uniqueEmail("provisioned");
  const created = await scim("POST", "/Users", {
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
    userName: email,
    name: { givenName: "Grace", familyName: "Hopper" },
    title: "Rear Admiral",
    "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": { department: "Navy" },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto("/users");
  const person = page.getByRole("row").filter({ hasText: email });
  await expect(person).toContainText("Grace Hopper");
  await expect(person).toContainText("Rear Admiral");
  await expect(person).toContainText("Navy");
  await expect(person.getByText("Provisioned", { exact: true })).toBeVisible();

  // Revoking asks first; after it the token is refused.
  await page.goto("/company-settings?tab=provisioning");
  await expect(row).toContainText("by ");
  await page.getByRole("button", { name: "Revoke Microsoft Entra ID" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm.getByRole("heading", { name: "Revoke the Microsoft Entra ID token?" })).toBeVisible();
  await confirm.getByRole("button", { name: "Revoke token" }).click();
  await expect(page.getByText("Microsoft Entra ID was revoked.")).toBeVisible();
  await expect(page.getByText("No tokens yet")).toBeVisible();
  const refused = await scim("GET", "/Users");
  expect(refused.status()).toBe(401);
  expect((await refused.json()).schemas).toEqual(["urn:ietf:params:scim:api:messages:2.0:Error"]);
});

test("a token stops when the admin who made it is no longer an admin, and the tab says whose it is and why it stopped", async ({
  page,
  browser,
  baseURL,
}) => {
  const maker = await browser.newContext({ baseURL });
  const makerPage = await maker.newPage();
  await signInByApi(makerPage, DEMO.member2);
  const makerId: string = (await (await maker.request.get("/api/me")).json()).user.id;
  await signInByApi(page, DEMO.admin);
  const setRole = async (role: string) =>
    expect((await page.request.put(`/api/team/members/${makerId}/role`, { data: { role } })).status()).toBe(200);
  await setRole("admin");
  const name = `Okta ${Date.now().toString(36)}`;
  const made = await maker.request.post("/api/provisioning/tokens", { data: { name } });
  expect(made.status(), await made.text()).toBe(201);
  const token: string = (await made.json()).secret;
  await maker.close();
  await setRole("user");

  const refused = await page.request.get("/scim/v2/Users", { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
  await page.goto("/company-settings?tab=provisioning");
  await expect(page.getByText("works while the admin who made it is still an admin here", { exact: false })).toBeVisible();
  const row = page.getByTestId("scim-token-row").filter({ hasText: name });
  await expect(row).toContainText(`by ${DEMO.member2}`);
  await expect(row.getByText("Stopped", { exact: true })).toBeVisible();
  await expect(row).toContainText(`${DEMO.member2} is no longer an admin here. Make a new token and revoke this one.`);
  await page.getByRole("button", { name: `Revoke ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke token" }).click();
  await expect(row).toHaveCount(0);
});

test("the Provisioning tab passes axe and fits at desktop and phone widths, its tab in view", async ({ page }) => {
  await signUpByApi(page, { company: `Provisioning layout ${Date.now().toString(36)}` });
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto("/company-settings?tab=provisioning");
    await expect(page.getByText("No tokens yet")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Provisioning" })).toBeInViewport();
    const results = await new AxeBuilder({ page }).disableRules(["region"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${width}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
