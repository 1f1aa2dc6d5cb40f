// The auth form rules in the browser: each field's message on blur, the checks again while typing
// once touched, the strength bar and checklist, and the form-level banners.
import { expect, test, type Page } from "./support/test";
import { FORM_MESSAGES } from "../src/shared/auth/auth-schema";
import { VALIDATION_MESSAGES as M } from "../src/shared/fields/fields";

const password = (page: Page) => page.getByLabel("Password", { exact: true });

async function blurWith(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}

test("sign-in: each field's message appears on blur", async ({ page }) => {
  await page.goto("/auth");
  // Tabbing past an empty field says nothing; emptying it again does.
  await page.getByLabel("Email").focus();
  await page.getByLabel("Email").blur();
  await expect(page.getByText(M.required)).toHaveCount(0);
  await page.getByLabel("Email").fill("j");
  await blurWith(page, "Email", "");
  await expect(page.getByText(M.required)).toBeVisible();
  await blurWith(page, "Email", "jane@");
  await expect(page.getByText(M.emailInvalid)).toBeVisible();
  await blurWith(page, "Email", `${"a".repeat(250)}@example.com`);
  await expect(page.getByText(M.emailTooLong)).toBeVisible();
  await password(page).fill("x");
  await blurWith(page, "Password", "");
  await expect(page.getByText(M.passwordRequired)).toBeVisible();
});

test("sign-up: each field's message appears on blur", async ({ page }) => {
  await page.goto("/auth?signup=true");
  await page.getByLabel("First name").fill("J");
  const cases: Array<[string, string, string]> = [
    ["First name", "", M.required],
    ["First name", "J0hn", M.nameInvalid],
    ["Last name", "x".repeat(51), M.nameTooLong],
    ["Company name (optional)", "Acme <b>", M.companyInvalid],
    ["Company name (optional)", "A".repeat(101), M.companyTooLong],
    ["Password", "Short1", M.passwordTooShort],
    ["Password", "lowercase1", M.passwordUppercase],
    ["Password", "UPPERCASE1", M.passwordLowercase],
    ["Password", "NoNumbers", M.passwordNumber],
  ];
  for (const [label, value, message] of cases) {
    await blurWith(page, label, value);
    await expect(page.getByText(message, { exact: true }), `${label} = ${value}`).toBeVisible();
  }
  await blurWith(page, "Password", "Valid-pass-1");
  await blurWith(page, "Confirm password", "Valid-pass-2");
  await expect(page.getByText(M.passwordMismatch)).toBeVisible();
});

test("once touched, a field is checked again as the user types", async ({ page }) => {
  await page.goto("/auth");
  await blurWith(page, "Email", "jane@");
  await expect(page.getByText(M.emailInvalid)).toBeVisible();
  await page.getByLabel("Email").pressSequentially("example.com");
  await expect(page.getByText(M.emailInvalid)).toHaveCount(0);
  await page.getByLabel("Email").press("Backspace");
  await page.getByLabel("Email").press("Backspace");
  await page.getByLabel("Email").press("Backspace");
  await page.getByLabel("Email").press("Backspace");
  await expect(page.getByText(M.emailInvalid)).toBeVisible();
});

test("the strength bar and checklist follow the password as it is typed", async ({ page }) => {
  await page.goto("/auth?signup=true");
  const meter = page.getByTestId("password-strength");
  const rule = (name: string) => meter.getByRole("listitem").filter({ hasText: name });
  await expect(meter).toHaveAttribute("data-strength", "empty");
  await password(page).pressSequentially("abc");
  await expect(meter).toHaveAttribute("data-strength", "weak");
  await expect(meter.getByText("Strength: Weak")).toBeVisible();
  await expect(rule("One lowercase letter")).toHaveAttribute("data-met", "true");
  await expect(rule("One uppercase letter")).toHaveAttribute("data-met", "false");
  await password(page).pressSequentially("DEF");
  await expect(meter).toHaveAttribute("data-strength", "medium");
  await expect(meter.getByText("Strength: Medium")).toBeVisible();
  await expect(rule("One uppercase letter")).toHaveAttribute("data-met", "true");
  await password(page).pressSequentially("12");
  await expect(meter).toHaveAttribute("data-strength", "strong");
  await expect(meter.getByText("Strength: Strong")).toBeVisible();
  await expect(rule("At least 8 characters")).toHaveAttribute("data-met", "true");
  await expect(rule("One number")).toHaveAttribute("data-met", "true");
});

test("the form-level messages show as a banner", async ({ page }) => {
  await page.goto("/auth?signup=true");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("form-banner")).toHaveText(FORM_MESSAGES.namesRequired);
  await page.getByLabel("First name").fill("Jane");
  await page.getByLabel("Last name").fill("Doe");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("form-banner")).toHaveText(FORM_MESSAGES.termsNotAccepted);

  await page.goto("/auth?mode=forgot-password");
  await page.getByRole("button", { name: "Send verification code" }).click();
  await expect(page.getByTestId("form-banner")).toHaveText(FORM_MESSAGES.emailRequired);

  await page.goto("/auth?mode=otp-reset&email=jane%40example.com");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByTestId("form-banner")).toHaveText(FORM_MESSAGES.allFieldsRequired);
  await blurWith(page, "Verification code", "12ab");
  await expect(page.getByText(M.otpInvalid)).toBeVisible();
});
