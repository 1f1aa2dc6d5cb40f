// /scim/v2's discovery: ServiceProviderConfig, ResourceTypes and Schemas (RFC 7644 §4),
// for a caller with a provisioning token.
import { createRoute } from "@hono/zod-openapi";
import { createRouter, z } from "../../lib/openapi";
import { ScimDocumentSchema, scimListResponseSchema } from "../../../shared/scim/scim-schema";
import { requireScimToken } from "./scim-auth";
import { scimErrors, scimHeaders, scimJson } from "./scim-contract";
import { listOf, resourceTypes, schemas, serviceProviderConfig } from "./scim-discovery";
import { ScimError } from "./scim-errors";

const tags = ["SCIM discovery"];
const middleware = requireScimToken;
const list = scimJson(scimListResponseSchema(ScimDocumentSchema), "A ListResponse");
const one = scimJson(ScimDocumentSchema, "The document");
const named = (name: string) =>
  z
    .object({
      id: z
        .string()
        .max(200)
        .openapi({ param: { name: "id", in: "path" } }),
    })
    .describe(name);

const config = createRoute({
  method: "get",
  path: "/ServiceProviderConfig",
  tags,
  summary: "What this service supports: PATCH, filters, ETags; no bulk, sort or password change",
  middleware,
  responses: { 200: one, ...scimErrors() },
});
const types = createRoute({
  method: "get",
  path: "/ResourceTypes",
  tags,
  summary: "The resource types: User (with the enterprise extension) and Group",
  middleware,
  responses: { 200: list, ...scimErrors() },
});
const type = createRoute({
  method: "get",
  path: "/ResourceTypes/{id}",
  tags,
  summary: "One resource type: User or Group",
  middleware,
  request: { params: named("User or Group") },
  responses: { 200: one, ...scimErrors(404) },
});
const schemaList = createRoute({
  method: "get",
  path: "/Schemas",
  tags,
  summary: "The attributes kept of a User, the enterprise extension and a Group",
  middleware,
  responses: { 200: list, ...scimErrors() },
});
const schema = createRoute({
  method: "get",
  path: "/Schemas/{id}",
  tags,
  summary: "One schema, by its URN",
  middleware,
  request: { params: named("A schema URN") },
  responses: { 200: one, ...scimErrors(404) },
});

const byId = <T extends { id: string }>(items: T[], id: string) => {
  const found = items.find((item) => item.id.toLowerCase() === id.toLowerCase());
  if (!found) throw new ScimError(404, `${id} not found.`);
  return found;
};

export const scimDiscoveryRoutes = createRouter()
  .openapi(config, (c) => c.json(serviceProviderConfig(c.var.deps.config), 200, scimHeaders))
  .openapi(types, (c) => c.json(listOf(resourceTypes(c.var.deps.config)), 200, scimHeaders))
  .openapi(type, (c) => c.json(byId(resourceTypes(c.var.deps.config), c.req.valid("param").id), 200, scimHeaders))
  .openapi(schemaList, (c) => c.json(listOf(schemas(c.var.deps.config)), 200, scimHeaders))
  .openapi(schema, (c) => c.json(byId(schemas(c.var.deps.config), c.req.valid("param").id), 200, scimHeaders));
