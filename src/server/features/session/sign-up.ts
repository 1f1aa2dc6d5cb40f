// Sign-up: better-auth creates the user and the session cookie; we add the profile and,
// when a company name is given, the company account with this user as its admin.
// Through an invitation (spec 2) we first try to sign in with the given credentials, so
// an existing user simply joins; otherwise the new user joins with the invitation's role.
import type { Context } from "hono";
import type { AppEnv } from "../../context";
import type { SignUp } from "../../../shared/auth/validation";
import { isUuid } from "../../../shared/ids";
import { AppError } from "../../lib/errors";
import { enforceRateLimits, requestIp } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { deleteSession } from "../../auth/session-store";
import { createAccount } from "../accounts/create-account";
import { ensureProfile } from "../accounts/ensure-profile";
import { findOpenInvitation } from "../members/get-public-invitation";
import { applyPendingInvitations } from "../members/apply-pending-invitations";
import { throwAuthError } from "./auth-response";
import { copyAuthCookies } from "../../auth/auth-cookies";
import { headersWithClientIp } from "./client-headers";
import { signIn } from "./sign-in";

async function checkInvitation(c: Context<AppEnv>, id: string, email: string) {
  const invitation = isUuid(id) ? await findOpenInvitation(c.get("deps").db, id) : null;
  if (!invitation)
    throw new AppError(400, "invitation_invalid", "This invitation is no longer valid. Please ask your administrator to send a new one.");
  if (invitation.email !== email) {
    const message = "This invitation was sent to a different email address.";
    throw new AppError(400, "invitation_email_mismatch", message, { email: message });
  }
}

export async function signUp(c: Context<AppEnv>, input: SignUp) {
  const { auth, db, config } = c.get("deps");
  const ip = requestIp(c);
  await enforceRateLimits(c, [
    [RATE_LIMITS.signUpPerIp, ip],
    [RATE_LIMITS.signUpPerEmail, input.email],
  ]);
  if (input.invitation_id) {
    await checkInvitation(c, input.invitation_id, input.email);
    const existing = await signIn(c, { email: input.email, password: input.password }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "invalid_credentials") return null;
      throw error;
    });
    if (existing) return existing;
  }

  const response = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: `${input.first_name} ${input.last_name}` },
    headers: headersWithClientIp(c, ip),
    asResponse: true,
  });
  if (!response.ok) await throwAuthError(response);
  const { user } = (await response.json()) as { user: { id: string; email: string } };
  await ensureProfile(db, { userId: user.id, email: user.email, firstName: input.first_name, lastName: input.last_name });
  // An invited user joins the inviting company instead of creating one.
  if (input.company_name && !input.invitation_id) {
    await createAccount(db, { ownerUserId: user.id, name: input.company_name, requireActivation: config.requireAccountActivation });
  }
  await applyPendingInvitations(db, { userId: user.id, email: user.email });
  // Like sign-in: the new user's session replaces whatever session the browser had.
  const previousSessionId = c.get("sessionId");
  if (previousSessionId) await deleteSession(db, previousSessionId);
  copyAuthCookies(response, c);
  return { userId: user.id };
}
