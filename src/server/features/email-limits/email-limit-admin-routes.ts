// Super admin: a company's email usage and limit, and the override that lifts it.
import { requireSuperAdmin } from "../../auth/guards";
import { requestIp } from "../../auth/rate-limit";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { AccountEmailLimitResponseSchema, UpdateEmailLimitSchema } from "../../../shared/email-limits/email-limit-schema";
import { getAccountEmailLimit, setAccountEmailLimit } from "./account-email-limit";

const params = idParams("Account");

const read = createRoute({
  method: "get",
  path: "/accounts/{id}/email-limit",
  summary: "A company's email usage this hour and today, its limits and their override",
  description:
    "A company's invitation and deployment emails this hour and today, its limits, and the super admin's override if any. Super admins only; API keys are refused.",
  middleware: requireSuperAdmin,
  request: { params },
  responses: { 200: json(AccountEmailLimitResponseSchema, "Usage and limits"), ...errors(...GUARD_ERRORS.superAdmin, 404) },
});
const update = createRoute({
  method: "put",
  path: "/accounts/{id}/email-limit",
  summary: "Raise or lower a company's email limits, or lift them until a date (all null: back to the defaults)",
  description:
    "Sets other hourly and daily email limits for a company, or lifts them until a time (RFC 3339 with its offset); all null goes back to the defaults. Audit-logged in the company's log. Super admins only; API keys are refused.",
  middleware: requireSuperAdmin,
  request: { params, ...jsonBody(UpdateEmailLimitSchema, { perHour: 500, perDay: 2000, liftedUntil: null }) },
  responses: { 200: json(AccountEmailLimitResponseSchema, "Usage and limits"), ...errors(...GUARD_ERRORS.superAdmin, 404, 415) },
});

export const emailLimitAdminRoutes = createRouter("email-limits")
  .openapi(read, async (c) => c.json(await getAccountEmailLimit(c.get("deps").db, c.req.valid("param").id), 200))
  .openapi(update, async (c) =>
    c.json(
      await setAccountEmailLimit(c.get("deps").db, { ...c.get("caller"), ip: requestIp(c) }, c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  );
