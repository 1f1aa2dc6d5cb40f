// /scim/v2/Users: the company's members, for an identity provider holding a provisioning
// token. List with a filter and a 1-based page, read one, create (or link an existing
// member by address), replace, patch, delete.
import { createRoute, createRouter } from "../../lib/openapi";
import {
  SCIM_SCHEMAS,
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

const middleware = requireScimToken;
const request = { params: scimIdParams };
const user = scimJson(ScimUserSchema, "The user");
// Every field may hold line breaks (street addresses); control characters are still refused.
const multiline = ["*"];
const USER_EXAMPLE = {
  schemas: [SCIM_SCHEMAS.user],
  userName: "ada@example.com",
  externalId: "5e3b2f6c-4d1a-4c1e-9a39-0f5c1d2e7b11",
  name: { givenName: "Ada", familyName: "Lovelace" },
  title: "Analyst",
  active: true,
  emails: [{ value: "ada@example.com", type: "work", primary: true }],
};
const PATCH_EXAMPLE = {
  schemas: [SCIM_SCHEMAS.patchOp],
  Operations: [{ op: "replace", path: "active", value: false }],
};

const list = createRoute({
  method: "get",
  path: "/Users",
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
  summary: "Read a user",
  description:
    "A member as a SCIM User with the enterprise extension; `attributes` and `excludedAttributes` narrow the answer. The answer's ETag is its version (If-Match on writes).",
  middleware,
  request: { ...request, query: ScimAttributesQuerySchema },
  responses: { 200: user, ...scimErrors(404) },
});
const create = createRoute({
  method: "post",
  path: "/Users",
  summary: "Provision a user: a member who needs no sign-in",
  description:
    "The member's address is the work email, else the userName, on a domain the company verified (its website's domain while it has verified none): another is 400 naming the domain. An address of a member this company has is 409 uniqueness unless SCIM manages them, or no directory does and the company made SCIM its source of truth (then that member is linked, keeping what the request leaves empty); one of another company's member is 409 uniqueness.",
  middleware,
  request: scimBody(ScimUserInputSchema, USER_EXAMPLE),
  responses: { 201: user, ...scimErrors(409, 415) },
  "x-multiline": multiline,
});
const replace = createRoute({
  method: "put",
  path: "/Users/{id}",
  summary: "Replace a user (attributes not sent are cleared; active stays as it was unless sent)",
  description:
    "Replaces the member's attributes with those sent: profile fields not sent are cleared. If-Match must hold the current version when sent (else 412).",
  middleware,
  request: { ...request, ...scimBody(ScimUserInputSchema, USER_EXAMPLE) },
  responses: { 200: user, ...scimErrors(404, 409, 412, 415) },
  "x-multiline": multiline,
});
const patch = createRoute({
  method: "patch",
  path: "/Users/{id}",
  summary: "Change a user: add, replace, remove (active false deactivates: signed out, no sign-in, no pushes)",
  description:
    "Applies the operations in order, all or nothing. `active: false` deactivates the member: their sessions end, they can't sign in, and no signature is pushed to them; `active: true` brings them back.",
  middleware,
  request: { ...request, ...scimBody(ScimPatchSchema, PATCH_EXAMPLE) },
  responses: { 200: user, ...scimErrors(404, 409, 412, 415) },
  "x-multiline": multiline,
});
const remove = createRoute({
  method: "delete",
  path: "/Users/{id}",
  summary: "Remove a user from the company, as removing a member on /users does",
  description: "Removes the member from the company, as an admin removing them on /users does; a user in no other company is deleted.",
  middleware,
  request,
  responses: { 204: { description: "Removed" }, ...scimErrors(404, 412) },
});

export const scimUserRoutes = createRouter("scim")
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
