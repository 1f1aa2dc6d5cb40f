// A route that fails to load shows 'Unexpected Application Error!' (the error page
// itself loads beside the first page, not in the entry chunk: decision 010).
import { expect, test } from "./support/test";
import { ERROR_PAGE_TEXT } from "../src/shared/messages";
import { DEMO, signInByApi } from "./support/auth";

test("a page whose code cannot be loaded shows the application error page with a way home", async ({ page }) => {
  await signInByApi(page, DEMO.member);
  await page.route(/\/assets\/profile-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: ERROR_PAGE_TEXT.routingError })).toBeVisible();
  await expect(page).toHaveTitle(/^Error · Signet$/);
  await page.getByRole("link", { name: ERROR_PAGE_TEXT.returnHome }).click();
  await expect(page).toHaveURL(/\/$/);
});
