// /company-settings: details, logo (SVG in, PNG in the signature), offices, departments,
// deleting the company, the Activity tab that lists all of it, and a member kept out of the Security tab. Tests that change
// anything use a fresh company, except the department test, which needs the demo's
// department template (Engineering) and deletes that department.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { DEMO, signInByApi, signUpByApi, signUpByForm, uniqueEmail } from "./support/auth";
import { emailTo } from "./support/outbox";

const SVG_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><rect width="160" height="48" rx="8" fill="#0f766e"/><circle cx="24" cy="24" r="12" fill="#ffffff"/></svg>';

async function freshCompany(page: Page, name = `Northwind ${Date.now().toString(36)}`) {
  const admin = await signUpByApi(page, { company: name, email: uniqueEmail("company"), first: "Casey", last: "Admin" });
  return { ...admin, name };
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name });

test("an admin edits the company details from /settings; bad input is named, good input is saved", async ({ page }) => {
  const { name } = await freshCompany(page);
  await page.goto("/settings");
  await page.getByRole("link", { name: "Edit company details" }).click();
  await expect(page).toHaveURL(/\/company-settings$/);
  await expect(page.getByRole("heading", { name: "Company Settings", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Company name")).toHaveValue(name);

  await page.getByLabel("Company name").fill("Bad <name>");
  await page.getByLabel("Employees").fill("0");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Company name contains invalid characters")).toBeVisible();
  await expect(page.getByText("Employee count must be a whole number from 1 to 1,000,000")).toBeVisible();

  await page.getByLabel("Company name").fill("Northwind Traders & Co.");
  await page.getByLabel("Website").fill("northwind.example");
  await page.getByLabel("Employees").fill("120");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Company details saved.")).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByText("Northwind Traders & Co.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "https://northwind.example" })).toBeVisible();
  await expect(page.getByText("120", { exact: true })).toBeVisible();
});

test("an SVG logo is stored as PNG and shows in the signature preview on light and dark backgrounds", async ({ page }) => {
  await freshCompany(page);
  await page.goto("/company-settings");
  await page.getByLabel("Choose a logo").setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(SVG_LOGO) });
  await expect(page.getByText("The logo has been updated in every signature.")).toBeVisible();
  await expect(page.getByTestId("company-logo")).toHaveAttribute("src", /^\/files\/logos\/[0-9a-f-]+\.png$/);
  const src = await page.getByTestId("company-logo").getAttribute("src");
  for (const title of ["Your signature on a light background", "Your signature on a dark background"]) {
    await expect(page.frameLocator(`iframe[title="${title}"]`).locator(`img[src$="${src}"]`)).toBeVisible();
  }
  const png = await page.request.get(src!);
  expect(png.headers()["content-type"]).toBe("image/png");

  // An SVG with a filter (or a script, a picture, an outside reference) is refused, saying why; the logo stays.
  await page.getByLabel("Choose a logo").setInputFiles({
    name: "noise.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="4000"><filter id="n"><feTurbulence baseFrequency="0.9"/></filter><rect width="600" height="4000" filter="url(#n)"/></svg>',
    ),
  });
  await expect(
    page.getByText(
      "SVG logos that embed pictures, use filters or scripts, or refer to other files can't be used. Export the logo as PNG and upload that. This one has <filter>.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByTestId("company-logo")).toHaveAttribute("src", src!);

  await tab(page, "Activity").click();
  await expect(page.getByTestId("activity-entry")).toHaveCount(1);
  await expect(page.getByTestId("activity-entry")).toContainText("Casey Admin changed the logo");
});

