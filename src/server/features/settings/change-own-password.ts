// Changes the caller's password through better-auth, which checks the current one.
// With revokeOtherSessions every other session ends and this one gets a new cookie.
import type { AppDeps } from "../../context";
import { AppError, badRequest } from "../../lib/errors";
import { SETTINGS_MESSAGES, type ChangeOwnPassword } from "../../../shared/settings/settings-schema";
import { throwAuthError } from "../session/auth-response";
import { forgetUser } from "../../auth/session-cache";
import { refuseCommonPassword } from "../../auth/common-passwords";

export async function changeOwnPassword(
  { auth, db }: Pick<AppDeps, "auth" | "db">,
  request: { headers: Headers; userId: string },
  input: ChangeOwnPassword,
) {
  refuseCommonPassword(input.newPassword, "newPassword");
  const response = await auth.api.changePassword({
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: input.revokeOtherSessions },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) {
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { code?: string };
    if (body.code === "INVALID_PASSWORD")
      throw badRequest(SETTINGS_MESSAGES.currentPasswordWrong, { currentPassword: SETTINGS_MESSAGES.currentPasswordWrong });
    if (body.code === "CREDENTIAL_ACCOUNT_NOT_FOUND")
      throw new AppError(409, "no_password", "This user signs in without a password, so there is none to change.");
    await throwAuthError(response);
  }
  // Other sessions may have ended: this process stops using its cached copies now.
  forgetUser(db, request.userId);
  return { cookies: response.headers };
}
