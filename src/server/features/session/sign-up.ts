// Sign-up: better-auth creates the user and the session cookie; we add the profile and,
// when a company name is given, the company account with this user as its admin.
// Through an invitation (spec 2) we first try to sign in with the given credentials, so
// an existing user simply joins; otherwise the new user joins with the invitation's role.
import type { AppDeps } from "../../context";
import type { SignUp } from "../../../shared/auth/validation";
import { isUuid } from "../../../shared/ids";
import { AppError } from "../../lib/errors";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { deleteSession } from "../../auth/session-store";
import { createAccount } from "../accounts/create-account";
import { ensureProfile } from "../accounts/ensure-profile";
import { findOpenInvitation } from "../members/get-public-invitation";
import { applyPendingInvitations } from "../members/apply-pending-invitations";
import { throwAuthError } from "./auth-response";
import type { AuthRequest } from "./auth-request";
import { signIn } from "./sign-in";

type SignUpDeps = Pick<AppDeps, "auth" | "db"> & { config: Pick<AppDeps["config"], "requireAccountActivation"> };

async function checkInvitation(db: AppDeps["db"], id: string, email: string) {
  const invitation = isUuid(id) ? await findOpenInvitation(db, id) : null;
  if (!invitation)
    throw new AppError(400, "invitation_invalid", "This invitation is no longer valid. Please ask your administrator to send a new one.");
  if (invitation.email !== email) {
    const message = "This invitation was sent to a different email address.";
    throw new AppError(400, "invitation_email_mismatch", message, { email: message });
  }
}

export async function signUp(deps: SignUpDeps, request: AuthRequest, input: SignUp) {
  const { auth, db, config } = deps;
  await request.limit([
    [RATE_LIMITS.signUpPerIp, request.ip],
    [RATE_LIMITS.signUpPerEmail, input.email],
  ]);
  if (input.invitation_id) {
    await checkInvitation(db, input.invitation_id, input.email);
    const existing = await signIn(deps, request, { email: input.email, password: input.password }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "invalid_credentials") return null;
      throw error;
    });
    if (existing) return existing;
  }

  const response = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: `${input.first_name} ${input.last_name}` },
    headers: request.headers,
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
  if (request.sessionId) await deleteSession(db, request.sessionId);
  return { userId: user.id, cookies: response.headers };
}
