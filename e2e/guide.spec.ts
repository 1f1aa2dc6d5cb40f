// /guide: every email client's steps and pictures, the phone picker, deep links and the FAQ.
import { expect, test, type Locator, type Page } from "./support/test";
import { DEMO, signInByApi } from "./support/auth";

// What a member sees for each client: the tab, the guide's title, and a control its steps name.
const CLIENTS = [
  { tab: "Gmail Web", title: "Gmail on the web", control: "See all settings" },
  { tab: "Outlook Windows (classic)", title: "Outlook for Windows (classic)", control: "Signatures..." },
  { tab: "New Outlook Windows and web", title: "New Outlook for Windows and Outlook on the web", control: "+ New signature" },
  { tab: "Outlook Mac", title: "Outlook for Mac", control: "Choose default signature" },
  { tab: "Apple Mail Mac", title: "Apple Mail on the Mac", control: "Always match my default message font" },
  { tab: "Mail iPhone and iPad", title: "Mail on iPhone and iPad", control: "Per Account" },
  { tab: "Thunderbird Windows, Mac, Linux", title: "Thunderbird", control: "Use HTML" },
  { tab: "Gmail app Android", title: "Gmail app for Android", control: "Mobile signature" },
];

async function openGuide(page: Page, hash = "") {
  await signInByApi(page, DEMO.member);
  await page.goto(`/guide${hash}`);
  await expect(page.getByRole("heading", { level: 1, name: "Help Guide" })).toBeVisible();
}

async function expectImagesLoaded(panel: Locator) {
  const images = panel.getByRole("img");
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const image = images.nth(i);
    expect(await image.getAttribute("alt")).toMatch(/\w{3,}/);
    await image.scrollIntoViewIfNeeded(); // they load lazily
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
  }
}

test("each client's tab shows its numbered steps and its pictures load", async ({ page }) => {
  await openGuide(page);
  for (const client of CLIENTS) {
    const tab = page.getByRole("tab", { name: client.tab, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { level: 2, name: client.title, exact: true })).toBeVisible();
    const steps = panel.getByRole("list").first().getByRole("listitem");
    expect(await steps.count()).toBeGreaterThanOrEqual(4);
    await expect(steps.first().getByRole("link", { name: "Create Signature" })).toHaveAttribute("href", "/signature");
    await expect(steps.filter({ hasText: client.control }).first()).toBeVisible();
    await expectImagesLoaded(panel);
  }
});

test("the first step of the copy-paste guides starts from the copy button", async ({ page }) => {
  await openGuide(page, "#outlook-classic");
  const firstStep = page.getByRole("tabpanel").getByRole("listitem").first();
  await expect(firstStep.locator("p").first()).toHaveText(
    /^Copy your signature on the Create Signature page \(the copy button\), then open Outlook/,
  );
});

test("the tabs work from the keyboard and the chosen client is kept in the URL", async ({ page }) => {
  await openGuide(page, "#thunderbird");
  const thunderbird = page.getByRole("tab", { name: CLIENTS[6].tab, exact: true });
  await expect(thunderbird).toHaveAttribute("aria-selected", "true");
  await thunderbird.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: CLIENTS[7].tab, exact: true })).toBeFocused();
  await expect(page.getByRole("tabpanel").getByRole("heading", { name: CLIENTS[7].title })).toBeVisible();
  await expect(page).toHaveURL(/\/guide#android-gmail$/);
});

test("at phone width a select picks the client and nothing overflows", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openGuide(page);
  await expect(page.getByRole("tab", { name: CLIENTS[0].tab, exact: true })).toBeHidden();
  await page.getByRole("combobox", { name: "Email app" }).selectOption("ios-mail");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { name: "Mail on iPhone and iPad" })).toBeVisible();
  await expect(panel.getByText(/plain-text signature/)).toBeVisible();
  await expectImagesLoaded(panel);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("an FAQ answer expands", async ({ page }) => {
  await openGuide(page);
  const question = page.getByRole("button", { name: "Gmail says my signature is too long" });
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: "Gmail says my signature is too long" })).toContainText("10,000 characters");
});
