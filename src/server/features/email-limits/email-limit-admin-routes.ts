// Super admin: a company's email usage and limit, and the override that lifts it.
import { createRoute } from "@hono/zod-openapi";
import { requireSuperAdmin } from "../../auth/guards";
import { requestIp } from "../../auth/rate-limit";
import { createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { AccountEmailLimitResponseSchema, UpdateEmailLimitSchema } from "../../../shared/email-limits/email-limit-schema";
import { getAccountEmailLimit, setAccountEmailLimit } from "./account-email-limit";

const tags = ["Super admin"];
const params = idParams("Account");

const read = createRoute({
  method: "get",
  path: "/accounts/{id}/email-limit",
  tags,
  summary: "A company's email usage this hour and today, its limits and their override",
  middleware: requireSuperAdmin,
  request: { params },
  responses: { 200: json(AccountEmailLimitResponseSchema, "Usage and limits"), ...errors(...GUARD_ERRORS.superAdmin, 404) },
});
const update = createRoute({
  method: "put",
  path: "/accounts/{id}/email-limit",
  tags,
  summary: "Raise or lower a company's email limits, or lift them until a date (all null: back to the defaults)",
  middleware: requireSuperAdmin,
  request: { params, ...jsonBody(UpdateEmailLimitSchema) },
  responses: { 200: json(AccountEmailLimitResponseSchema, "Usage and limits"), ...errors(...GUARD_ERRORS.superAdmin, 404, 415) },
});

export const emailLimitAdminRoutes = createRouter()
  .openapi(read, async (c) => c.json(await getAccountEmailLimit(c.var.deps.db, c.req.valid("param").id), 200))
  .openapi(update, async (c) =>
    c.json(
      await setAccountEmailLimit(c.var.deps.db, { ...c.var.caller, ip: requestIp(c) }, c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  );
