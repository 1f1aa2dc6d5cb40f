// The app's Content Security Policy: every page sends it, and no page breaks it (the signature
// preview, an iframe that inherits it, still shows its styled signature).
import { expect, test, type Page } from "@playwright/test";
import { signInByApi } from "./support/auth";

const PUBLIC_PAGES = ["/", "/auth", "/auth?signup=true", "/terms", "/privacy", "/contact", "/guide", "/no-such-page"];
const MEMBER_PAGES = ["/signature", "/profile", "/settings", "/guide"];
const ADMIN_PAGES = ["/signature", "/users", "/campaigns", "/templates", "/company-settings", "/statistics"];

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
