// "Deploy to team": an admin changes what members' signatures show, deploys from /templates,
// watches the progress reach 100%, opens the history and the per-member results; the member
// gets the email and sees the new signature. Works on the demo company (Acme): the head
// office's phone is changed through the API, as /company-settings is not built on this branch.
import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { DEMO, signInByApi } from "./support/auth";
import { emailTo } from "./support/outbox";

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
  await signInByApi(page, DEMO.admin);
  const phone = newPhone();
  await changeHqPhone(page, phone);

  await page.goto("/templates");
  await expect(page.getByRole("heading", { name: "Email Templates", level: 1 })).toBeVisible();
  await expect(page.getByTestId("template-row").first()).toBeVisible();
  await page.screenshot({ path: "test-results/deploy-templates-1280.png", fullPage: true });

  await page.getByRole("button", { name: "Deploy to team" }).click();
  const dialog = page.getByRole("dialog", { name: "Deploy to team" });
  const dryRun = dialog.getByTestId("dry-run");
  await expect(dryRun).toBeVisible();
  await expect(dryRun.getByText("get a new signature")).toBeVisible();
  await expect(dialog.getByText(/^Sample: /)).toBeVisible();
  await page.screenshot({ path: "test-results/deploy-dialog-1280.png" });
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').exclude("iframe[sandbox]").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
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
  await page.screenshot({ path: "test-results/deploy-history-1280.png", fullPage: true });
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
  await page.screenshot({ path: "test-results/deploy-templates-375.png", fullPage: true });
  await page.getByRole("button", { name: "Deploy to team" }).click();
  await expect(page.getByRole("dialog", { name: "Deploy to team" }).getByTestId("dry-run")).toBeVisible();
  await page.screenshot({ path: "test-results/deploy-dialog-375.png", fullPage: true });
  await page.keyboard.press("Escape");

  // The member: the email in the outbox, and the new signature.
  const email = await emailTo(page.request, DEMO.member, (e) => e.subject === "Your email signature has changed");
  expect(email.textBody).toContain("/signature");
  await page.context().clearCookies();
  await signInByApi(page, DEMO.member);
  await page.goto("/signature");
  await expect(page.frameLocator('iframe[title="Email signature preview"]').getByText(phone).first()).toBeVisible();
});
