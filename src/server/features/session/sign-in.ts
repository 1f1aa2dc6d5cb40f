// Sign-in: a new session every time (the one the browser brought along is revoked), and
// pending invitations for the address are applied. A wrong password and an unknown
// email get the same answer (better-auth hashes a dummy password for unknown emails).
import type { Context } from "hono";
import type { AppEnv } from "../../context";
import type { SignIn } from "../../../shared/auth/validation";
import { enforceRateLimits, refundRateLimit, requestIp } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { deleteSession } from "../../auth/session-store";
import { applyPendingInvitations } from "../members/apply-pending-invitations";
import { throwAuthError } from "./auth-response";
import { copyAuthCookies } from "../../auth/auth-cookies";
import { headersWithClientIp } from "./client-headers";

export async function signIn(c: Context<AppEnv>, input: SignIn) {
  const { auth, db } = c.get("deps");
  const ip = requestIp(c);
  await enforceRateLimits(c, [
    [RATE_LIMITS.signInPerIp, ip],
    [RATE_LIMITS.signInFailuresPerEmail, input.email],
  ]);
  const previousSessionId = c.get("sessionId");
  const response = await auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers: headersWithClientIp(c, ip),
    asResponse: true,
  });
  if (!response.ok) await throwAuthError(response);
  await refundRateLimit(db, RATE_LIMITS.signInFailuresPerEmail, input.email);
  const { user } = (await response.json()) as { user: { id: string; email: string } };
  copyAuthCookies(response, c);
  if (previousSessionId) await deleteSession(db, previousSessionId);
  await applyPendingInvitations(db, { userId: user.id, email: user.email });
  return { userId: user.id };
}
