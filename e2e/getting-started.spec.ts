// The admin's first-run path on /signature and the campaign picker's cards
// at the desktop width where the checklist and the four-column grid matter.
import { expect, test, type Page } from "./support/test";
import { DEMO, signInByApi, signUpByApi, uniqueEmail } from "./support/auth";
import { SIGNATURE_PAGE_TEXT, TOASTS } from "../src/shared/messages";

test.use({ viewport: { width: 1280, height: 900 } });

const checklist = (page: Page) => page.getByTestId("getting-started");
const step = (page: Page, key: string) => checklist(page).locator(`li[data-step="${key}"]`);

test("a new admin's checklist links each step to its page and ticks 'Invite the team' after an invitation", async ({ page }) => {
  await signUpByApi(page, { company: `First Run ${Date.now().toString(36)}`, email: uniqueEmail("firstrun") });
  await page.goto("/signature");
  await expect(checklist(page).getByRole("heading", { name: "Get started with Signet" })).toBeVisible();
  await expect(checklist(page).getByText("0 of 6 done")).toBeVisible();
  const expected: [string, string, string][] = [
    ["logo", "Upload the logo", "/company-settings"],
    ["connect", "Connect Google Workspace or Microsoft 365", "/company-settings?tab=integrations"],
    ["team", "Invite the team", "/users"],
    ["template", "Pick or design a template", "/templates"],
    ["campaign", "Create a campaign", "/campaigns"],
    ["deploy", "Deploy to the team", "/users"],
  ];
  for (const [key, label, href] of expected) {
    await expect(step(page, key)).toHaveAttribute("data-done", "false");
    await expect(step(page, key).getByRole("link", { name: new RegExp(`to do: ${label}`) })).toHaveAttribute("href", href);
  }
  // No campaigns yet: the page's sentence, and for an admin where to create one.
  await expect(page.getByText(SIGNATURE_PAGE_TEXT.noCampaigns)).toBeVisible();
  await expect(page.getByRole("link", { name: "Marketing Campaigns", exact: true }).last()).toHaveAttribute("href", "/campaigns");

  const invited = await page.request.post("/api/invitations", { data: { email: uniqueEmail("teammate"), role: "user" } });
  expect(invited.status(), await invited.text()).toBe(201);
  await page.reload();
  await expect(step(page, "team")).toHaveAttribute("data-done", "true");
  await expect(step(page, "team").getByRole("link", { name: /Step 3, done: Invite the team/ })).toBeVisible();
  await expect(checklist(page).getByText("1 of 6 done")).toBeVisible();
  await expect(step(page, "logo")).toHaveAttribute("data-done", "false");

  // Following a step leads to its page.
  await step(page, "campaign").getByRole("link").click();
  await expect(page).toHaveURL(/\/campaigns$/);
});

test("copying the signature ticks 'Deploy to the team' at once", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpByApi(page, { company: `Copy Test ${Date.now().toString(36)}`, email: uniqueEmail("copytick") });
  await page.goto("/signature");
  await expect(step(page, "deploy")).toHaveAttribute("data-done", "false");
  await expect(page.locator('iframe[title="Email signature preview"]')).toBeVisible();
  await page.getByRole("button", { name: "Copy signature" }).click();
  await expect(page.getByText(TOASTS.signatureCopied)).toBeVisible();
  await expect(step(page, "deploy")).toHaveAttribute("data-done", "true");
});

test("hiding the checklist keeps it hidden after a reload; members never see it", async ({ page, browser }) => {
  await signUpByApi(page, { company: `Hide Test ${Date.now().toString(36)}`, email: uniqueEmail("hide") });
  await page.goto("/signature");
  await expect(checklist(page)).toBeVisible();
  await page.getByRole("button", { name: "Hide the getting-started checklist" }).click();
  await expect(checklist(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: SIGNATURE_PAGE_TEXT.campaignsTitle })).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);

  const member = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInByApi(member, DEMO.member);
  await member.goto("/signature");
  await expect(member.getByRole("switch", { name: "December webinar" })).toBeVisible();
  await expect(checklist(member)).toHaveCount(0);
  await member.close();
});

test("campaign cards show the banner, two lines of description, and the full description on focus or hover", async ({ page }) => {
  await signInByApi(page, DEMO.member);
  await page.goto("/signature");
  const card = page.getByTestId("campaign-card").filter({ hasText: "December webinar" });
  await expect(card.locator("img")).toHaveAttribute("src", "/static/demo/banner-webinar.png");
  const clamped = card.locator("p").first();
  await expect(clamped).toHaveCSS("-webkit-line-clamp", "2");
  // Three campaigns fill three columns on a large screen: no empty column.
  const columns = await page.locator("ul[aria-busy]").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(3);

  const full = "Invite contacts to our live webinar on signatures that sell, on December 10.";
  await expect(card.getByTestId("campaign-description-full")).toHaveCount(0);
  await page.getByRole("switch", { name: "December webinar" }).focus();
  await expect(card.getByTestId("campaign-description-full")).toHaveText(full);
  await expect(card.getByTestId("campaign-description-full")).toBeInViewport();
  await page.keyboard.press("Escape");
  await expect(card.getByTestId("campaign-description-full")).toHaveCount(0);
  const launch = page.getByTestId("campaign-card").filter({ hasText: "Acme Cloud 3.0 launch" });
  await launch.hover();
  await expect(launch.getByTestId("campaign-description-full")).toHaveText(
    "Announce the new release: faster sync, offline mode and a fresh design.",
  );

  // Toggling still shows the campaign-selection toast.
  const toggle = page.getByRole("switch", { name: "Customer survey" });
  try {
    await toggle.click();
    await expect(page.getByText(TOASTS.campaignUpdated)).toBeVisible();
  } finally {
    const { campaignIds } = await (await page.request.get("/api/campaign-selections")).json();
    for (const id of campaignIds) await page.request.delete(`/api/campaign-selections/${id}`);
  }
});

test("at phone width the campaign grid is one column and the page does not scroll sideways", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInByApi(page, DEMO.member);
  await page.goto("/signature");
  await expect(page.getByTestId("campaign-card")).toHaveCount(3);
  const columns = await page.locator("ul[aria-busy]").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
