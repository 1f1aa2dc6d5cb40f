// The audit log, read-only: admins read their account's entries. No route writes, edits
// or deletes entries; they are written by recordAudit inside each change's transaction.
import { createRoute } from "@hono/zod-openapi";
import { requireAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, json } from "../../lib/openapi";
import { AuditQuerySchema } from "../../../shared/audit/audit-schema";
import { AuditActorsResponseSchema, AuditPageResponseSchema } from "../../../shared/audit/audit-responses";
import { findAuditActors, findAuditEntries } from "./find-audit-entries";

const tags = ["Audit log"];

const list = createRoute({
  method: "get",
  path: "/",
  cache: "account",
  tags,
  summary: "The account's activity, newest first; filter by person (actor) and kind (action); page with before=nextCursor (admins)",
  middleware: requireAdmin,
  request: { query: AuditQuerySchema },
  responses: { 200: json(AuditPageResponseSchema, "One page of entries"), ...errors(...GUARD_ERRORS.member) },
});
const actors = createRoute({
  method: "get",
  path: "/actors",
  tags,
  summary: "Everyone with an entry in the account's activity (admins)",
  middleware: requireAdmin,
  responses: { 200: json(AuditActorsResponseSchema, "People, by name"), ...errors(...GUARD_ERRORS.member) },
});

export const auditRoutes = createRouter()
  .openapi(list, async (c) => c.json(await findAuditEntries(c.var.deps.db, c.var.caller, c.req.valid("query")), 200))
  .openapi(actors, async (c) => c.json({ actors: await findAuditActors(c.var.deps.db, c.var.caller) }, 200));
