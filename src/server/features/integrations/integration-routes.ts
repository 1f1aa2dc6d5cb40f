// Google Workspace connection (admins): status, connect or replace the key, test, the sync
// schedule, disconnect. No answer holds the key; every change is audit-logged.
import { requireAdmin } from "../../auth/guards";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { ConnectGoogleSchema, SyncScheduleSchema } from "../../../shared/integrations/integration-schema";
import { ConnectionTestResponseSchema, GoogleIntegrationResponseSchema } from "../../../shared/integrations/integration-responses";
import { connectGoogle, disconnectGoogle, getGoogleIntegration } from "./google-connection";
import { setSyncSchedule } from "./integration-rows";
import { testGoogleConnection } from "./test-google-connection";

const middleware = requireAdmin;
const status = json(GoogleIntegrationResponseSchema, "The connection (never the key)");

const get = createRoute({
  method: "get",
  path: "/google",
  summary: "Whether Google Workspace is connected, with the client ID and scopes to allow (admins)",
  description:
    "Whether Google Workspace is connected: the service account's client ID and the scopes to allow for it in Google Admin, the admin address it acts as, and the sync schedule. Never the key. Admins, or an API key of the company.",
  middleware,
  responses: { 200: status, ...errors(...GUARD_ERRORS.member) },
});
const connect = createRoute({
  method: "put",
  path: "/google",
  summary: "Connect Google Workspace, or replace its key or admin address (admins)",
  description:
    "Connects Google Workspace with a service-account key (JSON) and an admin address of the domain, or replaces either. Google is asked for a token with the key before it is saved: a key Google refuses (deleted, replaced, unknown service account) is a 400 on serviceAccountKey saying what to do, and nothing is saved; delegation not allowed yet is saved (Test connection says so). The key is encrypted at rest and never answered back. Audit-logged without the key. Admins, or an API key of the company with read and write access.",
  middleware,
  request: jsonBody(ConnectGoogleSchema, {
    serviceAccountKey:
      '{"type":"service_account","client_email":"signet@project.iam.gserviceaccount.com","private_key":"-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n","token_uri":"https://oauth2.googleapis.com/token"}',
    adminEmail: "it@example.com",
  }),
  responses: { 200: status, ...errors(...GUARD_ERRORS.member, 415) },
  "x-multiline": ["serviceAccountKey"],
});
const test = createRoute({
  method: "post",
  path: "/google/test",
  summary: "Ask Google for a token per scope and say which failed and why (admins)",
  description:
    "Asks Google for a token for each scope the integration needs, and says which failed and why (scope not allowed, wrong admin address...). 30 a minute per company. Admins, or an API key of the company with read and write access.",
  middleware,
  rateLimit: { ...RATE_LIMITS.integrationCallsPerAccount, per: "account" },
  responses: { 200: json(ConnectionTestResponseSchema, "One check per scope"), ...errors(...GUARD_ERRORS.member, 404) },
});
const schedule = createRoute({
  method: "put",
  path: "/google/schedule",
  summary: "How often the directory syncs by itself (admins)",
  description:
    "How often the directory syncs by itself, in hours (0: never). Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: jsonBody(SyncScheduleSchema, { syncIntervalHours: 6 }),
  responses: { 200: status, ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const disconnect = createRoute({
  method: "delete",
  path: "/google",
  summary: "Disconnect Google Workspace and delete its key (admins); synced members stay",
  description:
    "Disconnects Google Workspace and deletes its key. Synced members stay members. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  responses: { 200: status, ...errors(...GUARD_ERRORS.member, 404) },
});

export const integrationRoutes = createRouter("integrations")
  .openapi(get, async (c) => c.json({ google: await getGoogleIntegration(c.var.deps.db, c.var.caller) }, 200))
  .openapi(connect, async (c) => c.json({ google: await connectGoogle(c.var.deps, c.var.caller, c.req.valid("json")) }, 200))
  .openapi(test, async (c) => c.json(await testGoogleConnection(c.var.deps, c.var.caller), 200))
  .openapi(schedule, async (c) => {
    await setSyncSchedule(c.var.deps.db, c.var.caller, "google", c.req.valid("json").syncIntervalHours);
    return c.json({ google: await getGoogleIntegration(c.var.deps.db, c.var.caller) }, 200);
  })
  .openapi(disconnect, async (c) => c.json({ google: await disconnectGoogle(c.var.deps.db, c.var.caller) }, 200));
