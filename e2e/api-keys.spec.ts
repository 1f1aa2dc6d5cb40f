// /company-settings?tab=api: an admin makes an API key (shown once), another system uses it
// as a bearer token (a read key reads and may not write), and revoking it refuses it at once.
// Checked with axe at desktop and phone widths.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { signUpByApi } from "./support/auth";

test("an admin makes a read key, a script reads the team with it but can't change anything, the admin revokes it", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page, { company: `Keys ${Date.now().toString(36)}`, first: "Kim", last: "Admin" });
  await page.goto("/company-settings?tab=api");
  await expect(page.getByRole("tab", { name: "API" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No API keys yet")).toBeVisible();
  await expect(page.getByText(`${baseURL}/api/team`)).toBeVisible();

  // A name is required, and said so.
  await page.getByRole("button", { name: "Create key" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Name").fill("HR system sync");
  await expect(dialog.getByRole("radio", { name: /^Read Reads the team/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Create key" }).click();

  // Shown once, with a copy button; gone from the page once the dialog closes.
  await expect(dialog.getByRole("heading", { name: "Your new key: HR system sync" })).toBeVisible();
  await expect(dialog.getByText("Copy the key now: you won't see it again.")).toBeVisible();
  const key = (await dialog
    .locator("code")
    .filter({ hasText: /^sgnt_/ })
    .textContent())!;
  expect(key).toMatch(/^sgnt_[A-Za-z0-9_-]{20,}$/);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("body")).not.toContainText(key);
  const row = page.getByRole("row").filter({ hasText: "HR system sync" });
  await expect(row).toContainText("Read");
  await expect(row).toContainText("Never used");

  // Another system: the key alone, no cookie.
  const api = await page.context().browser()!.newContext({ baseURL });
  const bearer = { authorization: `Bearer ${key}` };
  const team = await api.request.get("/api/team", { headers: bearer });
  expect(team.status(), await team.text()).toBe(200);
  expect((await team.json()).rows.map((r: { email: string }) => r.email)).toHaveLength(1);
  expect(team.headers()["ratelimit"]).toMatch(/^"api-key";r=\d+;t=\d+$/);
  const write = await api.request.post("/api/offices", { headers: bearer, data: { locationName: "Berlin" } });
  expect(write.status()).toBe(403);

  // The list says it was used; revoking asks first; after it the key is refused.
  await page.reload();
  await expect(row).not.toContainText("Never used");
  await page.getByRole("button", { name: "Revoke HR system sync" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm.getByRole("heading", { name: "Revoke HR system sync?" })).toBeVisible();
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByText("HR system sync has been revoked.")).toBeVisible();
  await expect(page.getByText("No API keys yet")).toBeVisible();
  const refused = await api.request.get("/api/team", { headers: bearer });
  expect(refused.status()).toBe(401);
  await api.close();

  // The Activity tab says who made and revoked it.
  await page.goto("/company-settings?tab=activity");
  await expect(page.getByText("Kim Admin created an API key: HR system sync")).toBeVisible();
  await expect(page.getByText("Kim Admin revoked an API key: HR system sync")).toBeVisible();
});

test("the API tab and its new-key dialog pass axe and fit at desktop and phone widths", async ({ page }) => {
  await signUpByApi(page, { company: `Keys layout ${Date.now().toString(36)}` });
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto("/company-settings?tab=api");
    await expect(page.getByText("No API keys yet")).toBeVisible();
    await expect(page.getByRole("tab", { name: "API" })).toBeInViewport();
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByRole("dialog").getByLabel("Name")).toBeFocused();
    const results = await new AxeBuilder({ page }).disableRules(["region"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${width}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.keyboard.press("Escape");
  }
});
