// Forgotten password: a 6-digit code or an emailed link. Mounted under /session.
import { createRoute } from "@hono/zod-openapi";
import { enforceRateLimits, requestIp } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { ForgotPasswordSchema, OtpResetSchema, ResetPasswordSchema } from "../../../shared/auth/auth-schema";
import { OkSchema } from "../../../shared/errors/error-response";
import { requestPasswordReset } from "./request-password-reset";
import { resetPasswordWithCode } from "./reset-password-with-code";
import { resetPasswordWithLink } from "./reset-password-with-link";

const tags = ["Password reset"];

const sendOtp = createRoute({
  method: "post",
  path: "/send-otp",
  tags,
  summary: "Email a reset code and link (same answer whether or not the address is registered)",
  request: jsonBody(ForgotPasswordSchema),
  responses: { 200: json(OkSchema, "Accepted"), ...errors(415, 429) },
});
const withCode = createRoute({
  method: "post",
  path: "/verify-otp-reset-password",
  tags,
  summary: "Set a new password with the emailed 6-digit code",
  request: jsonBody(OtpResetSchema),
  responses: { 200: json(OkSchema, "Password changed"), ...errors(415, 429) },
});
const withLink = createRoute({
  method: "post",
  path: "/reset-password",
  tags,
  summary: "Set a new password with the emailed link's token",
  request: jsonBody(ResetPasswordSchema),
  responses: { 200: json(OkSchema, "Password changed"), ...errors(415, 429) },
});

export const passwordResetRoutes = createRouter()
  .openapi(sendOtp, async (c) => {
    const { email } = c.req.valid("json");
    await enforceRateLimits(c, [
      [RATE_LIMITS.resetRequestPerIp, requestIp(c)],
      [RATE_LIMITS.resetRequestPerEmail, email],
    ]);
    // Not awaited: the answer must not reveal whether the address is registered.
    requestPasswordReset(c.var.deps, email);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(withCode, async (c) => {
    const input = c.req.valid("json");
    await enforceRateLimits(c, [
      [RATE_LIMITS.resetCheckPerIp, requestIp(c)],
      [RATE_LIMITS.resetCheckPerEmail, input.email],
    ]);
    await resetPasswordWithCode(c.var.deps, input);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(withLink, async (c) => {
    const input = c.req.valid("json");
    await enforceRateLimits(c, [[RATE_LIMITS.resetCheckPerIp, requestIp(c)]]);
    await resetPasswordWithLink(c.var.deps, input);
    return c.json({ ok: true as const }, 200);
  });
