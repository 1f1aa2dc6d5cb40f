// The super admin panel's users across accounts: find, inspect, change a role, send a
// password reset, sign out everywhere, delete.
import { createRoute } from "@hono/zod-openapi";
import { requireSuperAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, json, jsonBody, z } from "../../lib/openapi";
import { notFound } from "../../lib/errors";
import { ChangeUserRoleSchema, UserListQuerySchema } from "../../../shared/admin/admin-schema";
import { UserDetailsResponseSchema, UserListResponseSchema, UserRoleResponseSchema } from "../../../shared/admin/admin-responses";
import { OkSchema } from "../../../shared/errors/error-response";
import { findUsers } from "./find-users";
import { userDetailsOf } from "./user-details-of";
import { changeUserRole, deleteUser, revokeUserSessions, sendUserPasswordReset } from "./manage-user";

const tags = ["Super admin"];
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
  tags,
  summary: "Users across accounts, searched by name or email, filtered by role and account, one page",
  middleware,
  request: { query: UserListQuerySchema },
  responses: { 200: json(UserListResponseSchema, "Users"), ...errors(...guard) },
});
const user = createRoute({
  method: "get",
  path: "/users/{id}",
  tags,
  summary: "One user: profile, account and role, sessions, recent audit entries",
  middleware,
  request: { params: userParams },
  responses: { 200: json(UserDetailsResponseSchema, "User"), ...errors(...guard, 404) },
});
const role = createRoute({
  method: "post",
  path: "/users/{id}/role",
  tags,
  summary: "Change a user's role (an account keeps an admin, the platform a super admin)",
  middleware,
  request: { params: userParams, ...jsonBody(ChangeUserRoleSchema) },
  responses: { 200: json(UserRoleResponseSchema, "Changed"), ...errors(...guard, 404, 409, 415) },
});
const passwordReset = createRoute({
  method: "post",
  path: "/users/{id}/password-reset",
  tags,
  summary: "Email the user a password reset code and link (a few per user per hour)",
  middleware,
  request: { params: userParams },
  responses: { 200: json(OkSchema, "Sent"), ...errors(...guard, 404, 429) },
});
const revokeSessions = createRoute({
  method: "post",
  path: "/users/{id}/revoke-sessions",
  tags,
  summary: "Sign the user out of every session",
  middleware,
  request: { params: userParams },
  responses: { 200: json(OkSchema, "Signed out"), ...errors(...guard, 404) },
});
const removeUser = createRoute({
  method: "delete",
  path: "/users/{id}",
  tags,
  summary: "Delete a user (not oneself; an account keeps an admin, the platform a super admin)",
  middleware,
  request: { params: userParams },
  responses: { 200: json(OkSchema, "Deleted"), ...errors(...guard, 404, 409) },
});

export const adminUserRoutes = createRouter()
  .openapi(users, async (c) => {
    const { db } = c.var.deps;
    const query = c.req.valid("query");
    return c.json(await findUsers(db, query), 200);
  })
  .openapi(user, async (c) => {
    const details = await userDetailsOf(c.var.deps.db, c.req.valid("param").id);
    if (!details) throw notFound("User");
    return c.json(details, 200);
  })
  .openapi(role, async (c) =>
    c.json(await changeUserRole(c.var.deps.db, c.var.caller, { ...c.req.valid("param"), ...c.req.valid("json") }), 200),
  )
  .openapi(passwordReset, async (c) => {
    await sendUserPasswordReset(c.var.deps, c.var.caller, c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(revokeSessions, async (c) => {
    await revokeUserSessions(c.var.deps.db, c.var.caller, c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(removeUser, async (c) => {
    await deleteUser(c.var.deps.db, c.var.caller, c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  });
