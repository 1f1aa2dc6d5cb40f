// The company's source of truth for members among its directories (admins), with the fields
// each directory owns on the members it manages.
import { requireAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { DirectorySourceSchema } from "../../../shared/integrations/integration-schema";
import { DirectorySourceResponseSchema } from "../../../shared/integrations/integration-responses";
import { getDirectorySource, setDirectorySource } from "../directory";

const answer = json(DirectorySourceResponseSchema, "The source of truth and each directory's fields and members");

const get = createRoute({
  method: "get",
  path: "/directory-source",
  summary: "Which directory is the source of truth for members, and the fields each directory owns (admins)",
  description:
    "The directory the company made its source of truth (null: none), and for Google Workspace, Microsoft 365 and SCIM the profile fields it owns on the members it manages and how many active members it manages. Admins, or an API key of the company.",
  middleware: requireAdmin,
  responses: { 200: answer, ...errors(...GUARD_ERRORS.member) },
});
const put = createRoute({
  method: "put",
  path: "/directory-source",
  summary: "Choose the directory that is the source of truth for members (admins)",
  description:
    "Makes one directory the source of truth (or none). Each member keeps one managing directory: only the source of truth may take over members another directory manages, when an admin moves them from a sync preview, and only a SCIM source of truth may provision members who exist already and that no directory manages. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  request: jsonBody(DirectorySourceSchema, { source: "google" }),
  responses: { 200: answer, ...errors(...GUARD_ERRORS.member, 415) },
});

export const directorySourceRoutes = createRouter("integrations")
  .openapi(get, async (c) => c.json(await getDirectorySource(c.get("deps").db, c.get("caller")), 200))
  .openapi(put, async (c) => c.json(await setDirectorySource(c.get("deps").db, c.get("caller"), c.req.valid("json")), 200));
