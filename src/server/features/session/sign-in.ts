// Sign-in: a new session every time (the one the browser brought along is revoked). It
// never joins a company: an invitation is accepted only with its emailed secret (sign-up
// through the link, features/members/accept-invitation.ts). A wrong password and an unknown
// email get the same answer (better-auth hashes a dummy password for unknown emails).
import type { AppDeps } from "../../context";
import type { SignIn } from "../../../shared/auth/validation";
import { refundRateLimit } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { deleteSession } from "../../auth/session-store";
import { throwAuthError } from "./auth-response";
import type { AuthRequest } from "./auth-request";

export async function signIn({ auth, db }: Pick<AppDeps, "auth" | "db">, request: AuthRequest, input: SignIn) {
  await request.limit([
    [RATE_LIMITS.signInPerIp, request.ip],
    [RATE_LIMITS.signInFailuresPerEmail, input.email],
  ]);
  const response = await auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) await throwAuthError(response);
  await refundRateLimit(db, RATE_LIMITS.signInFailuresPerEmail, input.email);
  const { user } = (await response.json()) as { user: { id: string; email: string } };
  if (request.sessionId) await deleteSession(db, request.sessionId);
  return { userId: user.id, cookies: response.headers };
}
