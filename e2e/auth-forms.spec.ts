// The auth forms' rough edges: the banner clears once its cause is fixed,
// a disappearing field error does not move the next control from under the pointer,
// "Please sign in instead" leads to sign-in, and the forgot-password confirmation says
// the same as its toast, naming both the code and the link.
import { expect, test } from "./support/test";
import { FORM_MESSAGES } from "../src/shared/auth/auth-schema";
import { VALIDATION_MESSAGES as M } from "../src/shared/fields/fields";
import { TOASTS } from "../src/shared/messages";
import { resetSentText } from "../src/client/features/auth/reset-sent-text";
import { DEMO } from "./support/auth";

test("the sign-up banner clears as soon as both names are typed", async ({ page }) => {
  await page.goto("/auth?signup=true");
  await page.getByRole("button", { name: "Create account" }).click();
  const banner = page.getByTestId("form-banner");
  await expect(banner).toHaveText(FORM_MESSAGES.namesRequired);
  await page.getByLabel("First name").fill("Jane");
  await expect(banner).toHaveText(FORM_MESSAGES.namesRequired);
  await page.getByLabel("Last name").fill("Doe");
  await expect(banner).toHaveCount(0);
  // The next submit names the next missing thing.
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(banner).toHaveText(FORM_MESSAGES.termsNotAccepted);
  await page.getByRole("checkbox").click();
  await expect(banner).toHaveCount(0);
});

test("fixing the confirmation and clicking the terms checkbox at once ticks the checkbox", async ({ page }) => {
  await page.goto("/auth?signup=true");
  await page.getByLabel("Password", { exact: true }).fill("Abcdefg1");
  const confirm = page.getByLabel("Confirm password");
  await confirm.fill("Abcdefg2");
  await confirm.blur();
  await expect(page.getByText(M.passwordMismatch)).toBeVisible();
  await confirm.fill("Abcdefg1");
  // No wait: the click's press blurs the field, whose error then disappears.
  await page.getByRole("checkbox").click();
  await expect(page.getByRole("checkbox")).toBeChecked();
  await expect(page.getByText(M.passwordMismatch)).toHaveCount(0);
});

test("'Please sign in instead' is a link to sign-in with the address filled in", async ({ page }) => {
  await page.goto("/auth?signup=true");
  await page.getByLabel("First name").fill("Mem");
  await page.getByLabel("Last name").fill("Ber");
  await page.getByLabel("Email").fill(DEMO.member);
  await page.getByLabel("Password", { exact: true }).fill("Another-pass-1");
  await page.getByLabel("Confirm password").fill("Another-pass-1");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  const banner = page.getByTestId("form-banner");
  await expect(banner).toHaveText("An account with this email address already exists. Please sign in instead.");
  await banner.getByRole("link", { name: "Please sign in instead" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Signet" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(DEMO.member);
});

test("the forgot-password confirmation says what the toast says, naming the code and the link", async ({ page }) => {
  const email = "nobody-here@example.com";
  await page.goto(`/auth?mode=forgot-password&email=${encodeURIComponent(email)}`);
  await page.getByRole("button", { name: "Send verification code" }).click();
  const text = resetSentText(email);
  expect(text).toContain("6-digit code");
  expect(text).toContain("link");
  await expect(page.getByText(TOASTS.verificationCodeSent)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  // Once in the toast, once in the screen's subtitle.
  await expect(page.getByText(text)).toHaveCount(2);
});

test("a password on the list of the 10,000 most common ones is refused under the password field", async ({ page }) => {
  await page.goto("/auth?signup=true");
  await page.getByLabel("First name").fill("Common");
  await page.getByLabel("Last name").fill("Choice");
  await page.getByLabel("Email").fill(`common-${Date.now().toString(36)}@example.com`);
  // Meets every rule of the checklist, and is still among the most guessed passwords.
  await page.getByLabel("Password", { exact: true }).fill("Password1");
  await page.getByLabel("Confirm password").fill("Password1");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  // Under the field (and in the form's banner, like every refusal of the sign-up form).
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(M.passwordCommon);
  await expect(page.getByTestId("form-banner")).toHaveText(M.passwordCommon);
  await expect(page).toHaveURL(/\/auth/);
});
