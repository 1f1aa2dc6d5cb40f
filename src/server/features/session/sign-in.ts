// Sign-in: a new session every time (the one the browser brought along is revoked). It
// never joins a company: an invitation is accepted only with its emailed secret (sign-up
// through the link, features/members/accept-invitation.ts). A wrong password and an unknown
// email get the same answer (better-auth hashes a dummy password for unknown emails).
// Failed tries are counted per address, or per device for a browser that signed in as
// this address before (auth/device-cookie.ts): strangers cannot lock the owner out.
// A member their company's directory deactivated (SCIM, a directory sync) can't sign in.
// An address of a domain whose company requires single sign-on is refused before its
// password is checked (the company's break-glass admin excepted; features/sso/sso-options.ts).
import type { AppDeps } from "../../context";
import type { SignIn } from "../../../shared/auth/sign-in-schema";
import { refundRateLimit } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { deleteSession, deleteUserSessions } from "../../auth/session-store";
import { AppError } from "../../lib/errors";
import { AUTH_ERROR_MESSAGES } from "../../../shared/auth/error-catalogue";
import { isDeactivatedMember } from "../directory";
import { deviceCookie, trustedDeviceOf, withDeviceCookie } from "../../auth/device-cookie";
import { throwAuthError } from "./auth-response";
import { isPasswordRefusedBySso } from "../sso/sso-options";
import { SSO_REQUIRED_MESSAGE } from "../../../shared/sso/sso-refusals";
import type { AuthRequest } from "./auth-request";

type SignInDeps = Pick<AppDeps, "auth" | "db"> & { config: Pick<AppDeps["config"], "baseUrl"> };

export async function signIn({ auth, db, config }: SignInDeps, request: AuthRequest, input: SignIn) {
  const { secret } = await auth.$context;
  const device = trustedDeviceOf(request.headers.get("cookie"), secret, input.email);
  const failures = device
    ? ([RATE_LIMITS.signInFailuresPerDevice, device] as const)
    : ([RATE_LIMITS.signInFailuresPerEmail, input.email] as const);
  await request.limit([[RATE_LIMITS.signInPerIp, request.ip], failures]);
  if (await isPasswordRefusedBySso(db, input.email)) throw new AppError(403, "sso_required", SSO_REQUIRED_MESSAGE);
  const response = await auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) await throwAuthError(response);
  await refundRateLimit(db, failures[0], failures[1]);
  const { user } = (await response.json()) as { user: { id: string; email: string } };
  if (await isDeactivatedMember(db, user.id)) {
    await deleteUserSessions(db, user.id);
    throw new AppError(403, "member_deactivated", AUTH_ERROR_MESSAGES.member_deactivated);
  }
  if (request.sessionId) await deleteSession(db, request.sessionId);
  const cookies = withDeviceCookie(response.headers, deviceCookie(secret, user.email, config.baseUrl.startsWith("https:")));
  return { userId: user.id, cookies };
}
