// The audit log, read-only: admins read their account's entries. No route writes, edits
// or deletes entries; they are written by recordAudit inside each change's transaction.
import { requireAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json } from "../../lib/openapi";
import { AuditQuerySchema } from "../../../shared/audit/audit-schema";
import { AuditActorsResponseSchema, AuditPageResponseSchema } from "../../../shared/audit/audit-responses";
import { findAuditActors, findAuditEntries } from "./find-audit-entries";

const list = createRoute({
  method: "get",
  path: "/",
  cache: "account",
  summary: "The account's activity, newest first; filter by person (actor) and kind (action); page with before=nextCursor (admins)",
  description:
    "The company's audit log, newest first: who changed what, before and after, when, from which IP address, and through which API key if one was used. Filter by person (`actor`) and kind (`action`); for the next page pass the last answer's `nextCursor` as `before`. Admins, or an API key of the company.",
  middleware: requireAdmin,
  request: { query: AuditQuerySchema },
  responses: { 200: json(AuditPageResponseSchema, "One page of entries"), ...errors(...GUARD_ERRORS.member) },
});
const actors = createRoute({
  method: "get",
  path: "/actors",
  summary: "Everyone with an entry in the account's activity (admins)",
  description: "Everyone who has an entry in the company's audit log, for the log's person filter. Admins, or an API key of the company.",
  middleware: requireAdmin,
  responses: { 200: json(AuditActorsResponseSchema, "People, by name"), ...errors(...GUARD_ERRORS.member) },
});

export const auditRoutes = createRouter("audit")
  .openapi(list, async (c) => c.json(await findAuditEntries(c.get("deps").db, c.get("caller"), c.req.valid("query")), 200))
  .openapi(actors, async (c) => c.json({ actors: await findAuditActors(c.get("deps").db, c.get("caller")) }, 200));
