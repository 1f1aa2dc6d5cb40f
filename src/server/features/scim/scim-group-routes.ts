// /scim/v2/Groups: the company's departments and who is in each, for an identity provider
// holding a provisioning token. List (`displayName eq`), read, create, replace, patch
// members and name, delete (its members keep working with the default template).
import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/openapi";
import {
  ScimAttributesQuerySchema,
  ScimGroupInputSchema,
  ScimGroupSchema,
  ScimListQuerySchema,
  ScimPatchSchema,
  scimListResponseSchema,
} from "../../../shared/scim/scim-schema";
import { requireScimToken } from "./scim-auth";
import { resourceHeaders, scimBody, scimContext, scimErrors, scimHeaders, scimIdParams, scimJson } from "./scim-contract";
import { createGroup, deleteGroup, findGroups, getGroup, patchGroup, replaceGroup } from "./scim-groups";

const tags = ["SCIM Groups"];
const middleware = requireScimToken;
const request = { params: scimIdParams };
const group = scimJson(ScimGroupSchema, "The group");
// A group of ten thousand members is about 600 KB of member references.
const bodyLimit = 1024 * 1024;
const multiline = ["*"];

const list = createRoute({
  method: "get",
  path: "/Groups",
  tags,
  summary: "List or find groups (departments)",
  description:
    'Filters: `displayName eq "..."`, `id eq`, `members[value eq "..."]`, joined by `and`. `excludedAttributes=members` leaves the members out.',
  middleware,
  request: { query: ScimListQuerySchema },
  responses: { 200: scimJson(scimListResponseSchema(ScimGroupSchema), "A ListResponse of groups"), ...scimErrors() },
});
const getOne = createRoute({
  method: "get",
  path: "/Groups/{id}",
  tags,
  summary: "Read a group",
  middleware,
  request: { ...request, query: ScimAttributesQuerySchema },
  responses: { 200: group, ...scimErrors(404) },
});
const create = createRoute({
  method: "post",
  path: "/Groups",
  tags,
  summary: "Create a group: a department, with its members (each moves out of the department they were in)",
  middleware,
  bodyLimit,
  request: scimBody(ScimGroupInputSchema),
  responses: { 201: group, ...scimErrors(409, 413, 415) },
  "x-multiline": multiline,
});
const replace = createRoute({
  method: "put",
  path: "/Groups/{id}",
  tags,
  summary: "Replace a group's name and members",
  middleware,
  bodyLimit,
  request: { ...request, ...scimBody(ScimGroupInputSchema) },
  responses: { 200: group, ...scimErrors(404, 409, 412, 413, 415) },
  "x-multiline": multiline,
});
const patch = createRoute({
  method: "patch",
  path: "/Groups/{id}",
  tags,
  summary: 'Add or remove members (`members`, `members[value eq "..."]`) or rename (`displayName`)',
  middleware,
  bodyLimit,
  request: { ...request, ...scimBody(ScimPatchSchema) },
  responses: { 200: group, ...scimErrors(404, 409, 412, 413, 415) },
  "x-multiline": multiline,
});
const remove = createRoute({
  method: "delete",
  path: "/Groups/{id}",
  tags,
  summary: "Delete a group: the department goes, its members stay",
  middleware,
  request,
  responses: { 204: { description: "Deleted" }, ...scimErrors(404, 412) },
});

export const scimGroupRoutes = createRouter()
  .openapi(list, async (c) => c.json(await findGroups(scimContext(c), c.req.valid("query")), 200, scimHeaders))
  .openapi(getOne, async (c) => {
    const found = await getGroup(scimContext(c), c.req.valid("param").id, c.req.valid("query"));
    return c.json(found, 200, resourceHeaders(found));
  })
  .openapi(create, async (c) => {
    const created = await createGroup(scimContext(c), c.req.valid("json"));
    return c.json(created, 201, resourceHeaders(created, { location: created.meta.location }));
  })
  .openapi(replace, async (c) => {
    const replaced = await replaceGroup(scimContext(c), c.req.valid("param").id, c.req.valid("json"), c.req.header("if-match"));
    return c.json(replaced, 200, resourceHeaders(replaced));
  })
  .openapi(patch, async (c) => {
    const patched = await patchGroup(scimContext(c), c.req.valid("param").id, c.req.valid("json"), c.req.header("if-match"));
    return c.json(patched, 200, resourceHeaders(patched));
  })
  .openapi(remove, async (c) => {
    await deleteGroup(scimContext(c), c.req.valid("param").id, c.req.header("if-match"));
    return c.body(null, 204);
  });
