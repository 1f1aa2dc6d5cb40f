// "Deploy to team": an admin changes what members' signatures show, deploys from /templates,
// watches the progress reach 100%, opens the history and the per-member results; the member
// gets the email and sees the new signature. Works on the demo company (Acme): the head
// office's phone is changed through the API, as /company-settings is not built on this branch.
// "Retry failed" runs in a fresh company of its own, so it changes nothing others see.
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import AxeBuilder from "@axe-core/playwright";
import { DEMO, signInByApi } from "./support/auth";
import { createCompany, uniqueDomain } from "./support/company";
import { connectGoogle, googleCustomer, googleMailboxes } from "./support/google-customer";
import { emailTo } from "./support/outbox";
import { wideElements } from "./support/layout";
import { E2E_BASE_URL } from "./support/shared-servers";

const newPhone = () => `+1 415 555 ${String(Date.now() % 10_000).padStart(4, "0")}`;

async function changeHqPhone(page: Page, phone: string) {
  const { offices } = (await (await page.request.get("/api/offices")).json()) as {
    offices: { id: string; locationName: string; address: string | null }[];
  };
  const hq = offices.find((o) => o.locationName === "San Francisco HQ")!;
  const res = await page.request.put(`/api/offices/${hq.id}`, {
    data: { locationName: hq.locationName, address: hq.address, phoneNumber: phone },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("deploy to team: dry run, live progress to 100%, history and results, the member's email and signature", async ({ page }) => {
  // One long walk (a deployment of the demo company and its emails): more than the usual test's time on a loaded machine.
  test.setTimeout(300_000);
  await signInByApi(page, DEMO.admin);
  const phone = newPhone();
  await changeHqPhone(page, phone);

  await page.goto("/templates");
  await expect(page.getByRole("heading", { name: "Email Templates", level: 1 })).toBeVisible();
  await expect(page.getByTestId("template-row").first()).toBeVisible();

  await page.getByRole("button", { name: "Deploy to team" }).click();
  const dialog = page.getByRole("dialog", { name: "Deploy to team" });
  const dryRun = dialog.getByTestId("dry-run");
  await expect(dryRun).toBeVisible();
  await expect(dryRun.getByText("get a new signature")).toBeVisible();
  await expect(dialog.getByText(/^Sample: /)).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').exclude("iframe[sandbox]").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // On a phone the dialog and its previews fit the screen (the previews scaled down inside
  // their own boxes), and its buttons stay in view while the previews scroll under them.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByText(/^Sample: /)).toBeVisible();
  await expect.poll(() => wideElements(page)).toEqual([]);
  const dialogBox = (await dialog.boundingBox())!;
  for (const preview of await dialog.getByRole("region", { name: "Signature preview" }).all()) {
    const box = (await preview.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
  }
  await expect(dialog.getByRole("button", { name: /^Deploy to \d+ members?$/ })).toBeInViewport();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("button", { name: /^Deploy to \d+ members$/ }).click();
  await expect(dialog).toBeHidden();

  // The bar reaches 100% and says so; the counts add up with nothing left.
  const progress = page.getByRole("progressbar", { name: "Deployment progress" });
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByText("Deployment finished")).toBeVisible();
  await expect(page.getByTestId("count-pending")).toHaveText("0");

  // History: the deployment and its per-member results.
  const row = page.getByTestId("deployment-row").first();
  await row.getByRole("button", { name: "View results" }).click();
  await row.getByRole("button", { name: "All", exact: true }).click();
  const member = row.getByTestId("deployment-member").filter({ hasText: DEMO.member });
  await expect(member.getByText("Updated")).toBeVisible();
  await expect(member.getByText("Emailed")).toBeVisible();
  const pageAxe = await new AxeBuilder({ page }).exclude("iframe[sandbox]").disableRules(["region"]).analyze();
  expect(
    pageAxe.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => [v.id, v.nodes.map((n) => n.target.join(" "))]),
  ).toEqual([]);

  // The progress survives a reload.
  await page.reload();
  await expect(page.getByRole("progressbar", { name: "Deployment progress" })).toHaveAttribute("aria-valuenow", "100");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: "Deploy to team" }).click();
  await expect(page.getByRole("dialog", { name: "Deploy to team" }).getByTestId("dry-run")).toBeVisible();
  await page.keyboard.press("Escape");

  // The member: the email in the outbox, and the new signature.
  const email = await emailTo(page.request, DEMO.member, (e) => e.subject === "Your email signature has changed");
  expect(email.textBody).toContain("/signature");
  await page.context().clearCookies();
  await signInByApi(page, DEMO.member);
  await page.goto("/signature");
  await expect(page.frameLocator('iframe[title="Email signature preview"]').getByText(phone).first()).toBeVisible();
});

