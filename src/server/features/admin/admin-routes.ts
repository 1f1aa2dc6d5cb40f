// The super admin panel's API. requireSuperAdmin ignores the status of the super admin's
// own account, so a suspended account never locks its super admins out.
import { createRoute } from "@hono/zod-openapi";
import { requireSuperAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { SuspendAccountSchema } from "../../../shared/admin/account-status-schema";
import { AccountListQuerySchema, AccountListResponseSchema, AccountStatusResponseSchema } from "../../../shared/admin/admin-responses";
import { findAccounts } from "./find-accounts";
import { activateAccount, suspendAccount } from "./set-account-status";
import { requestIp } from "../../auth/rate-limit";

const tags = ["Super admin"];
const middleware = requireSuperAdmin;
const params = idParams("Account");

const list = createRoute({
  method: "get",
  path: "/accounts",
  tags,
  summary: "Every account with its member count, newest first",
  middleware,
  request: { query: AccountListQuerySchema },
  responses: { 200: json(AccountListResponseSchema, "Accounts"), ...errors(...GUARD_ERRORS.superAdmin) },
});
const activate = createRoute({
  method: "post",
  path: "/accounts/{id}/activate",
  tags,
  summary: "Activate a pending or suspended account",
  middleware,
  request: { params },
  responses: { 200: json(AccountStatusResponseSchema, "Activated"), ...errors(...GUARD_ERRORS.superAdmin, 404) },
});
const suspend = createRoute({
  method: "post",
  path: "/accounts/{id}/suspend",
  tags,
  summary: "Suspend an account with a reason",
  middleware,
  request: { params, ...jsonBody(SuspendAccountSchema) },
  responses: { 200: json(AccountStatusResponseSchema, "Suspended"), ...errors(...GUARD_ERRORS.superAdmin, 404, 415) },
  "x-multiline": ["reason"],
});

export const adminRoutes = createRouter()
  .openapi(list, async (c) => c.json(await findAccounts(c.var.deps.db, c.var.caller, c.req.valid("query")), 200))
  .openapi(activate, async (c) =>
    c.json({ account: await activateAccount(c.var.deps.db, { ...c.var.caller, ip: requestIp(c) }, c.req.valid("param")) }, 200),
  )
  .openapi(suspend, async (c) =>
    c.json(
      {
        account: await suspendAccount(
          c.var.deps.db,
          { ...c.var.caller, ip: requestIp(c) },
          { ...c.req.valid("param"), ...c.req.valid("json") },
        ),
      },
      200,
    ),
  );
