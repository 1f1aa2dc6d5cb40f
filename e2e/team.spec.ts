// /users, Team Members: invite one member and join through the emailed link, bulk CSV with
// a preview of every row's status, role changes and the last-admin rule. Each test makes
// its own company, so the demo data other specs read stays as it is.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { signUpByApi, uniqueEmail } from "./support/auth";
import { emailTo, invitationTokenIn, linkIn } from "./support/outbox";

async function newCompany(page: Page) {
  const admin = await signUpByApi(page, { company: `Team Co ${Date.now().toString(36)}`, first: "Ada", last: "Admin" });
  return admin;
}

test("an admin invites one member, who signs up through the emailed link and shows as a member", async ({ page, browser }) => {
  await newCompany(page);
  await page.goto("/users");
  await expect(page.getByRole("heading", { name: "Team Members" })).toBeVisible();
  await expect(page.getByText("It's just you so far")).toBeVisible();

  const email = uniqueEmail("one");
  await page.getByRole("button", { name: "Invite members" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Invite members" });
  await dialog.getByLabel("Email addresses").fill(email);
  await dialog.getByRole("button", { name: "Review invitations" }).click();
  const review = page.getByRole("dialog", { name: "Review invitations" });
  await expect(review.getByRole("row", { name: new RegExp(email) })).toContainText("Ready");
  await review.getByRole("button", { name: "Send 1 invitation" }).click();
  await expect(page.getByRole("dialog", { name: "Invitations sent" }).getByText("1 invitation sent.")).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();
  const invitedRow = page.getByRole("row", { name: new RegExp(email) });
  await expect(invitedRow).toContainText("Invited");

  const link = linkIn(await emailTo(page.request, email, (e) => e.subject.startsWith("Join Team Co")));
  const invitee = await browser.newPage();
  await invitee.goto(link);
  await invitee.getByLabel("First name").fill("Nia");
  await invitee.getByLabel("Last name").fill("Newcomer");
  await invitee.getByLabel("Password", { exact: true }).fill("Invited-pass-1");
  await invitee.getByLabel("Confirm password").fill("Invited-pass-1");
  await invitee.getByRole("checkbox").check();
  await invitee.getByRole("button", { name: /^Join Team Co/ }).click();
  await expect(invitee).toHaveURL(/\/signature$/);
  await invitee.close();

  await page.reload();
  const memberRow = page.getByRole("row", { name: /Nia Newcomer/ });
  await expect(memberRow).not.toContainText("Invited");
  await expect(memberRow).toContainText(/Joined/);
});

test("a bulk CSV with good and bad rows shows each row's status and sends only the good ones", async ({ page }) => {
  const admin = await newCompany(page);
  const good1 = uniqueEmail("good1");
  const good2 = uniqueEmail("good2");
  const nameless = uniqueEmail("nameless");
  const csv = [
    "\uFEFFEmail;First_Name;Last_Name;Job Title;Department;Role",
    `${good1};Gil;Good;;;user`,
    `${good2};Gia;Good;"Sales; Europe, North";;admin`,
    "",
    `not-an-email;Bad;Address;;;user`,
    `${good1};Gil;Again;;;user`,
    `${uniqueEmail("boss")};Bo;Boss;;;boss`,
    `${admin.email};Ada;Admin;;;admin`,
    `${uniqueEmail("sup")};Sue;Support;;Support;user`,
    `${nameless};;;;;member`,
  ].join("\r\n");

  await page.goto("/users");
  await page.getByRole("button", { name: "Invite members" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Invite members" });
  await dialog.getByRole("tab", { name: "Upload CSV" }).click();
  await dialog.locator('input[type="file"]').setInputFiles({ name: "team.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await expect(dialog.getByText("team.csv")).toBeVisible();
  await dialog.getByRole("button", { name: "Review invitations" }).click();

  const review = page.getByRole("dialog", { name: "Review invitations" });
  const status = (email: string) => review.getByRole("row", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) });
  await expect(status(good1).first()).toContainText("Ready");
  await expect(status(good2)).toContainText("Ready");
  await expect(status("not-an-email")).toContainText("not an email address");
  await expect(review.locator('tr[data-status="duplicate"]')).toContainText("Duplicate in this file");
  // Roles read as words, and a company admin is told the roles they can grant.
  await expect(status(good1).first()).toContainText("Member");
  await expect(status(good1).first()).not.toContainText("user");
  await expect(status(good2)).toContainText("Admin");
  await expect(review.locator('tr[data-status="invalid"]').filter({ hasText: "boss" })).toContainText(
    "unknown role: write Member or Admin",
  );
  await expect(review.getByText(/super_admin/)).toHaveCount(0);
  await expect(status(admin.email)).toContainText("Already a member");
  await expect(review.locator('tr[data-status="unknown"]')).toContainText('unknown department "Support"');
  await expect(review.getByText(/Your company has no department Support yet/)).toBeVisible();

  await review.getByRole("button", { name: "Send 3 invitations" }).click();
  const done = page.getByRole("dialog", { name: "Invitations sent" });
  await expect(done.getByText("3 invitations sent.")).toBeVisible();
  await expect(done.getByText("5 rows were not sent.")).toBeVisible();
  const download = page.waitForEvent("download");
  await done.getByRole("button", { name: "Download results (CSV)" }).click();
  expect((await download).suggestedFilename()).toMatch(/^invitation-results-\d{4}-\d{2}-\d{2}\.csv$/);
  await done.getByRole("button", { name: "Done" }).click();

  await page.getByLabel("Filter by status").selectOption("invited");
  await expect(page.getByRole("row", { name: new RegExp(good1) })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(good2) })).toContainText("Admin");
  await expect(page.getByRole("row", { name: new RegExp(good2) })).toContainText("Sales; Europe, North");
  await expect(page.getByText("1–3 of 3")).toBeVisible();
  // An invitee without a name is listed by their email.
  await expect(
    page
      .getByRole("row", { name: new RegExp(nameless) })
      .locator(".font-medium")
      .first(),
  ).toHaveText(nameless);
  const team = await (await page.request.get("/api/team?status=invited")).json();
  expect(team.rows.map((r: { email: string }) => r.email).sort()).toEqual([good1, good2, nameless].sort());
});

async function companyWithMember(page: Page) {
  const admin = await newCompany(page);
  const email = uniqueEmail("member");
  const invited = await page.request.post("/api/invitations", { data: { email, role: "user" } });
  expect(invited.status()).toBe(201);
  const { id } = (await invited.json()).invitation;
  const token = invitationTokenIn(await emailTo(page.request, email));
  const other = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await signUpByApi(otherPage, { email, first: "Max", last: "Member", invitation: { id, token } });
  await other.close();
  return { admin, email };
}

test("an admin makes a member an admin", async ({ page }) => {
  const { email } = await companyWithMember(page);
  await page.goto("/users");
  await page.getByRole("button", { name: `Manage ${email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Max Member" });
  await dialog.getByLabel("Role").selectOption("admin");
  await dialog.getByRole("button", { name: "Change role…" }).click();
  // Making someone an admin asks first; Cancel changes nothing.
  const confirm = page.getByRole("dialog", { name: "Make Max Member an admin?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText("Max Member is now admin.")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Change role…" }).click();
  await confirm.getByRole("button", { name: "Change role", exact: true }).click();
  await expect(page.getByText("Max Member is now admin.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByRole("row", { name: /Max Member/ })).toContainText("Admin");
});

test("revoking an invitation asks first", async ({ page }) => {
  await newCompany(page);
  const email = uniqueEmail("revoke");
  expect((await page.request.post("/api/invitations", { data: { email, role: "user" } })).status()).toBe(201);
  await page.goto("/users");
  await page.getByRole("button", { name: `Manage invitation ${email}` }).click();
  const dialog = page.getByRole("dialog", { name: `Invitation to ${email}` });
  await dialog.getByRole("button", { name: "Revoke invitation…" }).click();
  const confirm = page.getByRole("dialog", { name: `Revoke the invitation to ${email}?` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  const invited = async () =>
    (await (await page.request.get("/api/team?status=invited")).json()).rows.map((r: { email: string }) => r.email);
  expect(await invited()).toContain(email);
  await dialog.getByRole("button", { name: "Revoke invitation…" }).click();
  await confirm.getByRole("button", { name: "Revoke invitation", exact: true }).click();
  await expect(page.getByText(`Revoked the invitation to ${email}.`)).toBeVisible();
  expect(await invited()).not.toContain(email);
});

test("the last admin can't demote themselves", async ({ page }) => {
  const admin = await newCompany(page);
  expect((await page.request.post("/api/invitations", { data: { email: uniqueEmail("pending"), role: "user" } })).status()).toBe(201);
  await page.goto("/users");
  await page.getByRole("button", { name: `Manage ${admin.email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Ada Admin" });
  await dialog.getByLabel("Role").selectOption("user");
  await dialog.getByRole("button", { name: "Change role…" }).click();
  const confirm = page.getByRole("dialog", { name: "Make Ada Admin a member?" });
  await confirm.getByRole("button", { name: "Change role", exact: true }).click();
  await expect(confirm.getByRole("alert")).toHaveText("An account always keeps at least one admin. Make another member an admin first.");
  const me = await (await page.request.get("/api/me")).json();
  expect(me.membership.role).toBe("admin");
  await expect(dialog.getByRole("button", { name: /Remove/ })).toHaveCount(0);
});

test("the team page, its dialogs and the preview pass axe at desktop and phone widths", async ({ page }) => {
  const serious = async (where: string) => {
    const results = await new AxeBuilder({ page }).disableRules(["region"]).analyze();
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  };
  const { email } = await companyWithMember(page);
  const problems: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/users");
    await expect(page.getByRole("button", { name: `Manage ${email}` })).toBeVisible();
    problems.push(...(await serious(`table ${width}`)));
    await page.getByRole("button", { name: `Manage ${email}` }).click();
    await expect(page.getByRole("dialog", { name: "Max Member" })).toBeVisible();
    problems.push(...(await serious(`member dialog ${width}`)));
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Invite members" }).click();
    await page.getByLabel("Email addresses").fill(`${uniqueEmail("axe")}\nnot-an-address\n${email}`);
    await page.getByRole("button", { name: "Review invitations" }).click();
    await expect(page.getByRole("dialog", { name: "Review invitations" })).toBeVisible();
    problems.push(...(await serious(`preview ${width}`)));
    await page.keyboard.press("Escape");
  }
  expect(problems).toEqual([]);
});
