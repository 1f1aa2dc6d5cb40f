// /contact: validation messages, server field errors, a stored and emailed message,
// prefill for signed-in users and an accessibility check.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { DEMO, signInByApi } from "./support/auth";

const form = (page: Page) => page.getByRole("form", { name: "Contact form" });

test("submitting an empty form shows a message on every field", async ({ page }) => {
  await page.goto("/contact");
  await form(page).getByRole("button", { name: "Send message" }).click();
  for (const label of ["Name", "Email", "Subject", "Message"]) {
    await expect(form(page).getByLabel(label)).toHaveAccessibleDescription(/This field is required/);
  }
  await expect(form(page).getByLabel("Name")).toBeFocused();
});

test("fields are checked when they lose focus", async ({ page }) => {
  await page.goto("/contact");
  await form(page).getByLabel("Email").fill("not-an-email");
  await form(page).getByLabel("Email").blur();
  await expect(form(page).getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address (e.g., name@example.com)");
  await form(page).getByLabel("Message").fill("Too short");
  await form(page).getByLabel("Message").blur();
  await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
  // Once touched, a field is re-checked as the user types.
  await form(page).getByLabel("Email").fill("visitor@example.com");
  await expect(form(page).getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");
});

test("a valid message is stored, emailed to support and confirmed", async ({ page }) => {
  const message = `Could Signet handle 400 people across 3 offices? Ref ${Date.now()}`;
  await page.goto("/contact");
  await form(page).getByLabel("Name").fill("Casey Visitor");
  await form(page).getByLabel("Email").fill("Casey@Example.com");
  await form(page).getByLabel("Subject").fill("Pricing for a larger team");
  await form(page).getByLabel("Message").fill(message);
  await form(page).getByRole("button", { name: "Send message" }).click();

  await expect(page.getByText("Thanks, we got your message.")).toBeVisible();
  await expect(page.getByText("casey@example.com")).toBeVisible();

  const outbox = await (await page.request.get("/api/dev/outbox")).json();
  const email = outbox.emails.find((e: { textBody: string }) => e.textBody.includes(message));
  expect(email, "support got an email with the message").toBeTruthy();
  expect(email.subject).toBe("[Contact] Pricing for a larger team");
  expect(email.textBody).toContain("Casey Visitor <casey@example.com>");

  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(form(page).getByLabel("Message")).toHaveValue("");
});

test("field errors from the server are shown on their fields", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        error: {
          code: "invalid_input",
          message: "Subject must be at most 150 characters",
          fields: { subject: "Subject must be at most 150 characters" },
        },
      }),
    }),
  );
  await page.goto("/contact");
  await form(page).getByLabel("Name").fill("Casey Visitor");
  await form(page).getByLabel("Email").fill("casey@example.com");
  await form(page).getByLabel("Subject").fill("A subject");
  await form(page).getByLabel("Message").fill("A message that is long enough.");
  await form(page).getByRole("button", { name: "Send message" }).click();
  await expect(form(page).getByLabel("Subject")).toHaveAccessibleDescription("Subject must be at most 150 characters");
  await expect(form(page).getByLabel("Subject")).toBeFocused();
});

test("a signed-in member finds name and email filled in, and the support address", async ({ page }) => {
  await signInByApi(page, DEMO.member);
  await page.goto("/contact");
  await expect(form(page).getByLabel("Name")).toHaveValue("Jordan Lee");
  await expect(form(page).getByLabel("Email")).toHaveValue(DEMO.member);
  await expect(page.getByRole("link", { name: "support@signet.test" })).toHaveAttribute("href", "mailto:support@signet.test");
});

test("the contact page has no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/contact");
  await form(page).getByRole("button", { name: "Send message" }).click();
  await expect(form(page).getByLabel("Name")).toBeFocused();
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("a signed-out visitor also sees the support address, in the page as it arrives, with no script and no request of its own", async ({
  page,
}) => {
  const configReads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/config") configReads.push(request.url());
  });
  // The page's HTML alone (what a browser shows before any script runs) has the link.
  const html = await (await page.request.get("/contact")).text();
  expect(html).toContain(
    `<a class="text-brand-700 underline underline-offset-4 hover:text-brand-900" href="mailto:support@signet.test">support@signet.test</a>`,
  );
  await page.goto("/contact");
  await expect(page.getByRole("link", { name: "support@signet.test" })).toHaveAttribute("href", "mailto:support@signet.test");
  await page.waitForLoadState("networkidle");
  expect(configReads).toEqual([]);
});
