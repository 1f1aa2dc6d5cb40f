// The app's Content Security Policy: every page sends it, and no page breaks it (the signature
// preview, an iframe that inherits it, still shows its styled signature; an open dialog's scroll
// lock, a <style> element with the page's nonce, applies).
import { expect, test, type Page } from "./support/test";
import { DEMO, signInByApi } from "./support/auth";

const PUBLIC_PAGES = ["/", "/auth", "/auth?signup=true", "/terms", "/privacy", "/contact", "/guide", "/no-such-page"];
const MEMBER_PAGES = ["/signature", "/profile", "/settings", "/guide"];
const ADMIN_PAGES = ["/signature", "/users", "/campaigns", "/templates", "/company-settings", "/statistics"];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function walk(page: Page, pages: string[]) {
  const violations = collectViolations(page);
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"], path).toContain("default-src 'self'");
    expect(response?.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
}

test("public pages send the CSP and break none of it", async ({ page }) => {
  await walk(page, PUBLIC_PAGES);
});

test("a member's pages break no CSP rule, and the signature preview is styled", async ({ page }) => {
  await signInByApi(page, "member@acme.test");
  await walk(page, MEMBER_PAGES);
  await page.goto("/signature");
  const frame = page.frameLocator('[data-testid="signature-preview"]').first();
  // The document's own style attribute applies: the body is padded and uses the signature font.
  await expect(frame.locator("body")).toHaveCSS("font-family", /Arial/);
  await expect(frame.locator("body")).toHaveCSS("padding-top", "16px");
});

test("an admin's pages break no CSP rule", async ({ page }) => {
  await signInByApi(page, "admin@acme.test");
  await walk(page, ADMIN_PAGES);
});

test("API answers with personal data are not cached", async ({ request }) => {
  expect((await request.get("/api/me")).headers()["cache-control"]).toBe("no-store");
  expect((await request.get("/api/health")).headers()["cache-control"]).not.toBe("no-store");
});

// A modal (Radix Dialog, through react-remove-scroll) locks the page behind it with a <style>
// element it writes on opening. That element carries the page's nonce (decision 023): without
// it the CSP blocks the element and the page still scrolls behind the dialog.
async function expectScrollLock(page: Page, open: () => Promise<void>, dialogName: string | RegExp) {
  const body = page.locator("body");
  await expect(body).not.toHaveAttribute("data-scroll-locked");
  // The page (once loaded) is taller than the window, so it could scroll behind the dialog.
  await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollHeight > innerHeight)).toBe(true);
  await open();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect(body).toHaveAttribute("data-scroll-locked", "1");
  await expect(body).toHaveCSS("overflow", "hidden");
  const lock = await page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    const styles = [...document.querySelectorAll("style")].filter((style) => style.textContent?.includes("body[data-scroll-locked]"));
    return { pageNonce: meta?.nonce, styleNonces: styles.map((style) => style.nonce) };
  });
  expect(lock.pageNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(lock.styleNonces).toEqual([lock.pageNonce]);
  // The keyboard no longer scrolls the page (without the lock, Home or End from the focused
  // dialog does).
  const scrollY = await page.evaluate(() => window.scrollY);
  await dialog.focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("End");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(body).not.toHaveAttribute("data-scroll-locked");
  await expect(body).not.toHaveCSS("overflow", "hidden");
  return lock.pageNonce!;
}

test("dialogs and confirm dialogs lock the page behind them and break no CSP rule", async ({ page }) => {
  // A short window, so that every page here is taller than it and could scroll.
  await page.setViewportSize({ width: 1280, height: 420 });
  await signInByApi(page, DEMO.admin);
  const violations = collectViolations(page);

  const settings = await page.goto("/settings");
  const nonce = await expectScrollLock(page, () => page.getByRole("button", { name: "Delete my user" }).click(), "Delete your user?");
  // The page's nonce is the one its CSP header allows for style elements.
  expect(settings?.headers()["content-security-policy"]).toMatch(new RegExp(`style-src-elem [^;]*'nonce-${escapeRegExp(nonce)}'`));

  const offices = await page.goto("/company-settings?tab=offices");
  const office = page.getByTestId("office-row").first();
  const nextNonce = await expectScrollLock(page, () => office.getByRole("button", { name: /^Delete / }).click(), /^Delete .+\?$/);
  expect(offices?.headers()["content-security-policy"]).toContain(`'nonce-${nextNonce}'`);
  expect(nextNonce).not.toBe(nonce);

  // The phone menu is a dialog too.
  await page.setViewportSize({ width: 375, height: 500 });
  await page.goto("/settings");
  await expectScrollLock(page, () => page.getByRole("button", { name: "Open menu" }).click(), "Menu");

  expect(violations).toEqual([]);
});
