// The super admin panel's users across accounts: find, inspect, change a role, send a
// password reset, sign out everywhere, delete.
import { requireSuperAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody, z } from "../../lib/openapi";
import { notFound } from "../../lib/errors";
import { ChangeUserRoleSchema, UserListQuerySchema } from "../../../shared/admin/admin-schema";
import { UserDetailsResponseSchema, UserListResponseSchema, UserRoleResponseSchema } from "../../../shared/admin/admin-responses";
import { OkSchema } from "../../../shared/errors/error-response";
import { findUsers } from "./find-users";
import { userDetailsOf } from "./user-details-of";
import { changeUserRole, deleteUser, revokeUserSessions, sendUserPasswordReset } from "./manage-user";

const middleware = requireSuperAdmin;
const guard = GUARD_ERRORS.superAdmin;
const userParams = z.object({
  id: z
    .string()
    .min(1, "User not found.")
    .max(100, "User not found.")
    .openapi({ param: { name: "id", in: "path" } }),
});

const users = createRoute({
  method: "get",
  path: "/users",
  cache: "shared",
  summary: "Users across accounts, searched by name or email, filtered by role and account, one page",
  description:
    "Users of every company one page at a time, searched by name or email, filtered by role and company. Super admins only; API keys are refused.",
  middleware,
  request: { query: UserListQuerySchema },
  responses: { 200: json(UserListResponseSchema, "Users"), ...errors(...guard) },
});
const user = createRoute({
  method: "get",
  path: "/users/{id}",
  summary: "One user: profile, account and role, sessions, recent audit entries",
  description: "One user: profile, company and role, sessions and their latest audit entries. Super admins only; API keys are refused.",
  middleware,
  request: { params: userParams },
  responses: { 200: json(UserDetailsResponseSchema, "User"), ...errors(...guard, 404) },
});
const role = createRoute({
  method: "post",
  path: "/users/{id}/role",
  summary: "Change a user's role (an account keeps an admin, the platform a super admin)",
  description:
    "Changes a user's role in their company. A company keeps an admin and the platform a super admin (409). Audit-logged. Super admins only; API keys are refused.",
  middleware,
  request: { params: userParams, ...jsonBody(ChangeUserRoleSchema, { role: "admin" }) },
  responses: { 200: json(UserRoleResponseSchema, "Changed"), ...errors(...guard, 404, 409, 415) },
});
const passwordReset = createRoute({
  method: "post",
  path: "/users/{id}/password-reset",
  summary: "Email the user a password reset code and link (a few per user per hour)",
  description:
    "Emails the user a password reset code and link, as the forgotten-password form does. At most 3 an hour per user. Audit-logged. Super admins only; API keys are refused.",
  middleware,
  request: { params: userParams },
  responses: { 200: json(OkSchema, "Sent"), ...errors(...guard, 404, 429) },
});
const revokeSessions = createRoute({
  method: "post",
  path: "/users/{id}/revoke-sessions",
  summary: "Sign the user out of every session",
  description: "Ends every session of the user at once on every server. Audit-logged. Super admins only; API keys are refused.",
  middleware,
  request: { params: userParams },
  responses: { 200: json(OkSchema, "Signed out"), ...errors(...guard, 404) },
});
const removeUser = createRoute({
  method: "delete",
  path: "/users/{id}",
  summary: "Delete a user (not oneself; an account keeps an admin, the platform a super admin)",
  description:
    "Deletes a user with their profile and signatures. Not oneself; a company keeps an admin and the platform a super admin (409). Audit-logged. Super admins only; API keys are refused.",
  middleware,
  request: { params: userParams },
  responses: { 200: json(OkSchema, "Deleted"), ...errors(...guard, 404, 409) },
});

export const adminUserRoutes = createRouter("admin")
  .openapi(users, async (c) => {
    const { db } = c.get("deps");
    const query = c.req.valid("query");
    return c.json(await findUsers(db, query), 200);
  })
  .openapi(user, async (c) => {
    const details = await userDetailsOf(c.get("deps").db, c.req.valid("param").id);
    if (!details) throw notFound("User");
    return c.json(details, 200);
  })
  .openapi(role, async (c) =>
    c.json(await changeUserRole(c.get("deps").db, c.get("caller"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200),
  )
  .openapi(passwordReset, async (c) => {
    await sendUserPasswordReset(c.get("deps"), c.get("caller"), c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(revokeSessions, async (c) => {
    await revokeUserSessions(c.get("deps").db, c.get("caller"), c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(removeUser, async (c) => {
    await deleteUser(c.get("deps").db, c.get("caller"), c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  });