/**
 * The cause of a failure: required campaigns for the department, added until its member's
 * signature is over Gmail's 10,000 characters (the dry run says so); the admin's stays short.
 */
async function pushOverGmailLimit(page: Page, departmentId: string): Promise<string[]> {
  const campaignIds: string[] = [];
  for (let i = 1; ; i++) {
    const dry = (await (await page.request.post("/api/deployments/dry-run", { data: {} })).json()) as { failed: number; changed: number };
    if (dry.failed === 1) {
      expect(dry.changed).toBe(1);
      break;
    }
    expect(i, "required campaigns to pass Gmail's limit").toBeLessThan(30);
    const res = await page.request.post("/api/campaigns", {
      data: {
        name: `Field offer ${i}`,
        description: `Offer ${i} for our field team's customers: ${"a fair price, a quick visit and a friendly face. ".repeat(3)}`.slice(
          0,
          200,
        ),
        altText: `Field offer ${i}: ${"spring service visits at a reduced price ".repeat(3)}`.slice(0, 120),
        ctaText: "Book a visit today",
        imageUrl: "/static/demo/banner-launch.png",
        landingPageUrl: `https://example.com/field-offers/${i}?utm_source=signature&utm_medium=email&utm_campaign=field-${i}`,
        isRequired: true,
        departmentIds: [departmentId],
        timeZone: "UTC",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    campaignIds.push(((await res.json()) as { campaign: { id: string } }).campaign.id);
  }

  return campaignIds;
}

/**
 * A company at a domain of its own with Google Workspace connected (a Workspace customer of its own
 * on the shared fake of Google), so "Put it in Gmail" is on: its admin signed in on `page`, and a
 * member in a "Field team" department signed in on `member`. Both have a Gmail mailbox.
 */
async function gmailCompany(page: Page, member: APIRequestContext, name: string, memberLocal: string) {
  const domain = uniqueDomain("deploy-gmail");
  // The customer has no people (no mailboxes) until both are in the company, as a fresh Workspace.
  await googleCustomer(domain, []);
  const { admin, logins } = await createCompany(E2E_BASE_URL, name, domain, { [memberLocal]: { first: "Finn", last: "Field" } });
  await signInByApi(page, admin.email, admin.password);
  await connectGoogle(page.request, admin.email);
  const created = await page.request.post("/api/departments", { data: { name: "Field team" } });
  expect(created.status(), await created.text()).toBe(201);
  const { department } = (await created.json()) as { department: { id: string } };
  const memberEmail = logins[memberLocal].email;
  expect((await member.post("/api/session/sign-in", { data: logins[memberLocal] })).status()).toBe(200);
  const profile = await member.put("/api/profile", { data: { firstName: "Finn", lastName: "Field", departmentId: department.id } });
  expect(profile.status(), await profile.text()).toBe(200);
  await googleMailboxes(domain, [admin.email, memberEmail]);
  return { departmentId: department.id, memberEmail };
}

/**
 * Gmail's 10,000 characters limit only what goes into Gmail: these companies have Google
 * Workspace connected, so "Put it in Gmail" is on and a member over the limit fails with Gmail's reason.
 */
test.describe("deployments into Gmail", () => {
  test.describe.configure({ timeout: 300_000 });

  test("retry failed: a member over Gmail's limit fails with the reason, the others don't; once fixed, Retry failed deploys them", async ({
    page,
    request: member,
  }) => {
    const { departmentId, memberEmail } = await gmailCompany(page, member, "Retry Co", "retry-member");
    const campaignIds = await pushOverGmailLimit(page, departmentId);

    await page.goto("/templates");
    await page.getByRole("button", { name: "Deploy to team" }).click();
    const dialog = page.getByRole("dialog", { name: "Deploy to team" });
    await expect(dialog.getByTestId("dry-run")).toContainText("over Gmail's limit: Gmail allows 10,000");
    await dialog.getByRole("button", { name: "Deploy to 2 members" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("progressbar", { name: "Deployment progress" })).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByTestId("count-failed")).toHaveText("1");
    await expect(page.getByTestId("count-updated")).toHaveText("1");

    // The results open on the failure, with its reason; the admin's own signature was updated.
    const first = page.getByTestId("deployment-row").first();
    await first.getByRole("button", { name: "View results" }).click();
    const failed = first.getByTestId("deployment-member").filter({ hasText: memberEmail });
    await expect(failed.getByText("Failed", { exact: true })).toBeVisible();
    await expect(failed.getByText(/^Gmail allows 10,000 characters; this signature has [\d,]+\. Shorten the template/)).toBeVisible();
    await expect(first.getByTestId("deployment-member")).toHaveCount(1);
    // Nothing it is made of changed: a retry would fail again, so the fix is offered instead of it.
    await expect(first.getByRole("button", { name: /^Retry failed/ })).toHaveCount(0);
    await expect(first.getByTestId("over-limit-note")).toContainText("a retry would fail again");
    await expect(failed.getByRole("link", { name: /^Open the template “.+” to shorten it$/ })).toHaveAttribute(
      "href",
      /^\/templates\/[0-9a-f-]{36}$/,
    );
    // (axe sweeps /templates with a deployment's results open in the first test.)

    // The fix: the admin pauses the field team's campaigns; then retries only the failed member.
    for (const id of campaignIds) {
      const paused = await page.request.post(`/api/campaigns/${id}/pause`);
      expect(paused.status(), await paused.text()).toBe(200);
    }
    // The retry becomes the newest row: the first deployment is the row that is not a retry.
    await page.reload();
    const original = page.getByTestId("deployment-row").filter({ hasNotText: "Retry of failed" });
    await expect(original).toHaveCount(1);
    await original.getByRole("button", { name: "View results" }).click();
    await expect(original.getByTestId("over-limit-note")).toHaveCount(0);
    // A double click starts one retry.
    await original.getByRole("button", { name: "Retry failed (1)" }).dblclick();
    const retry = page.getByTestId("deployment-row").filter({ hasText: "Retry of failed" });
    await expect(retry).toHaveCount(1);
    await expect(page.getByRole("progressbar", { name: "Deployment progress" })).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByTestId("count-failed")).toHaveText("0");
    await expect(retry).toContainText("1 updated");
    // The first deployment now counts the member by the retry's result: nothing failed, no "Retry failed".
    await expect(original).toContainText("2 updated · 0 unchanged · 0 failed");
    await expect(original.getByRole("button", { name: /^Retry failed|^Retrying/ })).toHaveCount(0);
    const retried = original.getByTestId("deployment-member").filter({ hasText: memberEmail });
    await expect(retried.getByText("Updated", { exact: true })).toBeVisible();
    await expect(retried.getByText("By the retry")).toBeVisible();
    const list = (await (await page.request.get("/api/deployments")).json()) as { deployments: { kind: string }[] };
    expect(list.deployments.filter((d) => d.kind === "retry")).toHaveLength(1);
    await retry.getByRole("button", { name: "View results" }).click();
    const updated = retry.getByTestId("deployment-member").filter({ hasText: memberEmail });
    await expect(updated.getByText("Updated", { exact: true })).toBeVisible();
    await expect(retry.getByRole("button", { name: /^Retry failed/ })).toHaveCount(0);

    // Put in Gmail: the member has nothing to paste, so no email; their signature is stored.
    const own = await member.get("/api/signature");
    expect(own.status(), await own.text()).toBe(200);

    // The member is removed (their user with them): each deployment says so, so its figures add up.
    const memberId = ((await (await member.get("/api/me")).json()) as { user: { id: string } }).user.id;
    const removed = await page.request.delete(`/api/team/members/${memberId}`);
    expect(removed.status(), await removed.text()).toBe(204);
    await page.reload();
    await expect(original).toContainText("1 updated · 0 unchanged · 0 failed · 1 removed since · 2 in all");
    await expect(retry).toContainText("0 updated · 0 unchanged · 0 failed · 1 removed since · 1 in all");
  });

  test("deploying from /users shows its progress and result there, and the latest card retries the failed members", async ({
    page,
    request: member,
  }) => {
    const { departmentId, memberEmail } = await gmailCompany(page, member, "Users Deploy Co", "retry-member");
    const campaignIds = await pushOverGmailLimit(page, departmentId);

    // Nothing deployed yet: /users shows no deployment card.
    await page.goto("/users");
    await expect(page.getByRole("heading", { name: "Team Members", level: 1 })).toBeVisible();
    await expect(page.getByTestId("latest-deployment")).toHaveCount(0);

    await page.getByRole("button", { name: "Deploy to team" }).click();
    const dialog = page.getByRole("dialog", { name: "Deploy to team" });
    await dialog.getByRole("button", { name: "Deploy to 2 members" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Deployment started. Its progress shows on this page.")).toBeVisible();
    // The progress and the result show where the admin is.
    const card = page.getByTestId("latest-deployment");
    await expect(card.getByRole("progressbar", { name: "Deployment progress" })).toHaveAttribute("aria-valuenow", "100");
    await expect(card.getByRole("heading", { name: "Latest deployment" })).toBeVisible();
    await expect(card.getByTestId("count-failed")).toHaveText("1");
    await expect(card.getByTestId("count-updated")).toHaveText("1");
    await expect(card).toContainText("Some members' signatures could not be stored.");
    // (axe sweeps /users in team.spec.ts.)

    // Over the limit with nothing changed, a retry would fail again: the card offers none.
    await expect(card.getByRole("button", { name: /^Retry failed/ })).toHaveCount(0);
    // The fix (pausing the campaigns); the card is still there after a reload, with the action on it.
    for (const id of campaignIds) expect((await page.request.post(`/api/campaigns/${id}/pause`)).status()).toBe(200);
    await page.reload();
    await card.getByRole("button", { name: "Retry failed (1)" }).click();
    await expect(page.getByText("Retrying the failed members. Progress shows on this page.")).toBeVisible();
    await expect(card.getByTestId("count-failed")).toHaveText("0");
    await expect(card.getByTestId("count-updated")).toHaveText("1");
    await expect(card.getByRole("button", { name: /^Retry failed|^Retrying/ })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });

    // The member's signature was stored by the retry.
    const list = (await (await page.request.get("/api/deployments")).json()) as { deployments: { kind: string }[] };
    expect(list.deployments.map((d) => d.kind)).toEqual(["retry", "deploy"]);
    expect(memberEmail).toMatch(/^retry-member/);

    // Deploying again would store nothing: the dialog says so and offers no deployment.
    await page.getByRole("button", { name: "Deploy to team" }).click();
    await expect(dialog.getByTestId("nothing-changed")).toContainText("Nothing changed");
    await expect(dialog.getByRole("button", { name: /^Deploy to \d+/ })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
  });
});
