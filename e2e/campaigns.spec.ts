// Campaigns: an admin creates, edits and pauses campaigns with a live preview;
// a member sees a required campaign locked on; a click on the tracked banner link shows on
// /statistics, which exports CSV; repeats from one network are shown as discarded, and a
// suspended company's link answers a page naming its target. Each test uses a fresh company.
import path from "node:path";
import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { DEMO, DEMO_PASSWORD, signUpByApi, uniqueEmail } from "./support/auth";
import { emailTo, linkIn } from "./support/outbox";
import { variantOf } from "../src/shared/campaigns/campaign-variant";

const BANNER = path.join(import.meta.dirname, "..", "public", "static", "demo", "banner-launch.png");
const BANNER_B = path.join(import.meta.dirname, "..", "public", "static", "demo", "banner-survey.png");

// A person's browser (Headless Chromium names itself "HeadlessChrome", rightly not counted).
const READER_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function freshAdmin(page: Page) {
  const company = `Campaigns ${Date.now().toString(36)}`;
  await signUpByApi(page, { company, first: "Ada", last: "Admin", email: uniqueEmail("campaigns-admin") });
  return company;
}

async function createByApi(request: APIRequestContext, values: Record<string, unknown>) {
  const res = await request.post("/api/campaigns", {
    data: { departmentIds: [], isRequired: false, landingPageUrl: "https://example.com/landing", ...values },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).campaign as { id: string; name: string };
}

test("a landing page typed without https:// is saved with it", async ({ page }) => {
  await freshAdmin(page);
  await page.goto("/campaigns");
  await page.getByRole("button", { name: "Create your first campaign" }).click();
  await page.getByLabel("Name").fill("Bare landing");
  await page.getByLabel("Landing page URL").fill("example.com/launch");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText('"Bare landing" was saved as a draft.')).toBeVisible();
  await expect(page.getByText("Landing page must be an http:// or https:// address")).toHaveCount(0);
  const res = await page.request.get("/api/campaigns");
  const { campaigns } = (await res.json()) as { campaigns: { name: string; landingPageUrl: string | null }[] };
  expect(campaigns.find((c) => c.name === "Bare landing")?.landingPageUrl).toBe("https://example.com/launch");
});

test("an admin creates a scheduled campaign with an uploaded banner, edits it and pauses it", async ({ page }) => {
  await freshAdmin(page);
  await page.goto("/campaigns");
  await expect(page.getByRole("heading", { name: "No campaigns yet" })).toBeVisible();
  await page.getByRole("button", { name: "Create your first campaign" }).click();
  await expect(page.getByRole("heading", { name: "New campaign" })).toBeVisible();

  await page.getByLabel("Name").fill("Winter webinar");
  await page.getByLabel("Description").fill("Join our live product tour");
  await page.locator('input[type="file"]').first().setInputFiles(BANNER);
  await expect(page.getByText("Uploaded image")).toBeVisible();
  await page.getByLabel("Alt text").fill("Winter webinar banner");
  await page.getByLabel("Landing page URL").fill("https://example.com/webinar");
  await page.getByLabel("Call to action", { exact: true }).fill("Save your seat");
  await page.getByLabel("Start").fill("2031-01-15T09:00");
  await page.getByLabel("End").fill("2031-01-10T09:00");
  // Times are typed in the company's zone (UTC for a company made through the API).
  await expect(page.getByText("Times are in your company's time zone, UTC")).toBeVisible();

  const preview = page.frameLocator('iframe[title="Signature preview with this campaign"]');
  await expect(preview.getByText("Save your seat")).toBeVisible();
  await expect(preview.locator('img[alt="Winter webinar banner"]')).toHaveAttribute("src", /\/files\/banners\/.+\.png$/);

  await page.getByRole("button", { name: "Schedule campaign" }).click();
  await expect(page.getByText("End must be after the start")).toBeVisible();
  await page.getByLabel("End").fill("2031-01-31T18:00");
  await page.getByRole("button", { name: "Schedule campaign" }).click();
  await expect(page.getByText('"Winter webinar" is scheduled.')).toBeVisible();

  const list = page.getByRole("list", { name: "Campaigns" });
  const row = list.getByRole("listitem").filter({ hasText: "Winter webinar" });
  await expect(row.getByText("Scheduled")).toBeVisible();
  await expect(row.getByText("All departments")).toBeVisible();

  await row.getByRole("button", { name: "Edit Winter webinar" }).click();
  await expect(page.getByLabel("Start")).toHaveValue("2031-01-15T09:00");
  await page.getByLabel("Name").fill("Winter webinar 2031");
  await page.getByLabel("Start").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText('"Winter webinar 2031" was saved.')).toBeVisible();

  const live = list.getByRole("listitem").filter({ hasText: "Winter webinar 2031" });
  await expect(live.getByText("Live", { exact: true })).toBeVisible();
  await live.getByRole("button", { name: "Pause Winter webinar 2031" }).click();
  await expect(page.getByText(/is paused and has left every signature/)).toBeVisible();
  await expect(live.getByText("Paused", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: /^Paused/ }).click();
  await expect(list.getByRole("listitem").filter({ hasText: "Winter webinar 2031" })).toBeVisible();
  await page.getByRole("button", { name: /^Live/ }).click();
  await expect(page.getByText("No live campaigns.")).toBeVisible();
});

