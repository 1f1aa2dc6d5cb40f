// Sign-up: better-auth creates the user and the session cookie; we add the profile and,
// when a company name is given, the company account with this user as its admin.
// Through an invitation we first try to sign in with the given credentials, so
// an existing user simply joins; otherwise the new user joins with the invitation's role.
// Joining always needs the link's secret (proof of the mailbox): an address that merely
// matches an invitation gets a user of its own with no company. A member who has no password
// (a synced person invited to sign in) gets one on their existing user.
import type { AppDeps } from "../../context";
import type { SignUp } from "../../../shared/auth/auth-schema";
import { AppError } from "../../lib/errors";
import { refuseCommonPassword } from "../../auth/common-passwords";
import { deviceCookie, withDeviceCookie } from "../../auth/device-cookie";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { deleteSession } from "../../auth/session-store";
import { createAccount } from "../accounts/create-account";
import { ensureProfile } from "../accounts/ensure-profile";
import { acceptInvitation, checkInvitationProof, type InvitationProof } from "../members/accept-invitation";
import { setPasswordThroughInvitation } from "../members/invite-to-sign-in";
import { throwAuthError } from "./auth-response";
import type { AuthRequest } from "./auth-request";
import { signIn } from "./sign-in";
import { platformSettingsOf } from "../config/platform-settings";
import { requireUnclaimedAddress } from "../sso";

type SignUpDeps = Pick<AppDeps, "auth" | "db"> & {
  config: Pick<AppDeps["config"], "requireAccountActivation" | "supportEmail" | "baseUrl">;
};

export async function signUp(deps: SignUpDeps, request: AuthRequest, input: SignUp) {
  const { auth, db, config } = deps;
  await request.limit([
    [RATE_LIMITS.signUpPerIp, request.ip],
    [RATE_LIMITS.signUpPerEmail, input.email],
  ]);
  const proof: InvitationProof | null = input.invitation_id
    ? { invitationId: input.invitation_id, secret: input.invitation_token ?? "" }
    : null;
  // An address of a domain a company verified is that company's: no password user for it
  // elsewhere (its people sign in with single sign-on or join through its invitations).
  const invitingAccount = proof ? await checkInvitationProof(db, proof, input.email) : null;
  await requireUnclaimedAddress(db, input.email, invitingAccount, proof ? "invitation" : "signUp");
  if (proof) {
    const existing = await signIn(deps, request, { email: input.email, password: input.password }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "invalid_credentials") return null;
      throw error;
    });
    if (existing) {
      await acceptInvitation(db, { userId: existing.userId, email: input.email }, proof);
      return existing;
    }
    // A member with no password yet (a synced person invited to sign in): their own user
    // gets the password, then signs in. Never a second user for the address.
    refuseCommonPassword(input.password, "password");
    const passwordSet = await setPasswordThroughInvitation(db, proof, {
      email: input.email,
      password: input.password,
      firstName: input.first_name,
      lastName: input.last_name,
    });
    if (passwordSet) return signIn(deps, request, { email: input.email, password: input.password });
  }

  // Not for an existing user joining above: their password is checked, not chosen, here.
  refuseCommonPassword(input.password, "password");
  const response = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: `${input.first_name} ${input.last_name}` },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) await throwAuthError(response);
  const { user } = (await response.json()) as { user: { id: string; email: string } };
  await ensureProfile(db, { userId: user.id, email: user.email, firstName: input.first_name, lastName: input.last_name });
  // An invited user joins the inviting company instead of creating one.
  if (input.company_name && !proof) {
    const { requireAccountActivation } = await platformSettingsOf(db, config, ["requireAccountActivation"]);
    await createAccount(db, {
      ownerUserId: user.id,
      name: input.company_name,
      requireActivation: requireAccountActivation,
      timeZone: input.time_zone,
    });
  }
  if (proof) await acceptInvitation(db, { userId: user.id, email: user.email }, proof);
  // Like sign-in: the new user's session replaces whatever session the browser had.
  if (request.sessionId) await deleteSession(db, request.sessionId);
  const { secret } = await auth.$context;
  const cookies = withDeviceCookie(response.headers, deviceCookie(secret, user.email, config.baseUrl.startsWith("https:")));
  return { userId: user.id, cookies };
}
