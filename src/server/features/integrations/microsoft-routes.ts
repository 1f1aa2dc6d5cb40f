// Microsoft 365 connection (admins): status, connect or replace the app's secret, test, the
// sync schedule, disconnect. No answer holds the secret; every change is audit-logged.
import { requireAdmin } from "../../auth/guards";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { SyncScheduleSchema } from "../../../shared/integrations/integration-schema";
import { ConnectMicrosoftSchema } from "../../../shared/integrations/microsoft-schema";
import { ConnectionTestResponseSchema, MicrosoftIntegrationResponseSchema } from "../../../shared/integrations/integration-responses";
import { connectMicrosoft, disconnectMicrosoft, getMicrosoftIntegration } from "./microsoft-connection";
import { testMicrosoftConnection } from "./test-microsoft-connection";
import { setSyncSchedule } from "./integration-rows";

const middleware = requireAdmin;
const status = json(MicrosoftIntegrationResponseSchema, "The connection (never the client secret)");

const get = createRoute({
  method: "get",
  path: "/microsoft",
  summary: "Whether Microsoft 365 is connected, with its tenant and app (admins)",
  description:
    "The tenant id and the app registration's client id; the client secret is never answered. Admins, or an API key of the company.",
  middleware,
  responses: { 200: status, ...errors(...GUARD_ERRORS.member) },
});
const connect = createRoute({
  method: "put",
  path: "/microsoft",
  summary: "Connect Microsoft 365, or replace its app or client secret (admins)",
  description:
    "Takes an Entra app registration with the Microsoft Graph application permission User.Read.All and admin consent. The secret is stored encrypted; another tenant starts the directory over. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: jsonBody(ConnectMicrosoftSchema, {
    tenantId: "8f2c9a51-3b1e-4d7a-9c0f-2e6b7d4a1c35",
    clientId: "5d1e7b2a-9c34-4f6e-8a0b-1c2d3e4f5a6b",
    clientSecret: "Xy7Q~example.client-secret-value",
  }),
  responses: { 200: status, ...errors(...GUARD_ERRORS.member, 415) },
});
const test = createRoute({
  method: "post",
  path: "/microsoft/test",
  summary: "Sign in as the app and read one user, saying which failed and why (admins)",
  description:
    "A wrong secret (AADSTS7000215), an unknown tenant (AADSTS90002) and missing consent (403) each get a plain message. 30 a minute per company. Admins, or an API key of the company with read and write access.",
  middleware,
  rateLimit: { ...RATE_LIMITS.integrationCallsPerAccount, per: "account" },
  responses: { 200: json(ConnectionTestResponseSchema, "Signing in, then reading users"), ...errors(...GUARD_ERRORS.member, 404) },
});
const schedule = createRoute({
  method: "put",
  path: "/microsoft/schedule",
  summary: "How often the Microsoft 365 directory syncs by itself (admins)",
  description:
    "Every 1 to 168 hours, or 0 for only when an admin syncs. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: jsonBody(SyncScheduleSchema, { syncIntervalHours: 24 }),
  responses: { 200: status, ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const disconnect = createRoute({
  method: "delete",
  path: "/microsoft",
  summary: "Disconnect Microsoft 365 and delete its client secret (admins); synced members stay",
  description:
    "The secret and what the directory last said about its people are deleted; members and their profiles stay. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  responses: { 200: status, ...errors(...GUARD_ERRORS.member, 404) },
});

export const microsoftRoutes = createRouter("integrations")
  .openapi(get, async (c) => c.json({ microsoft: await getMicrosoftIntegration(c.var.deps.db, c.var.caller) }, 200))
  .openapi(connect, async (c) => c.json({ microsoft: await connectMicrosoft(c.var.deps, c.var.caller, c.req.valid("json")) }, 200))
  .openapi(test, async (c) => c.json(await testMicrosoftConnection(c.var.deps, c.var.caller), 200))
  .openapi(schedule, async (c) => {
    await setSyncSchedule(c.var.deps.db, c.var.caller, "microsoft", c.req.valid("json").syncIntervalHours);
    return c.json({ microsoft: await getMicrosoftIntegration(c.var.deps.db, c.var.caller) }, 200);
  })
  .openapi(disconnect, async (c) => c.json({ microsoft: await disconnectMicrosoft(c.var.deps.db, c.var.caller) }, 200));
