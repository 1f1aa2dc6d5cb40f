import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { readJson } from "../../lib/validate";
import { readCredentials } from "./read-credentials";
import { ForgotPasswordSchema, OtpResetSchema, ResetPasswordSchema, SignInSchema, SignUpSchema } from "../../../shared/auth/validation";
import { requireUser } from "../../auth/guards";
import { enforceRateLimits, requestIp } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { requestPasswordReset } from "../password-reset/request-password-reset";
import { resetPasswordWithCode } from "../password-reset/reset-password-with-code";
import { resetPasswordWithLink } from "../password-reset/reset-password-with-link";
import { signUp } from "./sign-up";
import { signIn } from "./sign-in";
import { signOut } from "./sign-out";
import { getSessionTimes } from "./get-session-times";
import { refreshSession } from "./refresh-session";

export const sessionRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    requireUser(c);
    return c.json(await getSessionTimes(c.get("deps").db, c.get("sessionId")!));
  })
  .post("/refresh", async (c) => {
    requireUser(c);
    return c.json(await refreshSession(c));
  })
  .post("/sign-up", async (c) => c.json(await signUp(c, await readCredentials(c, SignUpSchema)), 201))
  .post("/sign-in", async (c) => c.json(await signIn(c, await readCredentials(c, SignInSchema))))
  .post("/sign-out", async (c) => {
    requireUser(c);
    await signOut(c);
    return c.json({ ok: true });
  })
  // Same answer whether or not the address is registered (the email goes out afterwards).
  .post("/send-otp", async (c) => {
    const { email } = await readJson(c, ForgotPasswordSchema);
    await enforceRateLimits(c, [
      [RATE_LIMITS.resetRequestPerIp, requestIp(c)],
      [RATE_LIMITS.resetRequestPerEmail, email],
    ]);
    requestPasswordReset(c.get("deps"), email);
    return c.json({ ok: true });
  })
  .post("/verify-otp-reset-password", async (c) => {
    const input = await readJson(c, OtpResetSchema);
    await enforceRateLimits(c, [
      [RATE_LIMITS.resetCheckPerIp, requestIp(c)],
      [RATE_LIMITS.resetCheckPerEmail, input.email],
    ]);
    await resetPasswordWithCode(c.get("deps"), input);
    return c.json({ ok: true });
  })
  .post("/reset-password", async (c) => {
    const input = await readJson(c, ResetPasswordSchema);
    await enforceRateLimits(c, [[RATE_LIMITS.resetCheckPerIp, requestIp(c)]]);
    await resetPasswordWithLink(c.get("deps"), input);
    return c.json({ ok: true });
  });
