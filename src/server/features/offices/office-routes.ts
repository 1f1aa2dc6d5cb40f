// Members read their account's offices (profile picker); only admins change them, and
// every change is audit-logged with the client's IP.
import { requireAdmin, requireMember } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { OfficeSchema } from "../../../shared/offices/office-schema";
import { OfficeDeletedResponseSchema, OfficeListResponseSchema, OfficeResponseSchema } from "../../../shared/offices/office-responses";
import { createOffice, deleteOffice, findOffices, getOffice, updateOffice } from "./office-service";

const params = idParams("Office");

const list = createRoute({
  method: "get",
  path: "/",
  cache: "account",
  summary: "The account's offices, with how many members work at each",
  description: "The company's offices, oldest first, each with how many members work there. Any member, or an API key of the company.",
  middleware: requireMember,
  responses: { 200: json(OfficeListResponseSchema, "Offices, oldest first"), ...errors(...GUARD_ERRORS.member) },
});
const getOne = createRoute({
  method: "get",
  path: "/{id}",
  summary: "One office",
  description: "One of the company's offices; another company's is 404. Any member, or an API key of the company.",
  middleware: requireMember,
  request: { params },
  responses: { 200: json(OfficeResponseSchema, "The office"), ...errors(...GUARD_ERRORS.member, 404) },
});
const create = createRoute({
  method: "post",
  path: "/",
  summary: "Add an office (admins)",
  description:
    "Adds an office; members then pick it on their profile and their signature shows its address and phone. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  request: jsonBody(OfficeSchema, { locationName: "London", address: "12 Marylebone Road\nLondon NW1", phoneNumber: "+44 20 7946 0958" }),
  responses: { 201: json(OfficeResponseSchema, "The new office"), ...errors(...GUARD_ERRORS.member, 415) },
  "x-multiline": ["address"],
});
const update = createRoute({
  method: "put",
  path: "/{id}",
  summary: "Change an office (admins)",
  description:
    "Changes an office's name, address and phone; the signatures of the members who work there follow. Audit-logged with what changed. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  request: {
    params,
    ...jsonBody(OfficeSchema, { locationName: "London", address: "12 Marylebone Road\nLondon NW1", phoneNumber: "+44 20 7946 0958" }),
  },
  responses: { 200: json(OfficeResponseSchema, "The changed office"), ...errors(...GUARD_ERRORS.member, 404, 415) },
  "x-multiline": ["address"],
});
const remove = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Delete an office (admins); members who worked there have no office afterwards",
  description:
    "Deletes an office. Members who worked there have no office afterwards; the answer says how many. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  request: { params },
  responses: {
    200: json(OfficeDeletedResponseSchema, "Deleted; how many members' profiles were cleared"),
    ...errors(...GUARD_ERRORS.member, 404),
  },
});

export const officeRoutes = createRouter("offices")
  .openapi(list, async (c) => c.json({ offices: await findOffices(c.get("deps").db, c.get("caller")) }, 200))
  .openapi(getOne, async (c) => c.json({ office: await getOffice(c.get("deps").db, c.get("caller"), c.req.valid("param")) }, 200))
  .openapi(create, async (c) => c.json({ office: await createOffice(c.get("deps").db, c.get("caller"), c.req.valid("json")) }, 201))
  .openapi(update, async (c) =>
    c.json(
      {
        office: await updateOffice(c.get("deps"), c.get("caller"), { ...c.req.valid("param"), ...c.req.valid("json") }),
      },
      200,
    ),
  )
  .openapi(remove, async (c) => c.json(await deleteOffice(c.get("deps"), c.get("caller"), c.req.valid("param")), 200));