test("a member sees a required campaign switched on and locked in their picker", async ({ page, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail("campaigns-member");
  const company = `Required ${Date.now().toString(36)}`;
  const adminEmail = uniqueEmail("campaigns-owner");
  expect(
    (
      await admin.post("/api/session/sign-up", {
        data: {
          email: adminEmail,
          password: "E2e-password-1",
          confirmPassword: "E2e-password-1",
          first_name: "Owner",
          last_name: "Admin",
          company_name: company,
          acceptTerms: true,
        },
      })
    ).status(),
  ).toBe(201);
  await createByApi(admin, { name: "Company rebrand", description: "Our new look", ctaText: "See the new look", isRequired: true });
  await createByApi(admin, { name: "Optional offer", description: "Ten percent off", ctaText: "Get the offer" });
  expect((await admin.post("/api/invitations", { data: { email, role: "user" } })).status()).toBe(201);
  const link = new URL(linkIn(await emailTo(admin, email, (e) => e.subject.startsWith("Join "))), baseURL);
  await admin.dispose();
  await signUpByApi(page, {
    email,
    first: "Mo",
    last: "Member",
    invitation: { id: link.searchParams.get("invitation")!, token: link.searchParams.get("token")! },
  });

  await page.goto("/signature");
  const required = page.getByRole("switch", { name: "Company rebrand" });
  await expect(required).toBeChecked();
  await expect(required).toBeDisabled();
  await expect(page.getByText("Required by your company")).toBeVisible();
  const optional = page.getByRole("switch", { name: "Optional offer" });
  await expect(optional).not.toBeChecked();
  await expect(optional).toBeEnabled();
  const preview = page.frameLocator('iframe[title="Email signature preview"]');
  await expect(preview.getByText("See the new look")).toBeVisible();
  await expect(preview.getByText("Get the offer")).toHaveCount(0);
});

test("a click on the tracked banner link of a member's signature shows on /statistics, which exports CSV", async ({
  page,
  browser,
  baseURL,
}) => {
  await freshAdmin(page);
  const campaign = await createByApi(page.request, {
    name: "Launch week",
    imageUrl: "https://example.com/banner.png",
    ctaText: "Read the launch post",
    // A public page of this server, so the test needs no outside network.
    landingPageUrl: `${baseURL}/terms`,
  });
  expect((await page.request.post("/api/campaign-selections", { data: { campaignId: campaign.id } })).status()).toBe(201);
  const { html } = await (await page.request.get("/api/signature")).json();
  const href = /href="([^"]*\/r\/[A-Za-z0-9_-]+)"/.exec(html)?.[1];
  expect(href).toBeTruthy();

  // Someone reading the email follows the link (a fresh browser, not the app). Headless
  // Chromium names itself "HeadlessChrome", which is rightly not counted as a person.
  const reader = await browser.newContext({ userAgent: READER_AGENT });
  const readerPage = await reader.newPage();
  await readerPage.goto(href!);
  await expect(readerPage).toHaveURL(`${baseURL}/terms`);
  await reader.close();

  await page.goto("/statistics");
  const clicks = page.locator("section[aria-label=Summary] > div").filter({ hasText: /^Clicks/ });
  await expect(clicks.getByText("1", { exact: true })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Launch week" });
  await expect(row.getByRole("cell").nth(2)).toHaveText("1");
  // Plain words and singular forms; the chart legend shows a hint, not "--", until a day is pointed at.
  await expect(page.getByText("Have opened their signature page")).toBeVisible();
  await expect(page.getByText("1 click · 0 impressions").first()).toBeVisible();
  const legend = page.locator(".u-legend");
  await expect(legend).toContainText("point at the chart to see a day");
  await expect(legend).not.toContainText("--");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  const csv = await readFile(await file.path(), "utf8");
  // One CSV writer for the app: a cell is quoted only when it needs to be.
  const lines = csv.split("\r\n");
  expect(lines).toContain("Clicks,1,0");
  expect(lines).toContain("Launch week,all,0,1,1,0,");
  expect(lines).toContain("Repeats discarded,0,0");
});

