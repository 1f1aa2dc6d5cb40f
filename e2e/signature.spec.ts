// The member's signature page: preview, campaigns, copy, open in a new tab.
import { expect, test, type Page } from "./support/test";
import { DEMO, signInByApi, signUpByApi, uniqueEmail } from "./support/auth";
import { SIGNATURE_PAGE_TEXT, TOASTS } from "../src/shared/messages";

const preview = (page: Page) => page.frameLocator('iframe[title="Email signature preview"]');

async function openSignaturePage(page: Page) {
  await signInByApi(page, DEMO.member);
  await page.goto("/signature");
  await expect(preview(page).getByText("Jordan Lee").first()).toBeVisible();
}

test("the demo member sees the campaign picker and a preview with their name and office", async ({ page }) => {
  await openSignaturePage(page);
  await expect(page.getByRole("heading", { name: SIGNATURE_PAGE_TEXT.campaignsTitle })).toBeVisible();
  await expect(page.getByText(SIGNATURE_PAGE_TEXT.campaignsSubtitle)).toBeVisible();
  await expect(page.getByRole("heading", { name: SIGNATURE_PAGE_TEXT.previewTitle, exact: true })).toBeVisible();
  await expect(page.getByText(SIGNATURE_PAGE_TEXT.previewSubtitle)).toBeVisible();
  await expect(page.getByRole("switch", { name: "December webinar" })).toBeVisible();
  await expect(preview(page).getByText(/San Francisco HQ/)).toBeVisible();
  // The frame runs nothing: no scripts, no same-origin access.
  await expect(page.locator('iframe[title="Email signature preview"]')).toHaveAttribute("sandbox", "");
});

test("switching a campaign on adds its banner to the preview, and off removes it", async ({ page }) => {
  await openSignaturePage(page);
  const campaign = page.getByRole("switch", { name: "December webinar" });
  // The banner goes through the tracking address /i/{token}, which serves the image.
  const banner = preview(page).locator('img[alt="December webinar"][src*="/i/"]');
  await expect(campaign).toHaveAttribute("aria-checked", "false");
  try {
    await campaign.click();
    await expect(page.getByText(TOASTS.campaignUpdated)).toBeVisible();
    await expect(campaign).toHaveAttribute("aria-checked", "true");
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute("height", "90");

    await campaign.click();
    await expect(campaign).toHaveAttribute("aria-checked", "false");
    await expect(banner).toHaveCount(0);
  } finally {
    // Leave the demo member as other tests expect them, whatever happened above.
    const { campaignIds } = await (await page.request.get("/api/campaign-selections")).json();
    for (const id of campaignIds) await page.request.delete(`/api/campaign-selections/${id}`);
  }
});

test("copy puts the signature on the clipboard as HTML with a plain-text version", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openSignaturePage(page);
  await page.getByRole("button", { name: "Copy signature" }).click();
  await expect(page.getByText(TOASTS.signatureCopied)).toBeVisible();
  const clipboard = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return {
      types: item.types,
      html: await (await item.getType("text/html")).text(),
      text: await (await item.getType("text/plain")).text(),
    };
  });
  expect(clipboard.types).toEqual(expect.arrayContaining(["text/html", "text/plain"]));
  expect(clipboard.html).toContain("<table");
  expect(clipboard.html).toContain("Jordan Lee");
  expect(clipboard.html).not.toMatch(/<script|onerror=|javascript:/i);
  expect(clipboard.text).toContain("Jordan Lee");
  expect(clipboard.text).not.toContain("<");
  // The copy is recorded for the statistics page.
  await expect(async () => {
    const { signature } = await (await page.request.post("/api/signature/ensure")).json();
    expect(signature.lastCopiedAt).not.toBeNull();
  }).toPass();
});

test("open in new tab shows the signature alone", async ({ page, context }) => {
  await openSignaturePage(page);
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: SIGNATURE_PAGE_TEXT.openInNewTab }).click(),
  ]);
  await expect(tab.getByText("Jordan Lee").first()).toBeVisible();
  await expect(tab.getByText(/San Francisco HQ/)).toBeVisible();
  await expect(tab.getByRole("button")).toHaveCount(0);
});

test("download saves the signature as an HTML file, for clients that take a file", async ({ page }) => {
  await openSignaturePage(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download HTML" }).click()]);
  expect(download.suggestedFilename()).toBe("signature.html");
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const html = Buffer.concat(chunks).toString("utf8");
  expect(html).toMatch(/^<!DOCTYPE html>/);
  expect(html).toContain("Jordan Lee");
  expect(html).not.toMatch(/<script/i);
});

test("a blocked popup says how to allow it", async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await openSignaturePage(page);
  await page.getByRole("button", { name: SIGNATURE_PAGE_TEXT.openInNewTab }).click();
  await expect(page.getByText(TOASTS.popupBlocked)).toBeVisible();
});

test("at phone width the preview scales down to fit the screen, is no tab stop, and the copied HTML stays 600 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignaturePage(page);
  const region = page.getByRole("region", { name: "Signature preview" });
  const frame = page.locator('iframe[title="Email signature preview"]');
  const regionBox = await region.boundingBox();
  const frameBox = await frame.boundingBox();
  // The frame is drawn narrower than 600 px and inside its card; nothing scrolls sideways.
  expect(frameBox!.width).toBeLessThan(600);
  expect(frameBox!.x + frameBox!.width).toBeLessThanOrEqual(regionBox!.x + regionBox!.width + 1);
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
  expect(await region.getAttribute("tabindex")).toBeNull();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The laid-out width of the signature is still the mail client's.
  expect(await frame.evaluate((el) => (el as HTMLIFrameElement).style.width)).toBe("600px");
});

test("a member without photo in a company without logo copies monograms, never placeholder art", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpByApi(page, { company: "Quill Harbor", first: "Maya", last: "Ortiz", email: uniqueEmail("monogram") });
  await page.goto("/signature");
  await expect(preview(page).getByText("Maya Ortiz").first()).toBeVisible();
  // The prompts sit beside the preview, for this admin both; they are not in the signature.
  await expect(page.getByRole("link", { name: "Add your photo" })).toHaveAttribute("href", "/profile");
  await expect(page.getByRole("link", { name: "Add your logo" })).toHaveAttribute("href", "/company-settings");
  await expect(preview(page).getByText(/Add your/)).toHaveCount(0);
  await page.getByRole("button", { name: "Copy signature" }).click();
  await expect(page.getByText(TOASTS.signatureCopied)).toBeVisible();
  const html = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return (await item.getType("text/html")).text();
  });
  expect(html).not.toContain("/static/defaults/");
  expect(html).not.toMatch(/YOUR LOGO|Add your/i);
  const photo = /src="(https?:\/\/[^"]+\/monograms\/photo\/MO-\d\.png)"/.exec(html);
  const logo = /src="(https?:\/\/[^"]+\/monograms\/logo\/QH-\d\.png)"/.exec(html);
  expect(photo, html).not.toBeNull();
  expect(logo, html).not.toBeNull();
  // The images are real PNGs the app serves, cacheable for good.
  for (const url of [photo![1], logo![1]]) {
    const response = await page.request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
  }
  // And the preview frame really shows them (a broken image has no natural width).
  const photoImg = preview(page).locator('img[src*="/monograms/photo/"]');
  await expect.poll(() => photoImg.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});
