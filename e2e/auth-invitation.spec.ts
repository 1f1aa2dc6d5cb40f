// Invitations: the emailed link opens sign-up for the invited address, locked, and the
// new member lands on /signature as a member of the inviting company.
import { expect, test } from "./support/test";
import { DEMO, DEMO_PASSWORD, uniqueEmail } from "./support/auth";
import { emailTo, linkIn } from "./support/outbox";

test("the invitation link locks the email and lands the new member on /signature", async ({ page, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post("/api/session/sign-in", { data: { email: DEMO.admin, password: DEMO_PASSWORD } })).status()).toBe(200);
  const email = uniqueEmail("invitee");
  const invited = await admin.post("/api/invitations", { data: { email, role: "user" } });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = linkIn(await emailTo(admin, email, (e) => e.subject === "Join Acme Inc. on Signet"));
  await admin.dispose();

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Join Acme Inc." })).toBeVisible();
  const emailField = page.getByLabel("Email");
  await expect(emailField).toHaveValue(email);
  await expect(emailField).not.toBeEditable();
  await expect(page.getByLabel("Company name (optional)")).toHaveCount(0);
  // An invited person joins a company's account: no trial terms on their page.
  await expect(page.getByText(/No credit card required/)).toHaveCount(0);

  await page.getByLabel("First name").fill("Ivy");
  await page.getByLabel("Last name").fill("Invitee");
  await page.getByLabel("Password", { exact: true }).fill("Invited-pass-1");
  await page.getByLabel("Confirm password").fill("Invited-pass-1");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Join Acme Inc." }).click();
  await expect(page).toHaveURL(/\/signature$/);
  const me = await (await page.request.get("/api/me")).json();
  expect(me.account.name).toBe("Acme Inc.");
  expect(me.membership.role).toBe("user");

  // The same link again, signed out: it says it was used and offers sign-in, not a form that can only fail.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Invitation already used" })).toBeVisible();
  await expect(page.getByText("This invitation has already been used. Sign in with the address it was sent to.")).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Signet" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("the demo invitation for invited@acme.test is in the outbox and opens 'Join Acme Inc.'", async ({ page, request }) => {
  const link = linkIn(await emailTo(request, "invited@acme.test"));
  expect(link).toMatch(/^\/auth\?invitation=[0-9a-f-]{36}&email=invited%40acme\.test&token=[A-Za-z0-9_-]{32}$/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Join Acme Inc." })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("invited@acme.test");
});

test("a used or unknown invitation says so and offers ordinary sign-up", async ({ page }) => {
  await page.goto(`/auth?invitation=${crypto.randomUUID()}&email=ghost%40example.com`);
  await expect(page.getByText("This invitation is no longer valid")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expect(page.getByLabel("Email")).toBeEditable();
});

// An invitation is accepted only with the emailed secret (proof of the mailbox).
test("an invited admin joins only through the emailed link; a stranger with the same address gets no company", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post("/api/session/sign-in", { data: { email: DEMO.admin, password: DEMO_PASSWORD } })).status()).toBe(200);
  const email = uniqueEmail("new.hire");
  expect((await admin.post("/api/invitations", { data: { email, role: "admin" } })).status()).toBe(201);
  const link = linkIn(await emailTo(admin, email, (e) => e.subject === "Join Acme Inc. on Signet"));
  await admin.dispose();

  // The stranger knows the address, but not the link: ordinary sign-up, no company.
  await page.goto("/auth?signup=true");
  await page.getByLabel("First name").fill("Mallory");
  await page.getByLabel("Last name").fill("Stranger");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Stranger-pass-1");
  await page.getByLabel("Confirm password").fill("Stranger-pass-1");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  expect((await (await page.request.get("/api/me")).json()).membership).toBeNull();

  // The mailbox's owner follows the emailed link and joins Acme as admin.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Join Acme Inc." })).toBeVisible();
  await page.getByLabel("First name").fill("Mallory");
  await page.getByLabel("Last name").fill("Stranger");
  await page.getByLabel("Password", { exact: true }).fill("Stranger-pass-1");
  await page.getByLabel("Confirm password").fill("Stranger-pass-1");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Join Acme Inc." }).click();
  await expect(page).toHaveURL(/\/signature$/);
  const me = await (await page.request.get("/api/me")).json();
  expect(me.account.name).toBe("Acme Inc.");
  expect(me.membership.role).toBe("admin");
});

test("an invitation link without its secret does not join the company", async ({ page, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post("/api/session/sign-in", { data: { email: DEMO.admin, password: DEMO_PASSWORD } })).status()).toBe(200);
  const email = uniqueEmail("no.secret");
  expect((await admin.post("/api/invitations", { data: { email, role: "admin" } })).status()).toBe(201);
  const link = linkIn(await emailTo(admin, email, (e) => e.subject === "Join Acme Inc. on Signet"));
  await admin.dispose();

  // Without the secret the link shows nothing of the company, and signing up there joins nothing.
  await page.goto(link.replace(/&token=[^&]+/, ""));
  await expect(page.getByText(/This invitation is no longer valid/)).toBeVisible();
  await expect(page.getByText("Acme Inc.")).toHaveCount(0);
  await page.getByLabel("First name").fill("Nina");
  await page.getByLabel("Last name").fill("Nolink");
  await page.getByLabel("Password", { exact: true }).fill("Nolink-pass-1");
  await page.getByLabel("Confirm password").fill("Nolink-pass-1");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding/);
  const me = await (await page.request.get("/api/me")).json();
  expect(me.membership).toBeNull();
});
