// Password reset end to end: by the emailed 6-digit code, and by the emailed link.
// Each test signs up its own user (through a separate API context, so the browser stays signed out).
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { uniqueEmail } from "./support/auth";
import { emailTo, linkIn, resetCodeIn } from "./support/outbox";
import { AUTH_ERROR_MESSAGES } from "../src/shared/auth/error-catalogue";
import { TOASTS } from "../src/shared/messages";

const OLD_PASSWORD = "Old-password-1";
const NEW_PASSWORD = "New-password-2";

async function freshUser(request: APIRequestContext) {
  const email = uniqueEmail("reset");
  const res = await request.post("/api/session/sign-up", {
    data: {
      email,
      password: OLD_PASSWORD,
      confirmPassword: OLD_PASSWORD,
      first_name: "Rita",
      last_name: "Reset",
      company_name: `Reset Co ${Date.now().toString(36)}`,
      acceptTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("forgot password: the emailed code resets the password", async ({ page, request }) => {
  const email = await freshUser(request);
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send verification code" }).click();
  await expect(page.getByText(TOASTS.verificationCodeSent)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);

  const code = resetCodeIn(await emailTo(request, email, (e) => e.subject === "Your Signet password reset code"));
  await page.getByLabel("Verification code").fill(code);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText(TOASTS.passwordResetSuccessful)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign in to Signet" })).toBeVisible();

  await signInThroughForm(page, email, OLD_PASSWORD);
  await expect(page.getByTestId("form-banner")).toHaveText(AUTH_ERROR_MESSAGES.invalid_credentials);
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/signature$/);
});

test("a wrong code is refused with the catalogue message", async ({ page, request }) => {
  const email = await freshUser(request);
  await page.goto(`/auth?mode=forgot-password&email=${encodeURIComponent(email)}`);
  await page.getByRole("button", { name: "Send verification code" }).click();
  const code = resetCodeIn(await emailTo(request, email));
  await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByTestId("form-banner")).toHaveText(AUTH_ERROR_MESSAGES.otp_invalid);
});

test("the emailed link opens the reset form; the current password is refused", async ({ page, request }) => {
  const email = await freshUser(request);
  expect((await request.post("/api/session/send-otp", { data: { email } })).status()).toBe(200);
  const link = linkIn(await emailTo(request, email));
  expect(link).toMatch(/^\/auth\?mode=reset-password&token=/);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(OLD_PASSWORD);
  await page.getByLabel("Confirm new password").fill(OLD_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByTestId("form-banner")).toHaveText(AUTH_ERROR_MESSAGES.same_password);

  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText(TOASTS.passwordResetSuccessful)).toBeVisible();
  await signInThroughForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/signature$/);

  // The link works once; the old session of the API context was revoked by the reset.
  expect((await request.get("/api/me")).status()).toBe(401);
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("Third-password-3");
  await page.getByLabel("Confirm new password").fill("Third-password-3");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByTestId("form-banner")).toHaveText(AUTH_ERROR_MESSAGES.invalid_token);
});

test("opening a reset link while signed in ends that session at once (recovery flow)", async ({ page, request }) => {
  const email = await freshUser(request);
  expect((await request.post("/api/session/send-otp", { data: { email } })).status()).toBe(200);
  const link = linkIn(await emailTo(request, email));
  const signIn = await page.request.post("/api/session/sign-in", { data: { email, password: OLD_PASSWORD } });
  expect(signIn.status()).toBe(200);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(page.getByText(TOASTS.signOutSuccess)).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(401);
});
