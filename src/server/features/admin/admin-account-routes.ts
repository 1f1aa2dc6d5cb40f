// The super admin panel's dashboard and accounts. requireSuperAdmin ignores the status of
// the super admin's own account, so a suspended account never locks its super admins out.
import { requireSuperAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { notFound } from "../../lib/errors";
import { SuspendAccountSchema } from "../../../shared/admin/account-status-schema";
import { AccountAuditQuerySchema, AccountListQuerySchema } from "../../../shared/admin/admin-schema";
import {
  AccountAuditPageResponseSchema,
  AccountDetailsResponseSchema,
  AccountListResponseSchema,
  AccountStatusResponseSchema,
  DeletedResponseSchema,
  OverviewResponseSchema,
} from "../../../shared/admin/admin-responses";
import { DELETE_COMPANY_EXAMPLE_NAME, DELETE_COMPANY_MESSAGE, DeleteCompanySchema } from "../../../shared/company/company-schema";
import { findAccounts } from "./find-accounts";
import { activateAccount, suspendAccount } from "./set-account-status";
import { accountDetailsOf } from "./account-details-of";
import { accountAuditOf } from "./account-audit-of";
import { deleteAccount } from "../accounts/delete-account";
import { platformOverview } from "./platform-overview";

const middleware = requireSuperAdmin;
const params = idParams("Account");
const guard = GUARD_ERRORS.superAdmin;

const overview = createRoute({
  method: "get",
  path: "/overview",
  summary: "The dashboard: accounts by status, users, signatures, campaigns, events, sign-ups",
  description:
    "The platform dashboard: companies by status, users, active signatures, live campaigns, clicks and impressions, and recent sign-ups. Super admins only; API keys are refused.",
  middleware,
  responses: { 200: json(OverviewResponseSchema, "Overview"), ...errors(...guard) },
});
const list = createRoute({
  method: "get",
  path: "/accounts",
  cache: "shared",
  summary: "Accounts, searched (name, website, member email), filtered by status, sorted, one page",
  description:
    "Companies one page at a time, searched by name, website or a member's email, filtered by status and sorted. Super admins only; API keys are refused.",
  middleware,
  request: { query: AccountListQuerySchema },
  responses: { 200: json(AccountListResponseSchema, "Accounts"), ...errors(...guard) },
});
const account = createRoute({
  method: "get",
  path: "/accounts/{id}",
  summary: "One account: details, members, templates, campaigns, deployments, audit log",
  description:
    "One company: its details and status, members, templates, campaigns, deployments, email usage and latest audit entries. Super admins only; API keys are refused.",
  middleware,
  request: { params },
  responses: { 200: json(AccountDetailsResponseSchema, "Account"), ...errors(...guard, 404) },
});
const audit = createRoute({
  method: "get",
  path: "/accounts/{id}/audit-log",
  summary: "One account's audit log, newest first, with its total; page with before=nextCursor",
  description:
    "One company's audit log, newest first, with its total; for the next page pass the last answer's `nextCursor` as `before`. Super admins only; API keys are refused.",
  middleware,
  request: { params, query: AccountAuditQuerySchema },
  responses: { 200: json(AccountAuditPageResponseSchema, "One page of entries"), ...errors(...guard, 404) },
});
const activate = createRoute({
  method: "post",
  path: "/accounts/{id}/activate",
  summary: "Activate a pending or suspended account",
  description:
    "Activates a company that waits for activation or was suspended: its members can sign in and work again. Audit-logged in the company's log. Super admins only; API keys are refused.",
  middleware,
  request: { params },
  responses: { 200: json(AccountStatusResponseSchema, "Activated"), ...errors(...guard, 404) },
});
const suspend = createRoute({
  method: "post",
  path: "/accounts/{id}/suspend",
  summary: "Suspend an account with a reason",
  description:
    "Suspends a company with a reason: its members see a blocked screen, its API keys get 423, and its tracking stops counting. Audit-logged in the company's log. Super admins only; API keys are refused.",
  middleware,
  request: { params, ...jsonBody(SuspendAccountSchema, { reason: "Unpaid invoices since March" }) },
  responses: { 200: json(AccountStatusResponseSchema, "Suspended"), ...errors(...guard, 404, 415) },
  "x-multiline": ["reason"],
});
const removeAccount = createRoute({
  method: "delete",
  path: "/accounts/{id}",
  summary: "Delete an account and everything of it (confirm with its exact name)",
  description:
    "Deletes a company and everything of it once `confirmName` is its exact name. The audit log keeps only the deletion itself. Super admins only; API keys are refused.",
  middleware,
  request: { params, ...jsonBody(DeleteCompanySchema, { confirmName: DELETE_COMPANY_EXAMPLE_NAME }) },
  responses: { 200: json(DeletedResponseSchema, "Deleted"), ...errors(...guard, 404, 409, 415) },
});

export const adminAccountRoutes = createRouter("admin")
  .openapi(overview, async (c) => c.json(await platformOverview(c.get("deps").db), 200))
  .openapi(list, async (c) => {
    const { db } = c.get("deps");
    const query = c.req.valid("query");
    return c.json(await findAccounts(db, c.get("caller"), query), 200);
  })
  .openapi(account, async (c) => {
    const details = await accountDetailsOf(c.get("deps").db, c.req.valid("param").id);
    if (!details) throw notFound("Account");
    return c.json(details, 200);
  })
  .openapi(audit, async (c) => {
    const page = await accountAuditOf(c.get("deps").db, c.req.valid("param").id, c.req.valid("query"));
    if (!page) throw notFound("Account");
    return c.json(page, 200);
  })
  .openapi(activate, async (c) => c.json({ account: await activateAccount(c.get("deps").db, c.get("caller"), c.req.valid("param")) }, 200))
  .openapi(suspend, async (c) =>
    c.json(
      {
        account: await suspendAccount(c.get("deps").db, c.get("caller"), { ...c.req.valid("param"), ...c.req.valid("json") }),
      },
      200,
    ),
  )
  .openapi(removeAccount, async (c) => {
    const { db, storage, mailer, logger, config } = c.get("deps");
    const { name } = await deleteAccount(
      { db, storage, mailer, logger, supportEmail: config.supportEmail },
      c.get("caller"),
      { accountId: c.req.valid("param").id, confirmName: c.req.valid("json").confirmName },
      { confirmMismatch: DELETE_COMPANY_MESSAGE },
    );
    return c.json({ ok: true as const, name }, 200);
  });
