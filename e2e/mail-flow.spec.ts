// /company-settings?tab=mail-flow: a new admin whose domain is verified follows the Mail flow
// tab (any other SMTP server, returning to an SMTP sink this test starts on 127.0.0.1), makes
// the relay credential (shown once), switches signing on, sends a test message and sees each
// hop; the sink got the message signed; the trace lists it; /signature says it was signed and
// /statistics counts it.
import { expect, test, type Page } from "./support/test";
import AxeBuilder from "@axe-core/playwright";
import { simpleParser } from "mailparser";
import { startSmtpSink, type SmtpSink } from "../dev-servers/smtp-sink/smtp-sink";
import { createCompany, uniqueDomain, type CompanyLogin } from "./support/company";
import { publishTxtRecord } from "./support/shared-servers";
import { signInByApi } from "./support/auth";
import { wideElements } from "./support/layout";

/** No serious accessibility problem, and nothing scrolls the page sideways (the tab list scrolls on its own). */
async function expectSound(page: Page, width: number) {
  const results = await new AxeBuilder({ page }).exclude("iframe[sandbox]").disableRules(["region"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

let sink: SmtpSink;
let admin: CompanyLogin;

test.beforeAll(async ({ browser, baseURL }) => {
  sink = await startSmtpSink();
  const domain = uniqueDomain("mail-flow");
  admin = (await createCompany(baseURL!, "Mail Flow Co", domain)).admin;
  const page = await browser.newPage({ baseURL });
  await signInByApi(page, admin.email, admin.password);
  const added = await page.request.post("/api/sso/domains", { data: { domain } });
  expect(added.status(), await added.text()).toBe(201);
  const { id, record } = (await added.json()) as { id: string; record: string };
  await publishTxtRecord(domain, record);
  const verified = await page.request.post(`/api/sso/domains/${id}/verify`);
  expect(verified.status(), await verified.text()).toBe(200);
  await page.close();
});

test.afterAll(async () => {
  await sink.close();
});

test("a new admin sets up the mail flow, sends a test message and sees it signed in the sink, the trace, /signature and /statistics", async ({
  page,
}) => {
  await signInByApi(page, admin.email, admin.password);
  await page.goto("/company-settings?tab=mail-flow");
  await expect(page.getByRole("tab", { name: "Mail flow" })).toHaveAttribute("aria-selected", "true");
  // Google's steps first, with the relay's host to copy.
  await expect(page.getByText("Set up Google Workspace")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy relay host" }).first()).toBeVisible();

  await page.getByLabel("Provider").selectOption("smtp");
  await expect(page.getByText("Set up your SMTP server")).toBeHidden(); // shown once saved
  await page.getByLabel("Return host").fill("127.0.0.1");
  await page.getByLabel("Port", { exact: true }).fill(String(sink.port));
  await page.getByRole("radio", { name: "Sign" }).check();
  await page.getByRole("button", { name: "Save mail flow" }).click();
  await expect(page.getByText("Set up your SMTP server")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy header name" })).toBeVisible();

  await page.getByRole("button", { name: "Make credential" }).click();
  const dialog = page.getByRole("dialog", { name: "Copy the relay credential" });
  await expect(dialog.getByText("This is the only time the password is shown.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Copy password" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/mail-flow-credential-1280.png" });
  await dialog.getByRole("button", { name: "I copied it" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Replace credential" })).toBeVisible();

  await page.getByLabel("Send to").fill("bob@outside.example");
  await page.getByRole("button", { name: "Send test message" }).click();
  await expect(page.getByText("The test message went through.")).toBeVisible();
  const hops = page.getByRole("list", { name: "Hops" });
  await expect(hops.getByRole("listitem")).toHaveCount(4);
  await expect(hops).toContainText("Signing and return hop: 127.0.0.1");
  await expect(hops).toContainText("Trace: Recorded: signed (at the end).");

  const arrived = sink.messages.find((m) => m.to.includes("bob@outside.example") && m.from === admin.email);
  expect(arrived).toBeDefined();
  const parsed = await simpleParser(arrived!.raw);
  expect(parsed.subject).toBe("Signet test message");
  expect(String(parsed.html)).toContain("signet-signature");
  expect(String(parsed.html)).toContain("Alex Morgan");

  const trace = page.getByRole("table", { name: "Message trace" });
  await expect(trace.getByRole("row").filter({ hasText: "outside.example" })).toContainText("Signed");
  await page.getByLabel("Member").selectOption({ label: "Alex Morgan" });
  await expect(trace.getByRole("row").filter({ hasText: "outside.example" })).toHaveCount(1);
  await expectSound(page, 1280);
  await page.screenshot({ path: "test-results/mail-flow-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectSound(page, 390);
  await page.screenshot({ path: "test-results/mail-flow-390.png", fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/signature");
  await expect(page.getByRole("list", { name: "Your recent email" })).toContainText(
    /Your email to outside\.example at \d{1,2}:\d{2}.* was signed\./,
  );

  await page.screenshot({ path: "test-results/mail-flow-signature-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => wideElements(page)).toEqual([]);
  await expectSound(page, 390);
  await page.screenshot({ path: "test-results/mail-flow-signature-390.png", fullPage: true });

  await page.goto("/statistics");
  const tile = page.getByText("Sent with a signature", { exact: true }).locator("..");
  await expect(tile.getByText("1", { exact: true })).toBeVisible();
  await expect.poll(() => wideElements(page)).toEqual([]);
  await page.screenshot({ path: "test-results/mail-flow-statistics-390.png" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/mail-flow-statistics-1280.png" });
});