test("repeated clicks from one network show as discarded repeats on /statistics; once suspended, the link shows a page naming its target", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  await freshAdmin(page);
  const target = "https://phishing.example/login?next=/account";
  const campaign = await createByApi(page.request, {
    name: "Repeat offer",
    imageUrl: "https://example.com/banner.png",
    landingPageUrl: target,
  });
  expect((await page.request.post("/api/campaign-selections", { data: { campaignId: campaign.id } })).status()).toBe(201);
  const { html } = await (await page.request.get("/api/signature")).json();
  const href = /href="([^"]*\/r\/[A-Za-z0-9_-]+)"/.exec(html)?.[1];
  expect(href).toBeTruthy();

  // Twelve readers' clicks from one address, each with a user agent of its own: one network.
  const reader = await playwright.request.newContext();
  for (let i = 0; i < 12; i++) {
    const res = await reader.get(href!, { maxRedirects: 0, headers: { "user-agent": `${READER_AGENT} Build/${i}` } });
    expect(res.status()).toBe(302);
  }
  await page.goto("/statistics");
  const tile = (label: RegExp) => page.locator("section[aria-label=Summary] > div").filter({ hasText: label });
  await expect(tile(/^Clicks/).getByText("10", { exact: true })).toBeVisible();
  await expect(tile(/^Unique clicks/).getByText("1", { exact: true })).toBeVisible();
  await expect(page.getByText("2 repeats discarded")).toBeVisible();

  // The super admin suspends the company: its link now names the target and goes nowhere by itself.
  const accountId = (await (await page.request.get("/api/me")).json()).account.id as string;
  const root = await playwright.request.newContext({ baseURL });
  expect((await root.post("/api/session/sign-in", { data: { email: DEMO.superAdmin, password: DEMO_PASSWORD } })).status()).toBe(200);
  expect((await root.post(`/api/admin/accounts/${accountId}/suspend`, { data: { reason: "Phishing" } })).status()).toBe(200);
  await root.dispose();
  const visitor = await browser.newContext({ userAgent: READER_AGENT });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(href!);
  await expect(visitorPage).toHaveURL(href!);
  await expect(visitorPage.getByRole("heading", { name: "This link is not active" })).toBeVisible();
  await expect(visitorPage.getByText(target, { exact: true })).toBeVisible();
  const onward = visitorPage.getByRole("link", { name: "Continue to phishing.example" });
  await expect(onward).toHaveAttribute("href", target);
  await expect(onward).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await visitor.close();
  const again = await reader.get(href!, { maxRedirects: 0, headers: { "user-agent": READER_AGENT } });
  expect(again.status()).toBe(200);
  expect(again.headers()["location"]).toBeUndefined();
  await reader.dispose();
});

test("an A/B member's picker shows the banner their signature carries, and /statistics has a row per variant", async ({
  page,
  browser,
  baseURL,
}) => {
  await freshAdmin(page);
  const upload = async (file: string) => {
    const res = await page.request.post("/api/campaigns/banner", {
      multipart: { file: { name: "banner.png", mimeType: "image/png", buffer: await readFile(file) } },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).url as string;
  };
  const [bannerA, bannerB] = [await upload(BANNER), await upload(BANNER_B)];
  const userId = (await (await page.request.get("/api/me")).json()).user.id as string;
  // Public pages of this server, so the test needs no outside network.
  const variantB = { altTextB: "Survey banner", landingPageUrlB: `${baseURL}/privacy` };
  // Variant B is the one a mix-up shows: campaigns are made until this admin gets B.
  let campaign = await createByApi(page.request, { name: "Split test", imageUrl: bannerA, imageUrlB: bannerB, ...variantB });
  while (variantOf(campaign.id, userId) !== "b") {
    await page.request.delete(`/api/campaigns/${campaign.id}`);
    campaign = await createByApi(page.request, { name: "Split test", imageUrl: bannerA, imageUrlB: bannerB, ...variantB });
  }
  expect((await page.request.post("/api/campaign-selections", { data: { campaignId: campaign.id } })).status()).toBe(201);

  await page.goto("/signature");
  const thumbnail = page.locator(`img[src="${bannerB}"]`);
  await expect(thumbnail).toBeVisible();
  await expect(page.locator(`img[src="${bannerA}"]`)).toHaveCount(0);
  const preview = page.frameLocator('iframe[title="Email signature preview"]');
  const banner = preview.locator('img[alt="Survey banner"]');
  await expect(banner).toBeVisible();
  const tracked = await banner.getAttribute("src");
  // The preview's banner comes through the tracking address: the same bytes as banner B.
  const served = await (await page.request.get(tracked!)).body();
  expect(served.equals(await (await page.request.get(bannerB)).body())).toBe(true);
  expect(served.equals(await (await page.request.get(bannerA)).body())).toBe(false);

  // A reader follows the link: the click is variant B's and lands on B's page.
  const { html } = await (await page.request.get("/api/signature")).json();
  const reader = await browser.newContext({ userAgent: READER_AGENT });
  const readerPage = await reader.newPage();
  await readerPage.goto(/href="([^"]*\/r\/[A-Za-z0-9_-]+)"/.exec(html)![1]);
  await expect(readerPage).toHaveURL(`${baseURL}/privacy`);
  await reader.close();

  await page.goto("/statistics");
  const table = page.getByRole("table").filter({ hasText: "Split test" });
  await expect(table.getByRole("row").filter({ hasText: "Variant A" })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "Variant B" }).getByRole("cell").nth(2)).toHaveText("1");
});
