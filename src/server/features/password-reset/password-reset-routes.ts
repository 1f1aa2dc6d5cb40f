// Forgotten password: a 6-digit code or an emailed link. Mounted under /session.
import { refuseApiKey } from "../../auth/guards";
import { enforceRateLimits, requestIp } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { createRoute, createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { ForgotPasswordSchema, OtpResetSchema, ResetPasswordSchema } from "../../../shared/auth/auth-schema";
import { OkSchema } from "../../../shared/errors/error-response";
import { requestPasswordReset } from "./request-password-reset";
import { resetPasswordWithCode } from "./reset-password-with-code";
import { resetPasswordWithLink } from "./reset-password-with-link";

const sendOtp = createRoute({
  method: "post",
  path: "/send-otp",
  summary: "Email a reset code and link (same answer whether or not the address is registered)",
  description:
    "Emails a 6-digit code (valid 10 minutes) and a link (valid 1 hour) that set a new password. The answer is the same, and as fast, whether or not the address has a user, so it tells nobody which addresses are registered. Limited per IP address and per address.",
  middleware: refuseApiKey,
  request: jsonBody(ForgotPasswordSchema, { email: "ada@example.com" }),
  responses: { 200: json(OkSchema, "Accepted"), ...errors(415, 429) },
});
const withCode = createRoute({
  method: "post",
  path: "/verify-otp-reset-password",
  summary: "Set a new password with the emailed 6-digit code",
  description: "Sets a new password with the emailed code. A code works once; five wrong tries use it up. Every session of the user ends.",
  middleware: refuseApiKey,
  request: jsonBody(OtpResetSchema, {
    email: "ada@example.com",
    code: "482913",
    newPassword: "Another-horse-8",
    confirmPassword: "Another-horse-8",
  }),
  responses: { 200: json(OkSchema, "Password changed"), ...errors(415, 429) },
});
const withLink = createRoute({
  method: "post",
  path: "/reset-password",
  summary: "Set a new password with the emailed link's token",
  description: "Sets a new password with the token from the emailed link. A token works once. Every session of the user ends.",
  middleware: refuseApiKey,
  request: jsonBody(ResetPasswordSchema, { token: "Xb3k9wQ2mN7pL4vR8tY1zA6cE5fH0jG2", newPassword: "Another-horse-8" }),
  responses: { 200: json(OkSchema, "Password changed"), ...errors(415, 429) },
});

export const passwordResetRoutes = createRouter("password-reset")
  .openapi(sendOtp, async (c) => {
    const { email } = c.req.valid("json");
    await enforceRateLimits(c, [
      [RATE_LIMITS.resetRequestPerIp, requestIp(c)],
      [RATE_LIMITS.resetRequestPerEmail, email],
    ]);
    // Not awaited: the answer must not reveal whether the address is registered.
    requestPasswordReset(c.get("deps"), email);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(withCode, async (c) => {
    const input = c.req.valid("json");
    await enforceRateLimits(c, [
      [RATE_LIMITS.resetCheckPerIp, requestIp(c)],
      [RATE_LIMITS.resetCheckPerEmail, input.email],
    ]);
    await resetPasswordWithCode(c.get("deps"), input);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(withLink, async (c) => {
    const input = c.req.valid("json");
    await enforceRateLimits(c, [[RATE_LIMITS.resetCheckPerIp, requestIp(c)]]);
    await resetPasswordWithLink(c.get("deps"), input);
    return c.json({ ok: true as const }, 200);
  });
