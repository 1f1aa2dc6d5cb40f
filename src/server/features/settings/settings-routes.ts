// The signed-in user's own settings. Only the session decides whose: no ids in requests.
import { requireUser } from "../../auth/guards";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { copyAuthCookies } from "../../auth/auth-cookies";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { ChangeOwnPasswordSchema, DeleteOwnUserSchema } from "../../../shared/settings/settings-schema";
import { UserSessionsResponseSchema } from "../../../shared/settings/settings-responses";
import { OkSchema } from "../../../shared/errors/error-response";
import { signOut } from "../session/sign-out";
import { authRequest } from "../session/auth-request";
import { changeOwnPassword } from "./change-own-password";
import { findSessions } from "./find-sessions";
import { revokeOtherSessions } from "./revoke-other-sessions";
import { deleteOwnUser } from "./delete-own-user";

const middleware = requireUser;

const password = createRoute({
  method: "post",
  path: "/password",
  summary: "Change the own password (ends other sessions unless told not to)",
  description:
    "Changes the signed-in person's password after checking the current one; other sessions end unless `revokeOtherSessions` is false. 10 tries per 15 minutes. Browser only: API keys can't call it.",
  middleware,
  request: jsonBody(ChangeOwnPasswordSchema, {
    currentPassword: "Correct-horse-7",
    newPassword: "Another-horse-8",
    confirmPassword: "Another-horse-8",
    revokeOtherSessions: true,
  }),
  responses: { 200: json(OkSchema, "Changed"), ...errors(...GUARD_ERRORS.user, 409, 415, 429) },
});
const sessions = createRoute({
  method: "get",
  path: "/sessions",
  summary: "The own signed-in sessions, this one first",
  description: "The signed-in person's sessions (device, browser, IP address, last use), this one first. Browser only.",
  middleware,
  responses: { 200: json(UserSessionsResponseSchema, "Sessions"), ...errors(...GUARD_ERRORS.user) },
});
const revokeOthers = createRoute({
  method: "post",
  path: "/sessions/revoke-others",
  summary: "Sign out every other session",
  description: "Ends every session of the signed-in person but this one. Browser only.",
  middleware,
  responses: { 200: json(OkSchema, "Signed out elsewhere"), ...errors(...GUARD_ERRORS.user) },
});
const deleteUser = createRoute({
  method: "delete",
  path: "/user",
  summary: "Delete the own user (confirm with DELETE and the current password)",
  description:
    "Deletes the signed-in person's user after checking their current password and the word DELETE. The last admin of a company must hand over first (409). Browser only.",
  middleware,
  request: jsonBody(DeleteOwnUserSchema, { currentPassword: "Correct-horse-7", confirm: "DELETE" }),
  responses: { 200: json(OkSchema, "Deleted and signed out"), ...errors(...GUARD_ERRORS.user, 409, 415, 429) },
});

export const accountSettingsRoutes = createRouter("settings")
  .openapi(password, async (c) => {
    await authRequest(c).limit([[RATE_LIMITS.passwordChangePerUser, c.get("caller").userId]]);
    const { cookies } = await changeOwnPassword(
      c.get("deps"),
      { headers: c.req.raw.headers, userId: c.get("caller").userId },
      c.req.valid("json"),
    );
    copyAuthCookies(cookies, c);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(sessions, async (c) =>
    c.json(
      { sessions: await findSessions(c.get("deps").db, { userId: c.get("caller").userId }, { currentSessionId: c.get("sessionId") }) },
      200,
    ),
  )
  .openapi(revokeOthers, async (c) => {
    await revokeOtherSessions(c.get("deps"), { headers: c.req.raw.headers, userId: c.get("caller").userId });
    return c.json({ ok: true as const }, 200);
  })
  .openapi(deleteUser, async (c) => {
    await authRequest(c).limit([[RATE_LIMITS.passwordChangePerUser, c.get("caller").userId]]);
    await deleteOwnUser(c.get("deps").db, { userId: c.get("caller").userId }, c.req.valid("json"));
    // The session row went with the user; this clears the cookie in the browser.
    copyAuthCookies((await signOut(c.get("deps"), { headers: c.req.raw.headers, sessionId: c.get("sessionId") })).cookies, c);
    return c.json({ ok: true as const }, 200);
  });
