// /scim/v2's discovery: ServiceProviderConfig, ResourceTypes and Schemas (RFC 7644 §4),
// for a caller with a provisioning token.
import { createRoute, createRouter, z } from "../../lib/openapi";
import { ScimDocumentSchema, scimListResponseSchema } from "../../../shared/scim/scim-schema";
import { requireScimToken } from "./scim-auth";
import { scimErrors, scimHeaders, scimJson } from "./scim-contract";
import { listOf, resourceTypes, schemas, serviceProviderConfig } from "./scim-discovery";
import { ScimError } from "./scim-errors";

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
  summary: "What this service supports: PATCH, filters, ETags; no bulk, sort or password change",
  description:
    "The ServiceProviderConfig (RFC 7644 §5): which optional features an identity provider may use here, and how to authenticate.",
  middleware,
  responses: { 200: one, ...scimErrors() },
});
const types = createRoute({
  method: "get",
  path: "/ResourceTypes",
  summary: "The resource types: User (with the enterprise extension) and Group",
  description: "Every resource type this service serves, with its endpoint and schemas (RFC 7644 §6).",
  middleware,
  responses: { 200: list, ...scimErrors() },
});
const type = createRoute({
  method: "get",
  path: "/ResourceTypes/{id}",
  summary: "One resource type: User or Group",
  description: "One resource type by its name; an unknown name is 404.",
  middleware,
  request: { params: named("User or Group") },
  responses: { 200: one, ...scimErrors(404) },
});
const schemaList = createRoute({
  method: "get",
  path: "/Schemas",
  summary: "The attributes kept of a User, the enterprise extension and a Group",
  description: "The schemas of the attributes this service keeps (RFC 7643 §7): what an identity provider may send and read back.",
  middleware,
  responses: { 200: list, ...scimErrors() },
});
const schema = createRoute({
  method: "get",
  path: "/Schemas/{id}",
  summary: "One schema, by its URN",
  description: "One schema by its URN; an unknown URN is 404.",
  middleware,
  request: { params: named("A schema URN") },
  responses: { 200: one, ...scimErrors(404) },
});

const byId = <T extends { id: string }>(items: T[], id: string) => {
  const found = items.find((item) => item.id.toLowerCase() === id.toLowerCase());
  if (!found) throw new ScimError(404, `${id} not found.`);
  return found;
};

export const scimDiscoveryRoutes = createRouter("scim")
  .openapi(config, (c) => c.json(serviceProviderConfig(c.get("deps").config), 200, scimHeaders))
  .openapi(types, (c) => c.json(listOf(resourceTypes(c.get("deps").config)), 200, scimHeaders))
  .openapi(type, (c) => c.json(byId(resourceTypes(c.get("deps").config), c.req.valid("param").id), 200, scimHeaders))
  .openapi(schemaList, (c) => c.json(listOf(schemas(c.get("deps").config)), 200, scimHeaders))
  .openapi(schema, (c) => c.json(byId(schemas(c.get("deps").config), c.req.valid("param").id), 200, scimHeaders));
