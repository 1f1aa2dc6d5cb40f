// One set of routes per provider of the registry (admins), under its id: its status, connect
// or replace (the connection test first), Test connection, the sync schedule, disconnect. No
// answer holds a secret; every change is audit-logged.
import type { z } from "zod";
import { requireAdmin } from "../../../auth/guards";
import { RATE_LIMITS } from "../../../auth/rate-limit-rules";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../../lib/openapi";
import { SyncScheduleSchema } from "../../../../shared/integrations/integration-schema";
import { ConnectionTestResponseSchema } from "../../../../shared/integrations/integration-responses";
import { setSyncSchedule } from "../integration-rows";
import { connectProvider, disconnectProvider, getConnection, testConnection } from "./connections";
import type { AnyProvider, ConnectedProviderId } from "./provider";
import { PROVIDERS, providerOf } from "./registry";

/**
 * What the routes need of a provider, typed by its id, its answer and its input rather than by
 * its schemas: the typed client keeps each provider's answer that way (a route typed by a
 * generic schema would answer "any JSON").
 */
type Routed<Id extends ConnectedProviderId, Answer, Input> = Pick<AnyProvider, "name" | "secretName" | "docs" | "multiline"> & {
  id: Id;
  responseSchema: z.ZodType<Answer>;
  connectSchema: z.ZodType<Input>;
  connectExample: NoInfer<Input>;
};

function connectionRoutesOf<Id extends ConnectedProviderId, Answer, Input>(provider: Routed<Id, Answer, Input>) {
  const { name, secretName } = provider;
  const registered = providerOf(provider.id);
  const middleware = requireAdmin;
  const path = `/${provider.id}` as `/${Id}`;
  const status = json(provider.responseSchema, `The connection (never the ${secretName})`);
  const answer = (connection: unknown) => ({ [provider.id]: connection }) as Answer;
  const multiline: { "x-multiline"?: string[] } = provider.multiline ? { "x-multiline": provider.multiline } : {};

  const get = createRoute({
    method: "get",
    path,
    ...provider.docs.get,
    middleware,
    responses: { 200: status, ...errors(...GUARD_ERRORS.member) },
  });
  const connect = createRoute({
    method: "put",
    path,
    ...provider.docs.connect,
    middleware,
    request: jsonBody(provider.connectSchema, provider.connectExample),
    responses: { 200: status, ...errors(...GUARD_ERRORS.member, 415) },
    ...multiline,
  });
  const test = createRoute({
    method: "post",
    path: `${path}/test` as `/${Id}/test`,
    ...provider.docs.test,
    middleware,
    rateLimit: { ...RATE_LIMITS.integrationCallsPerAccount, per: "account" },
    responses: { 200: json(ConnectionTestResponseSchema, "One line per check"), ...errors(...GUARD_ERRORS.member, 404) },
  });
  const schedule = createRoute({
    method: "put",
    path: `${path}/schedule` as `/${Id}/schedule`,
    summary: `How often the ${name} directory syncs by itself (admins)`,
    description:
      "How often the directory syncs by itself: every 1 to 168 hours, or 0 for only when an admin syncs. Audit-logged. Admins, or an API key of the company with read and write access.",
    middleware,
    request: jsonBody(SyncScheduleSchema, { syncIntervalHours: 6 }),
    responses: { 200: status, ...errors(...GUARD_ERRORS.member, 404, 415) },
  });
  const disconnect = createRoute({
    method: "delete",
    path,
    summary: `Disconnect ${name} and delete its ${secretName} (admins); synced members stay`,
    description: `Disconnects ${name}: its ${secretName} and what the directory last said about its people are deleted; members and their profiles stay. Audit-logged. Admins, or an API key of the company with read and write access.`,
    middleware,
    responses: { 200: status, ...errors(...GUARD_ERRORS.member, 404) },
  });

  return createRouter("integrations")
    .openapi(get, async (c) => c.json(answer(await getConnection(c.get("deps").db, c.get("caller"), registered)), 200))
    .openapi(connect, async (c) =>
      c.json(answer(await connectProvider(c.get("deps"), c.get("caller"), registered, c.req.valid("json"))), 200),
    )
    .openapi(test, async (c) => c.json(await testConnection(c.get("deps"), c.get("caller"), registered), 200))
    .openapi(schedule, async (c) => {
      await setSyncSchedule(c.get("deps").db, c.get("caller"), provider.id, c.req.valid("json").syncIntervalHours);
      return c.json(answer(await getConnection(c.get("deps").db, c.get("caller"), registered)), 200);
    })
    .openapi(disconnect, async (c) => c.json(answer(await disconnectProvider(c.get("deps").db, c.get("caller"), registered)), 200));
}

export const connectionRoutes = createRouter("integrations")
  .route("/", connectionRoutesOf(PROVIDERS.google))
  .route("/", connectionRoutesOf(PROVIDERS.microsoft));
