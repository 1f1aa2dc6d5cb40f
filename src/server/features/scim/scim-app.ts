// /scim/v2, outside /api: its callers are identity providers with a provisioning token,
// not browsers with a session, so no session is read and no cross-site check applies (no
// cookie is sent). Its routes are built like /api's (createRouter: one contract validates,
// limits bodies and writes the document), answer application/scim+json, and refuse in
// SCIM's error message. Its own OpenAPI document is /scim/v2/openapi.json.
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { createRouter } from "../../lib/openapi";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { SCIM_CONTENT_TYPE, ScimErrorSchema } from "../../../shared/scim/scim-schema";
import { scimErrorHandler, scimErrorResponse } from "./scim-errors";
import { SCIM_PATH } from "./scim-location";
import { scimUserRoutes } from "./scim-user-routes";
import { scimGroupRoutes } from "./scim-group-routes";
import { scimDiscoveryRoutes } from "./scim-discovery-routes";

function scimRoutes() {
  return createRouter("scim").route("/", scimDiscoveryRoutes).route("/", scimUserRoutes).route("/", scimGroupRoutes);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated document is edited field by field
type Json = any;

/**
 * The OpenAPI 3.1 document of /scim/v2, from the same route contracts. The route builder
 * adds /api's error answers (cross-site 403, 413) in /api's shape: here every error answer
 * is SCIM's, and every operation states the bearer token and the per-token rate limit.
 */
export function scimDocument(): Json {
  // Generated once per process: it depends on the code alone (tests make an app per suite).
  return (scimDocumentOnce ??= generateScimDocument());
}
let scimDocumentOnce: Json | undefined;

function generateScimDocument(): Json {
  const document: Json = scimRoutes().getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Signet SCIM 2.0",
      version: "2",
      description:
        "SCIM 2.0 provisioning (RFC 7643, RFC 7644) for identity providers such as Microsoft Entra ID and Okta. Authenticate with a provisioning token from Company Settings, Provisioning. Every refusal is a SCIM error message.",
    },
    servers: [{ url: SCIM_PATH }],
  });
  document.components = { ...document.components, securitySchemes: { provisioningToken: { type: "http", scheme: "bearer" } } };
  const errorContent = document.components?.schemas?.ScimError
    ? { [SCIM_CONTENT_TYPE]: { schema: { $ref: "#/components/schemas/ScimError" } } }
    : { [SCIM_CONTENT_TYPE]: { schema: ScimErrorSchema } };
  for (const item of Object.values<Json>(document.paths))
    for (const operation of Object.values<Json>(item)) {
      operation.security = [{ provisioningToken: [] }];
      operation["x-rate-limit"] = { ...RATE_LIMITS.scimPerToken, per: "token" };
      for (const [status, response] of Object.entries<Json>(operation.responses))
        if (Number(status) >= 400) response.content = errorContent;
    }
  delete document.components?.schemas?.ApiError;
  return document;
}

export function createScimApp() {
  const app = new Hono<AppEnv>();
  // A write's effects on the caches and its webhook events are app.ts's, as for /api.
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("cache-control", "no-store");
  });
  const document = scimDocument();
  app.get("/openapi.json", (c) => c.json(document));
  app.route("/", scimRoutes());
  app.all("*", (c) => scimErrorResponse(c, 404, `No SCIM endpoint at ${c.req.path}.`));
  app.onError(scimErrorHandler());
  return app;
}
