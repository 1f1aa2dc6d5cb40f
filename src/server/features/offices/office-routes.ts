// Members read their account's offices (profile picker); only admins change them, and
// every change is audit-logged with the client's IP.
import { createRoute } from "@hono/zod-openapi";
import { requireAdmin, requireMember } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { OfficeSchema } from "../../../shared/offices/office-schema";
import { OfficeDeletedResponseSchema, OfficeListResponseSchema, OfficeResponseSchema } from "../../../shared/offices/office-responses";
import { createOffice, deleteOffice, findOffices, getOffice, updateOffice } from "./office-service";

const tags = ["Offices"];
const params = idParams("Office");

const list = createRoute({
  method: "get",
  path: "/",
  cache: "account",
  tags,
  summary: "The account's offices, with how many members work at each",
  middleware: requireMember,
  responses: { 200: json(OfficeListResponseSchema, "Offices, oldest first"), ...errors(...GUARD_ERRORS.member) },
});
const getOne = createRoute({
  method: "get",
  path: "/{id}",
  tags,
  summary: "One office",
  middleware: requireMember,
  request: { params },
  responses: { 200: json(OfficeResponseSchema, "The office"), ...errors(...GUARD_ERRORS.member, 404) },
});
const create = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Add an office (admins)",
  middleware: requireAdmin,
  request: jsonBody(OfficeSchema),
  responses: { 201: json(OfficeResponseSchema, "The new office"), ...errors(...GUARD_ERRORS.member, 415) },
  "x-multiline": ["address"],
});
const update = createRoute({
  method: "put",
  path: "/{id}",
  tags,
  summary: "Change an office (admins)",
  middleware: requireAdmin,
  request: { params, ...jsonBody(OfficeSchema) },
  responses: { 200: json(OfficeResponseSchema, "The changed office"), ...errors(...GUARD_ERRORS.member, 404, 415) },
  "x-multiline": ["address"],
});
const remove = createRoute({
  method: "delete",
  path: "/{id}",
  tags,
  summary: "Delete an office (admins); members who worked there have no office afterwards",
  middleware: requireAdmin,
  request: { params },
  responses: {
    200: json(OfficeDeletedResponseSchema, "Deleted; how many members' profiles were cleared"),
    ...errors(...GUARD_ERRORS.member, 404),
  },
});

export const officeRoutes = createRouter()
  .openapi(list, async (c) => c.json({ offices: await findOffices(c.var.deps.db, c.var.caller) }, 200))
  .openapi(getOne, async (c) => c.json({ office: await getOffice(c.var.deps.db, c.var.caller, c.req.valid("param")) }, 200))
  .openapi(create, async (c) => c.json({ office: await createOffice(c.var.deps.db, c.var.caller, c.req.valid("json")) }, 201))
  .openapi(update, async (c) =>
    c.json(
      {
        office: await updateOffice(c.var.deps.db, c.var.caller, { ...c.req.valid("param"), ...c.req.valid("json") }),
      },
      200,
    ),
  )
  .openapi(remove, async (c) => c.json(await deleteOffice(c.var.deps.db, c.var.caller, c.req.valid("param")), 200));
