// /api/team: the team table (members and open invitations), the CSV export, what an admin
// changes on a member, and the table's bulk actions on the rows an admin ticked (all or
// none of them). Admin-level only; another account's member or invitation is 404.
import { z } from "@hono/zod-openapi";
import { requireAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody, memberParams } from "../../lib/openapi";
import {
  ChangeRoleSchema,
  TeamExportQuerySchema,
  TeamInvitationsBulkSchema,
  TeamMembersBulkSchema,
  TeamQuerySchema,
  UpdateMemberSchema,
} from "../../../shared/members/team-schema";
import {
  MemberResponseSchema,
  SignInInvitationResponseSchema,
  ResentInvitationsSchema,
  RevokedInvitationsSchema,
  TeamPageSchema,
  UpdatedMembersSchema,
} from "../../../shared/members/team-responses";
import { findTeam } from "./find-team";
import { exportTeam } from "./export-team";
import { updateMember } from "./update-member";
import { changeMemberRole } from "./change-member-role";
import { removeMember } from "./remove-member";
import { updateMembers } from "./update-members";
import { resendInvitations, revokeInvitations } from "./manage-invitations";
import { inviteToSignIn } from "./invite-to-sign-in";

const middleware = requireAdmin;

const list = createRoute({
  method: "get",
  path: "/",
  cache: "account",
  summary: "One page of the team: members and open or expired invitations, searched, filtered and sorted",
  description:
    "One page of the team table: members and open or expired invitations in one list, searched by name or email, filtered by role, department, office, status or signature state, and sorted; with the team's counts for the filters. Admins, or an API key of the company.",
  middleware,
  request: { query: TeamQuerySchema },
  responses: { 200: json(TeamPageSchema, "The page and the team's counts"), ...errors(...GUARD_ERRORS.member) },
});
const exportCsv = createRoute({
  method: "get",
  path: "/export",
  summary: "The team as CSV (UTF-8 with BOM), with the list's filters and sort",
  description:
    "The whole team as a CSV file (UTF-8 with a byte-order mark, so spreadsheet programs read accents right), with the same filters and sort as the list. Admins, or an API key of the company.",
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
  summary: "Change a member's job title, phone, department and office",
  description:
    "Changes a member's job title, phone, department and office; their signature follows on its next render. For a member a directory (Google Workspace, SCIM) manages, the job title, phone and department are the directory's: leave them out, or a different value is refused with 400 naming the field; for anyone else a field left out is cleared. Admins, or an API key of the company with read and write access.",
  middleware,
  request: {
    params: memberParams,
    ...jsonBody(UpdateMemberSchema, { jobTitle: "Head of Sales", personalPhone: "+44 20 7946 0958", departmentId: null, officeId: null }),
  },
  responses: { 200: json(MemberResponseSchema, "The member's row"), ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const changeRole = createRoute({
  method: "put",
  path: "/members/{userId}/role",
  summary: "Change a member's role (the last admin stays; only super admins grant or remove super_admin)",
  description:
    "Changes a member's role between user and admin. The company always keeps at least one admin (409), and only a super admin grants or removes super_admin. Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params: memberParams, ...jsonBody(ChangeRoleSchema, { role: "admin" }) },
  responses: { 200: json(MemberResponseSchema, "The member's row"), ...errors(...GUARD_ERRORS.member, 404, 409, 415) },
});
const signInInvitation = createRoute({
  method: "post",
  path: "/members/{userId}/sign-in-invitation",
  summary: "Invite a member who has no password (a synced member) to sign in",
  description:
    "Emails the member an invitation like any other. Accepting it gives their existing user a password: their profile, signature and directory link stay, and no second user is made. An open invitation to them is renewed (a new link and expiry) rather than doubled. 409 when the member already has a password; 429 when resent too soon or the company's email budget is spent.",
  middleware,
  request: { params: memberParams },
  responses: {
    200: json(SignInInvitationResponseSchema, "The member's row, and whether the email went out"),
    ...errors(...GUARD_ERRORS.member, 404, 409, 429),
  },
});
const remove = createRoute({
  method: "delete",
  path: "/members/{userId}",
  summary: "Remove a member with their signature and selections (their user too, unless they belong elsewhere)",
  description:
    "Removes a member from the company with their signature and campaign selections; their user goes too unless they belong to another company. The last admin can't be removed (409). Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params: memberParams },
  responses: { 204: { description: "Removed" }, ...errors(...GUARD_ERRORS.member, 404, 409) },
});

const bulkMembers = createRoute({
  method: "post",
  path: "/members/bulk",
  summary: "Put several members in a department or an office, or take them out of it (all or none)",
  description:
    "Puts the ticked members in a department or an office, or takes them out of it: all of them or, if one can't be changed, none (409 naming it). Admins, or an API key of the company with read and write access.",
  middleware,
  request: jsonBody(TeamMembersBulkSchema, { ids: ["kJ3d9fQ2mN7pL4vR"], departmentId: "3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f" }),
  responses: { 200: json(UpdatedMembersSchema, "How many members changed"), ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const bulkResend = createRoute({
  method: "post",
  path: "/invitations/resend",
  summary: "Send several open invitations again, each with a new link and a new expiry (all or none)",
  description:
    "Emails several open invitations again, each with a new link and a new expiry: all or none. Each spends one of the company's emails. Admins, or an API key of the company with read and write access.",
  middleware,
  request: jsonBody(TeamInvitationsBulkSchema, { ids: ["3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f"] }),
  responses: {
    200: json(ResentInvitationsSchema, "How many were renewed and emailed"),
    ...errors(...GUARD_ERRORS.member, 404, 409, 415, 429),
  },
});
const bulkRevoke = createRoute({
  method: "post",
  path: "/invitations/revoke",
  summary: "Revoke several open invitations: their links stop working (all or none)",
  description:
    "Revokes several open invitations at once: all or none. Their links stop working. Admins, or an API key of the company with read and write access.",
  middleware,
  request: jsonBody(TeamInvitationsBulkSchema, { ids: ["3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f"] }),
  responses: { 200: json(RevokedInvitationsSchema, "How many were revoked"), ...errors(...GUARD_ERRORS.member, 404, 409, 415) },
});

export const teamRoutes = createRouter("members")
  .openapi(list, async (c) => {
    const { db } = c.get("deps");
    const query = c.req.valid("query");
    return c.json(await findTeam(db, c.get("caller"), query), 200);
  })
  .openapi(exportCsv, async (c) => {
    const csv = await exportTeam(c.get("deps").db, c.get("caller"), c.req.valid("query"));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="team-${day}.csv"`,
    }) as never;
  })
  .openapi(update, async (c) => {
    return c.json({ member: await updateMember(c.get("deps"), c.get("caller"), c.req.valid("param").userId, c.req.valid("json")) }, 200);
  })
  .openapi(changeRole, async (c) => {
    return c.json(
      { member: await changeMemberRole(c.get("deps").db, c.get("caller"), c.req.valid("param").userId, c.req.valid("json").role) },
      200,
    );
  })
  .openapi(signInInvitation, async (c) => {
    const { db, mailer, config, logger } = c.get("deps");
    const result = await inviteToSignIn({ db, mailer, baseUrl: config.baseUrl, logger }, c.get("caller"), c.req.valid("param").userId);
    return c.json(result, 200);
  })
  .openapi(remove, async (c) => {
    await removeMember(c.get("deps").db, c.get("caller"), c.req.valid("param").userId);
    return c.body(null, 204);
  })
  .openapi(bulkMembers, async (c) => c.json(await updateMembers(c.get("deps"), c.get("caller"), c.req.valid("json")), 200))
  .openapi(bulkResend, async (c) => {
    const { db, mailer, config, logger } = c.get("deps");
    return c.json(await resendInvitations({ db, mailer, baseUrl: config.baseUrl, logger }, c.get("caller"), c.req.valid("json").ids), 200);
  })
  .openapi(bulkRevoke, async (c) => c.json(await revokeInvitations(c.get("deps").db, c.get("caller"), c.req.valid("json").ids), 200));
