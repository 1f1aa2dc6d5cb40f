// /scim/v2/Groups: the company's departments and who is in each, for an identity provider
// holding a provisioning token. List (`displayName eq`), read, create, replace, patch
// members and name, delete (its members keep working with the default template).
import { createRoute, createRouter } from "../../lib/openapi";
import {
  SCIM_SCHEMAS,
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

const middleware = requireScimToken;
const request = { params: scimIdParams };
const group = scimJson(ScimGroupSchema, "The group");
// A group of ten thousand members is about 600 KB of member references.
const bodyLimit = 1024 * 1024;
const multiline = ["*"];
const GROUP_EXAMPLE = { schemas: [SCIM_SCHEMAS.group], displayName: "Sales", members: [{ value: "0b6f3c1e-2a4d-4f7e-8c9b-1d2e3f4a5b6c" }] };
const PATCH_EXAMPLE = {
  schemas: [SCIM_SCHEMAS.patchOp],
  Operations: [{ op: "add", path: "members", value: [{ value: "0b6f3c1e-2a4d-4f7e-8c9b-1d2e3f4a5b6c" }] }],
};

const list = createRoute({
  method: "get",
  path: "/Groups",
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
  summary: "Read a group",
  description:
    "A department as a SCIM Group, with its members; `attributes` and `excludedAttributes` narrow the answer. The answer's ETag is its version (If-Match on writes).",
  middleware,
  request: { ...request, query: ScimAttributesQuerySchema },
  responses: { 200: group, ...scimErrors(404) },
});
const create = createRoute({
  method: "post",
  path: "/Groups",
  summary: "Create a group: a department, with its members (each moves out of the department they were in)",
  description:
    "A Group is a department: creating one makes the department, and its members move into it. A name the company already has is 409 uniqueness.",
  middleware,
  bodyLimit,
  request: scimBody(ScimGroupInputSchema, GROUP_EXAMPLE),
  responses: { 201: group, ...scimErrors(409, 413, 415) },
  "x-multiline": multiline,
});
const replace = createRoute({
  method: "put",
  path: "/Groups/{id}",
  summary: "Replace a group's name and members",
  description:
    "Renames the department and makes its members exactly those sent: members left out leave the department (they stay in the company). If-Match must hold the current version when sent (else 412).",
  middleware,
  bodyLimit,
  request: { ...request, ...scimBody(ScimGroupInputSchema, GROUP_EXAMPLE) },
  responses: { 200: group, ...scimErrors(404, 409, 412, 413, 415) },
  "x-multiline": multiline,
});
const patch = createRoute({
  method: "patch",
  path: "/Groups/{id}",
  summary: 'Add or remove members (`members`, `members[value eq "..."]`) or rename (`displayName`)',
  description:
    "Adds or removes members or renames the department, each operation in order, all or nothing. If-Match must hold the current version when sent (else 412).",
  middleware,
  bodyLimit,
  request: { ...request, ...scimBody(ScimPatchSchema, PATCH_EXAMPLE) },
  responses: { 200: group, ...scimErrors(404, 409, 412, 413, 415) },
  "x-multiline": multiline,
});
const remove = createRoute({
  method: "delete",
  path: "/Groups/{id}",
  summary: "Delete a group: the department goes, its members stay",
  description: "Deletes the department; its members stay in the company without a department.",
  middleware,
  request,
  responses: { 204: { description: "Deleted" }, ...scimErrors(404, 412) },
});

export const scimGroupRoutes = createRouter("scim")
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
