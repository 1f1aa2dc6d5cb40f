// /api/team: the team table (members and open invitations), the CSV export, and what an
// admin changes on a member. Admin-level only; another account's member is 404.
import { createRoute, z } from "@hono/zod-openapi";
import { requireAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { ChangeRoleSchema, TeamExportQuerySchema, TeamQuerySchema, UpdateMemberSchema } from "../../../shared/members/team-schema";
import { MemberResponseSchema, TeamPageSchema } from "../../../shared/members/team-responses";
import { findTeam } from "./find-team";
import { exportTeam } from "./export-team";
import { updateMember } from "./update-member";
import { changeMemberRole } from "./change-member-role";
import { removeMember } from "./remove-member";

const tags = ["Team"];
const middleware = requireAdmin;

// Users are better-auth ids (not uuids); anything else names no member: 404.
const memberParams = z.object({
  userId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "Member not found.")
    .openapi({ param: { name: "userId", in: "path" } }),
});

const list = createRoute({
  method: "get",
  path: "/",
  cache: "account",
  tags,
  summary: "One page of the team: members and open or expired invitations, searched, filtered and sorted",
  middleware,
  request: { query: TeamQuerySchema },
  responses: { 200: json(TeamPageSchema, "The page and the team's counts"), ...errors(...GUARD_ERRORS.member) },
});
const exportCsv = createRoute({
  method: "get",
  path: "/export",
  tags,
  summary: "The team as CSV (UTF-8 with BOM), with the list's filters and sort",
  middleware,
  request: { query: TeamExportQuerySchema },
  responses: {
    200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } },
    ...errors(...GUARD_ERRORS.member),
  },
});
const update = createRoute({
  method: "put",
  path: "/members/{userId}",
  tags,
  summary: "Change a member's job title, phone, department and office",
  middleware,
  request: { params: memberParams, ...jsonBody(UpdateMemberSchema) },
  responses: { 200: json(MemberResponseSchema, "The member's row"), ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const changeRole = createRoute({
  method: "put",
  path: "/members/{userId}/role",
  tags,
  summary: "Change a member's role (the last admin stays; only super admins grant or remove super_admin)",
  middleware,
  request: { params: memberParams, ...jsonBody(ChangeRoleSchema) },
  responses: { 200: json(MemberResponseSchema, "The member's row"), ...errors(...GUARD_ERRORS.member, 404, 409, 415) },
});
const remove = createRoute({
  method: "delete",
  path: "/members/{userId}",
  tags,
  summary: "Remove a member with their signature and selections (their user too, unless they belong elsewhere)",
  middleware,
  request: { params: memberParams },
  responses: { 204: { description: "Removed" }, ...errors(...GUARD_ERRORS.member, 404, 409) },
});

export const teamRoutes = createRouter()
  .openapi(list, async (c) => {
    const { db } = c.var.deps;
    const query = c.req.valid("query");
    return c.json(await findTeam(db, c.var.caller, query), 200);
  })
  .openapi(exportCsv, async (c) => {
    const csv = await exportTeam(c.var.deps.db, c.var.caller, c.req.valid("query"));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="team-${day}.csv"`,
    }) as never;
  })
  .openapi(update, async (c) => {
    return c.json({ member: await updateMember(c.var.deps.db, c.var.caller, c.req.valid("param").userId, c.req.valid("json")) }, 200);
  })
  .openapi(changeRole, async (c) => {
    return c.json(
      { member: await changeMemberRole(c.var.deps.db, c.var.caller, c.req.valid("param").userId, c.req.valid("json").role) },
      200,
    );
  })
  .openapi(remove, async (c) => {
    await removeMember(c.var.deps.db, c.var.caller, c.req.valid("param").userId);
    return c.body(null, 204);
  });
