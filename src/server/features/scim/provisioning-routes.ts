// Provisioning tokens (admins): the SCIM base URL with the company's tokens, making one
// (its secret answered once) and revoking one. Every change is audit-logged, never the token.
import { requireAdminSession } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { CreatedScimTokenResponseSchema, CreateScimTokenSchema, ProvisioningResponseSchema } from "../../../shared/scim/scim-token-schema";
import { createScimToken, findScimTokens, revokeScimToken } from "./scim-tokens";
import { scimBaseUrl } from "./scim-location";

const middleware = requireAdminSession;

const get = createRoute({
  method: "get",
  path: "/",
  summary: "The SCIM base URL and the company's provisioning tokens (admins)",
  description:
    "Tokens are listed by name and prefix with who made them and when they were last used; the tokens themselves are never answered again.",
  middleware,
  responses: { 200: json(ProvisioningResponseSchema, "The base URL and the tokens"), ...errors(...GUARD_ERRORS.member) },
});
const create = createRoute({
  method: "post",
  path: "/tokens",
  summary: "Make a provisioning token for an identity provider (admins)",
  description: "The answer holds the token once: only its SHA-256 is kept. A company has at most 10 tokens (409 past that).",
  middleware,
  request: jsonBody(CreateScimTokenSchema, { name: "Microsoft Entra ID" }),
  responses: { 201: json(CreatedScimTokenResponseSchema, "The token, shown this once"), ...errors(...GUARD_ERRORS.member, 409, 415) },
});
const revoke = createRoute({
  method: "delete",
  path: "/tokens/{id}",
  summary: "Revoke a provisioning token (admins); calls with it are refused at once",
  description: "Members it provisioned stay, with their profiles.",
  middleware,
  request: { params: idParams("Token") },
  responses: { 204: { description: "Revoked" }, ...errors(...GUARD_ERRORS.member, 404) },
});

export const provisioningRoutes = createRouter("provisioning")
  .openapi(get, async (c) =>
    c.json({ baseUrl: scimBaseUrl(c.get("deps").config), tokens: await findScimTokens(c.get("deps").db, c.get("caller")) }, 200),
  )
  .openapi(create, async (c) => c.json(await createScimToken(c.get("deps").db, c.get("caller"), c.req.valid("json")), 201))
  .openapi(revoke, async (c) => {
    await revokeScimToken(c.get("deps").db, c.get("caller"), c.req.valid("param").id);
    return c.body(null, 204);
  });
