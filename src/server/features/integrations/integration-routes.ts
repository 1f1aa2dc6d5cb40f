// Google Workspace connection (admins): status, connect or replace the key, test, the sync
// schedule, disconnect. No answer holds the key; every change is audit-logged.
import { createRoute } from "@hono/zod-openapi";
import { requireAdmin } from "../../auth/guards";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { ConnectGoogleSchema, SyncScheduleSchema } from "../../../shared/integrations/integration-schema";
import { ConnectionTestResponseSchema, GoogleIntegrationResponseSchema } from "../../../shared/integrations/integration-responses";
import { connectGoogle, disconnectGoogle, getGoogleIntegration } from "./google-connection";
import { setSyncSchedule } from "./integration-rows";
import { testGoogleConnection } from "./test-google-connection";

const tags = ["Integrations"];
const middleware = requireAdmin;
const status = json(GoogleIntegrationResponseSchema, "The connection (never the key)");

const get = createRoute({
  method: "get",
  path: "/google",
  tags,
  summary: "Whether Google Workspace is connected, with the client ID and scopes to allow (admins)",
  middleware,
  responses: { 200: status, ...errors(...GUARD_ERRORS.member) },
});
const connect = createRoute({
  method: "put",
  path: "/google",
  tags,
  summary: "Connect Google Workspace, or replace its key or admin address (admins)",
  middleware,
  request: jsonBody(ConnectGoogleSchema),
  responses: { 200: status, ...errors(...GUARD_ERRORS.member, 415) },
  "x-multiline": ["serviceAccountKey"],
});
const test = createRoute({
  method: "post",
  path: "/google/test",
  tags,
  summary: "Ask Google for a token per scope and say which failed and why (admins)",
  middleware,
  rateLimit: { ...RATE_LIMITS.integrationCallsPerAccount, per: "account" },
  responses: { 200: json(ConnectionTestResponseSchema, "One check per scope"), ...errors(...GUARD_ERRORS.member, 404) },
});
const schedule = createRoute({
  method: "put",
  path: "/google/schedule",
  tags,
  summary: "How often the directory syncs by itself (admins)",
  middleware,
  request: jsonBody(SyncScheduleSchema),
  responses: { 200: status, ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const disconnect = createRoute({
  method: "delete",
  path: "/google",
  tags,
  summary: "Disconnect Google Workspace and delete its key (admins); synced members stay",
  middleware,
  responses: { 200: status, ...errors(...GUARD_ERRORS.member, 404) },
});

export const integrationRoutes = createRouter()
  .openapi(get, async (c) => c.json({ google: await getGoogleIntegration(c.var.deps.db, c.var.caller) }, 200))
  .openapi(connect, async (c) => c.json({ google: await connectGoogle(c.var.deps, c.var.caller, c.req.valid("json")) }, 200))
  .openapi(test, async (c) => c.json(await testGoogleConnection(c.var.deps, c.var.caller), 200))
  .openapi(schedule, async (c) => {
    await setSyncSchedule(c.var.deps.db, c.var.caller, "google", c.req.valid("json").syncIntervalHours);
    return c.json({ google: await getGoogleIntegration(c.var.deps.db, c.var.caller) }, 200);
  })
  .openapi(disconnect, async (c) => c.json({ google: await disconnectGoogle(c.var.deps.db, c.var.caller) }, 200));