test("an admin adds, edits and deletes an office; deleting one in use asks first and clears it from profiles", async ({ page }) => {
  await freshCompany(page);
  await page.goto("/company-settings?tab=offices");
  await expect(page.getByText("No offices yet")).toBeVisible();
  await page.getByRole("button", { name: "Add office" }).click();
  const add = page.getByRole("dialog", { name: "Add an office" });
  await add.getByRole("button", { name: "Add office" }).click();
  await expect(add.getByText("This field is required")).toBeVisible();
  await add.getByLabel("Office name").fill("Lisbon Studio");
  await add.getByLabel("Address").fill("Rua Augusta 1, Lisboa");
  await add.getByLabel("Phone").fill("+351 21 000 0000");
  await add.getByRole("button", { name: "Add office" }).click();
  await expect(add).toBeHidden();
  const row = page.getByTestId("office-row").filter({ hasText: "Lisbon Studio" });
  await expect(row).toContainText("Rua Augusta 1, Lisboa");
  await expect(row).toContainText("0 members");

  await row.getByRole("button", { name: "Edit Lisbon Studio" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Lisbon Studio" });
  await edit.getByLabel("Office name").fill("Lisbon HQ");
  await edit.getByRole("button", { name: "Save office" }).click();
  await expect(edit).toBeHidden();
  const renamed = page.getByTestId("office-row").filter({ hasText: "Lisbon HQ" });
  await expect(renamed).toBeVisible();

  // The admin works at this office (their own profile), so deleting it asks first.
  const officeId = ((await (await page.request.get("/api/offices")).json()).offices as { id: string }[])[0].id;
  const profile = (await (await page.request.get("/api/profile")).json()).profile;
  const saved = await page.request.put("/api/profile", {
    data: { firstName: profile.firstName, lastName: profile.lastName, officeId },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();
  await expect(renamed).toContainText("1 member");
  await renamed.getByRole("button", { name: "Delete Lisbon HQ" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Lisbon HQ?" });
  await expect(confirm).toContainText("1 member works here.");
  await confirm.getByRole("button", { name: "Delete office" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("No offices yet")).toBeVisible();
  expect((await (await page.request.get("/api/profile")).json()).profile.officeId).toBeNull();

  await tab(page, "Activity").click();
  const entries = page.getByTestId("activity-entry");
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText("Casey Admin deleted an office: Lisbon HQ");
  await expect(entries.nth(1)).toContainText("Casey Admin edited an office: Lisbon HQ");
  await expect(entries.nth(1)).toContainText("Lisbon Studio");
  await expect(entries.nth(2)).toContainText("Casey Admin added an office: Lisbon Studio");
});

test("deleting a department sends its members back to the default template", async ({ page, browser }) => {
  await signInByApi(page, DEMO.admin);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInByApi(member, DEMO.member2);
  const summary = await (await page.request.get("/api/departments/summary")).json();
  const engineering = summary.departments.find((d: { name: string }) => d.name === "Engineering");
  expect(engineering.template).not.toBeNull();
  await member.request.post("/api/signature/ensure");
  expect((await (await member.request.get("/api/signature")).json()).templateId).toBe(engineering.template.id);

  await page.goto("/company-settings?tab=departments");
  const row = page.getByTestId("department-row").filter({ hasText: "Engineering" });
  await expect(row).toContainText("1 member");
  await expect(row).toContainText(engineering.template.name);
  await row.getByRole("button", { name: "Delete Engineering" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Engineering?" });
  await expect(confirm).toContainText(`1 member will have no department and fall back to ${summary.defaultTemplate.name}.`);
  await confirm.getByRole("button", { name: "Delete department" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("department-row").filter({ hasText: "Engineering" })).toHaveCount(0);

  expect((await (await member.request.get("/api/signature")).json()).templateId).toBe(summary.defaultTemplate.id);
  await member.goto("/signature");
  await expect(member.frameLocator('iframe[title="Email signature preview"]').getByText("Priya Shah").first()).toBeVisible();
  await memberContext.close();

  await page.goto("/company-settings?tab=activity");
  await expect(page.getByTestId("activity-entry").first()).toContainText("Alex Morgan deleted a department: Engineering");
});

test("the Activity tab lists the changes with before and after, filters by kind, and the company can be deleted after typing its name", async ({
  page,
}) => {
  const { name, email } = await freshCompany(page);
  await page.goto("/company-settings");
  await page.getByLabel("Website").fill("activity.example");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Company details saved.")).toBeVisible();
  await tab(page, "Departments").click();
  await page.getByRole("button", { name: "Add department" }).click();
  await page.getByRole("dialog", { name: "Add a department" }).getByLabel("Department name").fill("Support");
  await page.getByRole("dialog", { name: "Add a department" }).getByRole("button", { name: "Add department" }).click();
  await expect(page.getByTestId("department-row").filter({ hasText: "Support" })).toBeVisible();

  await tab(page, "Activity").click();
  await expect(page).toHaveURL(/tab=activity/);
  const entries = page.getByTestId("activity-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("Casey Admin added a department: Support");
  await expect(entries.nth(1)).toContainText("Casey Admin edited the company details");
  await expect(entries.nth(1)).toContainText("https://activity.example");
  await expect(entries.nth(1)).toContainText(/IP /);
  await page.getByLabel("Kind").selectOption({ label: "Edited the company details" });
  await expect(entries).toHaveCount(1);
  await page.getByLabel("Kind").selectOption({ label: "Deleted an office" });
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();

  await tab(page, "Details").click();
  await page.getByRole("button", { name: "Delete company" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete the company?" });
  const confirm = dialog.getByRole("button", { name: "Delete company" });
  await dialog.getByLabel(`Type ${name} to confirm`).fill(name.toLowerCase());
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${name} to confirm`).fill(name);
  await confirm.click();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
  const mail = await emailTo(page.request, email, (m) => m.subject === `${name} was deleted from Signet`);
  expect(mail.textBody).toContain(`deleted from Signet by ${email}`);
});

for (const width of [1280, 375]) {
  test(`every tab has no serious accessibility problem and no sideways scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInByApi(page, DEMO.admin);
    for (const name of ["Details", "Offices", "Departments", "Security", "Activity"]) {
      await page.goto(name === "Details" ? "/company-settings" : `/company-settings?tab=${name.toLowerCase()}`);
      await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
      await page.waitForLoadState("networkidle");
      // The signature previews are sandboxed frames where no script (axe included) may run.
      const results = await new AxeBuilder({ page }).exclude("iframe[sandbox]").disableRules(["region"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${name}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
}

test("a member gets no Security tab: /company-settings sends them to their signature, and the single sign-on API answers 403", async ({
  page,
}) => {
  await signInByApi(page, DEMO.member);
  await page.goto("/company-settings?tab=security");
  await expect(page).toHaveURL(/\/signature$/);
  await expect(page.getByRole("tab", { name: "Security" })).toHaveCount(0);
  expect((await page.request.get("/api/sso")).status()).toBe(403);
  expect((await page.request.post("/api/sso/domains", { data: { domain: "acme.test" } })).status()).toBe(403);
});

test("an admin sets the company's time zone from the searchable list; campaigns and statistics use it", async ({ page, browser }) => {
  await freshCompany(page);
  await page.goto("/company-settings");
  const zone = page.getByRole("combobox", { name: "Company time zone" });
  await expect(zone).toHaveValue("UTC");
  await expect(page.getByText("Type a city or region, e.g. Berlin or New York")).toBeVisible();
  // The hint's own example works: "Berlin" finds Europe/Berlin with its offset, first.
  await zone.fill("Berlin");
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options.first()).toHaveText(/^Europe\/Berlin \(UTC[+-]\d\d:\d\d\)$/);
  await expect(zone).toHaveAttribute("aria-expanded", "true");
  await zone.press("Enter");
  await expect(zone).toHaveValue(/^Europe\/Berlin \(UTC/);
  await expect(zone).toHaveAttribute("aria-expanded", "false");
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expect(page.getByText("Time zone saved: Europe/Berlin.")).toBeVisible();

  // Keyboard only: arrows move through the matches, Escape puts the chosen zone back.
  await zone.focus();
  await zone.pressSequentially("new york");
  await expect(options.first()).toHaveText(/^America\/New_York \(UTC/);
  await zone.press("Escape");
  await expect(zone).toHaveValue(/^Europe\/Berlin/);
  await zone.fill("nowhere at all");
  await expect(page.getByText("No time zone matches.")).toBeVisible();
  await zone.fill("Asia/To");
  await zone.press("ArrowDown");
  await expect(zone).toHaveAttribute("aria-activedescendant", /option-1$/);
  await zone.press("ArrowUp");
  await expect(options.first()).toHaveText(/^Asia\/Tokyo \(UTC\+09:00\)$/);
  await zone.press("Enter");
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expect(page.getByText("Time zone saved: Asia/Tokyo.")).toBeVisible();
  // (The accessibility test of every tab, below, covers this card.)
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Company time zone" })).toHaveValue("Asia/Tokyo (UTC+09:00)");
  await expect(page.getByText("Asia/Tokyo (UTC+09:00)").first()).toBeVisible();

  // At phone width the list fits the screen and an option is chosen by tapping it.
  await page.setViewportSize({ width: 390, height: 844 });
  await zone.fill("Berlin");
  const box = await page.getByRole("listbox").boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await options.first().click();
  await expect(zone).toHaveValue(/^Europe\/Berlin/);
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(zone).toHaveValue("Asia/Tokyo (UTC+09:00)");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The server still refuses a zone that is not on the list.
  const refused = await page.request.put("/api/company/time-zone", { data: { timeZone: "Mars/Olympus" } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.fields).toEqual({ timeZone: "Please choose a time zone from the list" });

  await page.goto("/campaigns?new=1");
  await expect(page.getByText("Times are in your company's time zone, Asia/Tokyo (UTC+09:00)")).toBeVisible();
  await page.goto("/statistics");
  await expect(page.getByText("Days are counted in your company's time zone, Asia/Tokyo.")).toBeVisible();

  // A company made through the sign-up form starts in the browser's own zone.
  const chicago = await browser.newContext({ timezoneId: "America/Chicago" });
  const signUp = await chicago.newPage();
  await signUpByForm(signUp, {
    first: "Cory",
    last: "Central",
    company: `Central Co ${Date.now().toString(36)}`,
    password: "Central-pass-1",
  });
  await expect(signUp).toHaveURL(/\/signature$/);
  expect((await (await signUp.request.get("/api/me")).json()).account.timeZone).toBe("America/Chicago");
  await chicago.close();
});
