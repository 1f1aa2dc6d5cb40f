// The super admin's lists open a row wherever it is clicked (the email too, not only the
// name), through a real link stretched over the row: Tab reaches it with a visible ring,
// Enter opens it, and a ctrl or middle click opens a new tab. On a phone the stacked rows
// work the same way.
import { expect, test, type Locator, type Page } from "./support/test";
import { DEMO, signInByApi } from "./support/auth";

/** The focus ring is drawn by the stretched link's box, around the whole row. */
async function ringOf(link: Locator) {
  return link.evaluate((el) => {
    const after = getComputedStyle(el, "::after");
    return { style: after.outlineStyle, width: after.outlineWidth, rowWidth: el.closest("tr")!.getBoundingClientRect().width };
  });
}

// The row's link lies over the text, so Playwright would wait for the text to be the click's
// target: `force` clicks at the text's place, where the user's pointer would land (on the link).
const clickOn = (target: Locator, how: Parameters<Locator["click"]>[0] = {}) => target.click({ ...how, force: true });

async function expectNewTab(page: Page, target: Locator, how: { button?: "middle"; modifiers?: ["ControlOrMeta"] }, url: RegExp) {
  const opened = page.context().waitForEvent("page");
  await clickOn(target, how);
  const tab = await opened;
  await expect(tab).toHaveURL(url);
  await tab.close();
  // The list itself stays where it was.
  await expect(page).toHaveURL(/\/admin\/(users|accounts)\?q=/);
}

for (const width of [1280, 390]) {
  test(`admin users and accounts open from anywhere on a row, by keyboard, and in a new tab (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInByApi(page, DEMO.superAdmin);

    await page.goto(`/admin/users?q=${encodeURIComponent(DEMO.member)}`);
    const userRow = page.getByRole("row", { name: new RegExp(DEMO.member.replace(/[.]/g, "\\.")) });
    const userLink = userRow.getByRole("link").first();
    await expect(userRow).toBeVisible();
    const userUrl = new RegExp(`/admin/users/[^/?]+$`);
    const href = await userLink.getAttribute("href");

    await expectNewTab(page, userRow.getByText(DEMO.member), { modifiers: ["ControlOrMeta"] }, userUrl);
    await expectNewTab(page, userRow.getByText(DEMO.member), { button: "middle" }, userUrl);

    // Clicking the email (not the name) opens the user.
    await clickOn(userRow.getByText(DEMO.member));
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { name: "Sessions" })).toBeVisible();

    // Keyboard: Tab from the search box reaches the row's link, the ring shows, Enter opens it.
    await page.goBack();
    await page.getByRole("searchbox", { name: "Search users" }).focus();
    const focused = page.locator("a[data-row-link]:focus");
    for (let i = 0; i < 10 && (await focused.count()) === 0; i += 1) await page.keyboard.press("Tab");
    await expect(focused).toHaveAttribute("href", href!);
    const ring = await ringOf(focused);
    expect(ring.style).toBe("solid");
    expect(ring.width).toBe("2px");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    // The account link inside a user row still opens the account, not the user.
    await page.goBack();
    await userRow.getByRole("link", { name: "Acme Inc." }).click();
    await expect(page).toHaveURL(/\/admin\/accounts\/[^/?]+$/);

    await page.goto("/admin/accounts?q=Acme%20Inc.");
    const accountRow = page.getByRole("row", { name: /Acme Inc\./ }).first();
    await expectNewTab(page, accountRow.getByText(/^\d+$/).first(), { modifiers: ["ControlOrMeta"] }, /\/admin\/accounts\/[^/?]+$/);
    // A click on the member count, far from the name, opens the account.
    await clickOn(accountRow.getByText(/^\d+$/).first());
    await expect(page).toHaveURL(/\/admin\/accounts\/[^/?]+$/);
    await expect(page.getByRole("heading", { name: "Members" })).toBeVisible();
  });
}
