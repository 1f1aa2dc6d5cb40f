// The company's API keys (/company-settings, API tab): list, make, revoke. Admins in the web
// app only: a key can't make or revoke keys. Every change is audit-logged, never the key.
import { requireAdminSession } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { CreateApiKeySchema } from "../../../shared/api-keys/api-key-schema";
import {
  ApiKeyListResponseSchema,
  CreatedApiKeyResponseSchema,
  RevokedApiKeyResponseSchema,
} from "../../../shared/api-keys/api-key-responses";
import { findApiKeys } from "./find-api-keys";
import { createApiKey } from "./create-api-key";
import { revokeApiKey } from "./revoke-api-key";

const middleware = requireAdminSession;
const BROWSER_ONLY = "Admins signed in to the web app only: an API key can't list, make or revoke keys (403).";

const list = createRoute({
  method: "get",
  path: "/",
  summary: "The company's API keys",
  description: `The company's API keys that work or have expired, newest first: name, prefix (the key's first characters), scope, expiry, who made it, and when and from which IP address it was last used. Never the key itself. Revoked keys leave the list. ${BROWSER_ONLY}`,
  middleware,
  responses: { 200: json(ApiKeyListResponseSchema, "The keys, newest first"), ...errors(...GUARD_ERRORS.member) },
});
const create = createRoute({
  method: "post",
  path: "/",
  summary: "Make an API key (answered once)",
  description: `Makes an API key with a name, a scope (\`read\`: GET routes only; \`write\`: every route an admin may call with a key) and an optional expiry (RFC 3339 with its offset). The answer holds the whole key this once; only its SHA-256 hash is stored, so it can't be shown again. The key acts for the company as the admin who made it, and stops working if they stop being an admin. At most 50 keys per company (409). Audit-logged with the key's name and prefix, never the key. ${BROWSER_ONLY}`,
  middleware,
  request: jsonBody(CreateApiKeySchema, { name: "HR system sync", scope: "write", expiresAt: "2030-01-01T00:00:00+01:00" }),
  responses: { 201: json(CreatedApiKeyResponseSchema, "The key, shown this once"), ...errors(...GUARD_ERRORS.member, 409, 415) },
});
const revoke = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Revoke an API key",
  description: `Revokes a key: requests with it are refused (401) at once on this server and within 3 seconds on every other. Audit-logged. ${BROWSER_ONLY}`,
  middleware,
  request: { params: idParams("API key") },
  responses: { 200: json(RevokedApiKeyResponseSchema, "Revoked"), ...errors(...GUARD_ERRORS.member, 404) },
});

export const apiKeyRoutes = createRouter("api-keys")
  .openapi(list, async (c) => c.json({ apiKeys: await findApiKeys(c.get("deps").db, c.get("caller")) }, 200))
  .openapi(create, async (c) => c.json(await createApiKey(c.get("deps").db, c.get("caller"), c.req.valid("json")), 201))
  .openapi(revoke, async (c) => {
    await revokeApiKey(c.get("deps").db, c.get("caller"), c.req.valid("param").id);
    return c.json({ revoked: true as const }, 200);
  });
