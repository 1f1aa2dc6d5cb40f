// /scim/v2/Users: the company's members, for an identity provider holding a provisioning
// token. List with a filter and a 1-based page, read one, create (or link an existing
// member by address), replace, patch, delete.
import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/openapi";
import {
  ScimAttributesQuerySchema,
  ScimListQuerySchema,
  ScimPatchSchema,
  ScimUserInputSchema,
  ScimUserSchema,
  scimListResponseSchema,
} from "../../../shared/scim/scim-schema";
import { requireScimToken } from "./scim-auth";
import { resourceHeaders, scimBody, scimContext, scimErrors, scimHeaders, scimIdParams, scimJson } from "./scim-contract";
import { createUser, deleteUser, findUsers, getUser, patchUser, replaceUser } from "./scim-users";

const tags = ["SCIM Users"];
const middleware = requireScimToken;
const request = { params: scimIdParams };
const user = scimJson(ScimUserSchema, "The user");
// Every field may hold line breaks (street addresses); control characters are still refused.
const multiline = ["*"];

const list = createRoute({
  method: "get",
  path: "/Users",
  tags,
  summary: "List or find users",
  description:
    'Filters: `userName eq "..."`, `externalId eq "..."`, `emails[type eq "work"].value eq "..."`, `id eq`, `active eq`, joined by `and`. Pages are 1-based (`startIndex`, `count` up to 200).',
  middleware,
  request: { query: ScimListQuerySchema },
  responses: { 200: scimJson(scimListResponseSchema(ScimUserSchema), "A ListResponse of users"), ...scimErrors() },
});
const getOne = createRoute({
  method: "get",
  path: "/Users/{id}",
  tags,
  summary: "Read a user",
  middleware,
  request: { ...request, query: ScimAttributesQuerySchema },
  responses: { 200: user, ...scimErrors(404) },
});
const create = createRoute({
  method: "post",
  path: "/Users",
  tags,
  summary: "Provision a user: a member who needs no sign-in",
  description:
    "The member's address is the work email, else the userName. An address that already belongs to a member of this company links that member; one of another company's member is 409 uniqueness.",
  middleware,
  request: scimBody(ScimUserInputSchema),
  responses: { 201: user, ...scimErrors(409, 415) },
  "x-multiline": multiline,
});
const replace = createRoute({
  method: "put",
  path: "/Users/{id}",
  tags,
  summary: "Replace a user (attributes not sent are cleared; active stays as it was unless sent)",
  middleware,
  request: { ...request, ...scimBody(ScimUserInputSchema) },
  responses: { 200: user, ...scimErrors(404, 409, 412, 415) },
  "x-multiline": multiline,
});
const patch = createRoute({
  method: "patch",
  path: "/Users/{id}",
  tags,
  summary: "Change a user: add, replace, remove (active false deactivates: signed out, no sign-in, no pushes)",
  middleware,
  request: { ...request, ...scimBody(ScimPatchSchema) },
  responses: { 200: user, ...scimErrors(404, 409, 412, 415) },
  "x-multiline": multiline,
});
const remove = createRoute({
  method: "delete",
  path: "/Users/{id}",
  tags,
  summary: "Remove a user from the company, as removing a member on /users does",
  middleware,
  request,
  responses: { 204: { description: "Removed" }, ...scimErrors(404, 412) },
});

export const scimUserRoutes = createRouter()
  .openapi(list, async (c) => c.json(await findUsers(scimContext(c), c.req.valid("query")), 200, scimHeaders))
  .openapi(getOne, async (c) => {
    const found = await getUser(scimContext(c), c.req.valid("param").id, c.req.valid("query"));
    return c.json(found, 200, resourceHeaders(found));
  })
  .openapi(create, async (c) => {
    const created = await createUser(scimContext(c), c.req.valid("json"));
    return c.json(created, 201, resourceHeaders(created, { location: created.meta.location }));
  })
  .openapi(replace, async (c) => {
    const replaced = await replaceUser(scimContext(c), c.req.valid("param").id, c.req.valid("json"), c.req.header("if-match"));
    return c.json(replaced, 200, resourceHeaders(replaced));
  })
  .openapi(patch, async (c) => {
    const patched = await patchUser(scimContext(c), c.req.valid("param").id, c.req.valid("json"), c.req.header("if-match"));
    return c.json(patched, 200, resourceHeaders(patched));
  })
  .openapi(remove, async (c) => {
    await deleteUser(scimContext(c), c.req.valid("param").id, c.req.header("if-match"));
    return c.body(null, 204);
  });
