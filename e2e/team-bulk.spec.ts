// /users bulk actions: tick rows (one by one, from the keyboard, or every row of the page),
// see how many are ticked and what each action will do to which of them, then resend the
// ticked invitations, move the ticked members to a department, and revoke the invitations
// after confirming. Each test makes its own company.
import { expect, test, type Page } from "./support/test";
import { signUpByApi, uniqueEmail } from "./support/auth";
import { emailTo, invitationTokenIn } from "./support/outbox";
import { wideElements } from "./support/layout";

async function teamWithMemberAndInvitations(page: Page) {
  await signUpByApi(page, { company: `Bulk Co ${Date.now().toString(36)}`, first: "Ada", last: "Admin" });
  const memberEmail = uniqueEmail("member");
  const invited = await page.request.post("/api/invitations", { data: { email: memberEmail, role: "user" } });
  const { id } = (await invited.json()).invitation;
  const token = invitationTokenIn(await emailTo(page.request, memberEmail));
  const other = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  await signUpByApi(await other.newPage(), { email: memberEmail, first: "Max", last: "Member", invitation: { id, token } });
  await other.close();
  const pending = [uniqueEmail("pending-a"), uniqueEmail("pending-b")];
  for (const email of pending) expect((await page.request.post("/api/invitations", { data: { email, role: "user" } })).status()).toBe(201);
  expect((await page.request.post("/api/departments", { data: { name: "Sales" } })).status()).toBe(201);
  return { memberEmail, pending };
}

const rowOf = (page: Page, text: string) => page.getByRole("row", { name: new RegExp(text.replace(/[.+]/g, "\\$&")) });

test("an admin ticks rows, resends and revokes invitations and moves members to a department, with the keyboard too", async ({ page }) => {
  const { memberEmail, pending } = await teamWithMemberAndInvitations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/users");
  await expect(rowOf(page, pending[0])).toBeVisible();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar).toHaveCount(0);

  // The keyboard ticks a row: Space on its focused box.
  await rowOf(page, pending[0]).getByRole("checkbox").focus();
  await page.keyboard.press("Space");
  await rowOf(page, pending[1]).getByRole("checkbox").click();
  await expect(bar.getByText("2 selected")).toBeVisible();
  await expect(bar.getByRole("button", { name: /Change department/ })).toHaveCount(0);
  await bar.getByRole("button", { name: "Resend 2 invitations" }).click();
  await expect(page.getByText("2 invitations sent again, each with a new link valid for 7 days.")).toBeVisible();
  await expect(bar).toHaveCount(0);

  // Every row of the page: the admin, the member and the two invitations.
  await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
  await expect(bar.getByText("4 selected")).toBeVisible();
  await expect(bar.getByRole("button", { name: "Revoke 2 invitations" })).toBeVisible();
  await bar.getByRole("button", { name: "Change department of 2 members" }).click();
  const dialog = page.getByRole("dialog", { name: "Change department" });
  await dialog.getByLabel("Department").selectOption({ label: "Sales" });
  await dialog.getByRole("button", { name: "Move 2 members" }).click();
  await expect(page.getByText("2 members moved to Sales.")).toBeVisible();
  await expect(rowOf(page, memberEmail)).toContainText("Sales");
  await expect(rowOf(page, "Ada Admin")).toContainText("Sales");

  // Revoke asks first; the keyboard confirms.
  await bar.getByRole("button", { name: "Revoke 2 invitations" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke 2 invitations?" });
  await expect(confirm).toContainText("Their links stop working");
  await confirm.getByRole("button", { name: "Revoke 2 invitations" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("2 invitations revoked. Their links no longer work.")).toBeVisible();
  await expect(rowOf(page, pending[0])).toHaveCount(0);
  await expect(rowOf(page, pending[1])).toHaveCount(0);
  // The members stay ticked for another change.
  await expect(bar.getByText("2 selected")).toBeVisible();
  await bar.getByRole("button", { name: "Clear selection" }).click();
  await expect(bar).toHaveCount(0);

  const team = await (await page.request.get("/api/team")).json();
  expect(team.rows.map((r: { email: string }) => r.email)).not.toContain(pending[0]);
  expect(team.rows.filter((r: { department: { name: string } | null }) => r.department?.name === "Sales")).toHaveLength(2);
});

test("on a phone each row has its tick box and the bar fits the screen", async ({ page }) => {
  const { pending } = await teamWithMemberAndInvitations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/users");
  await rowOf(page, pending[0]).getByRole("checkbox").click();
  await rowOf(page, "Max Member").getByRole("checkbox").click();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar.getByText("2 selected")).toBeVisible();
  await expect(bar.getByRole("button", { name: "Resend 1 invitation" })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Change office of 1 member" })).toBeVisible();
  await expect.poll(() => wideElements(page)).toEqual([]);
});

test("with many rows ticked the bar stays at the bottom of the window, and rests under the last row", async ({ page }) => {
  await signUpByApi(page, { company: `Many Co ${Date.now().toString(36)}`, first: "Ada", last: "Admin" });
  const invited = Array.from({ length: 12 }, (_, i) => uniqueEmail(`many-${i}`));
  for (const email of invited) expect((await page.request.post("/api/invitations", { data: { email, role: "user" } })).status()).toBe(201);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/users");
    const rows = page.getByRole("row").filter({ has: page.getByRole("checkbox", { name: /^Select (?!every row)/ }) });
    await expect(rows).toHaveCount(13);
    for (const row of await rows.all()) await row.getByRole("checkbox").check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await expect(bar.getByText("13 selected")).toBeVisible();

    // Back at the top of the list: the bar waits at the bottom of the window.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeInViewport();
    expect((await bar.boundingBox())!.y + (await bar.boundingBox())!.height).toBeLessThanOrEqual(viewport.height);

    // Scrolled to the bottom: still in view, below the last row, which it doesn't cover.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeInViewport();
    const last = (await rows.last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    await expect(rows.last()).toBeInViewport();

    // From the keyboard: focus moves through the bar's buttons and shows where it is.
    await bar.getByRole("button", { name: "Clear selection" }).focus();
    await page.keyboard.press("Tab");
    await expect(bar.getByRole("button", { name: "Resend 12 invitations" })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe("none");
    await expect.poll(() => wideElements(page)).toEqual([]);
    await page.screenshot({ path: `test-results/team-bulk-bar-${viewport.width}.png` });
    await bar.getByRole("button", { name: "Clear selection" }).click();
  }
});
