import { requireAdmin } from "../../auth/guards";
import type { BodyLimit } from "../../lib/route-rules";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { CreateInvitationSchema, PublicInvitationQuerySchema } from "../../../shared/members/invitation-schema";
import { InvitationCreatedSchema, PublicInvitationResponseSchema } from "../../../shared/members/invitation-responses";
import { ImportRequestSchema, IMPORT_MESSAGES, IMPORT_TEXT_MAX, PreviewRequestSchema } from "../../../shared/members/invitation-import";
import { ImportResponseSchema, PreviewResponseSchema } from "../../../shared/members/invitation-import-responses";
import { InvitationRowResponseSchema, InvitationUpdatedResponseSchema } from "../../../shared/members/team-responses";
import { UpdateInvitationSchema } from "../../../shared/members/team-schema";
import { createInvitation } from "./create-invitation";
import { getPublicInvitation } from "./get-public-invitation";
import { importInvitations, previewInvitations } from "./import-invitations";
import { resendInvitation, revokeInvitation, updateInvitation } from "./manage-invitation";
import { emailBudgetOf } from "../email-limits/email-budget";
import { EmailBudgetResponseSchema } from "../../../shared/email-limits/email-limit-schema";

const params = idParams("Invitation");

/** The bulk routes take a whole CSV (or a batch of its rows): larger than the API's default. */
const bulkBodyLimit: BodyLimit = {
  bytes: IMPORT_TEXT_MAX + 64 * 1024,
  code: "payload_too_large",
  message: IMPORT_MESSAGES.tooLong,
  field: "text",
};

const create = createRoute({
  method: "post",
  path: "/",
  summary: "Invite someone to the account by email (admins)",
  description:
    "Invites one person by email to join the company with a role, and emails them a link that holds a single-use secret (valid for the invitation lifetime, 7 days by default). The email spends one of the company's hourly and daily emails (429 when none is left); an address already a member or invited is 409, and so is one on a domain another company verified (`domain_claimed`). Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  request: jsonBody(CreateInvitationSchema, { email: "grace@example.com", role: "user" }),
  responses: { 201: json(InvitationCreatedSchema, "Invited"), ...errors(...GUARD_ERRORS.member, 409, 415, 429) },
});
const publicView = createRoute({
  method: "get",
  path: "/{id}/public",
  summary: "Whom an invitation is for and which company invites (no sign-in; the link's secret needed)",
  description:
    "The invited address and the inviting company, for the sign-up page an invitation link opens. Needs the secret from the emailed link in `token`: without it any id names nothing (404). Anyone holding the link may read it; an expired or used invitation is 409.",
  request: { params: idParams("Invitation"), query: PublicInvitationQuerySchema },
  responses: { 200: json(PublicInvitationResponseSchema, "An open invitation"), ...errors(400, 404, 409) },
});
const preview = createRoute({
  method: "post",
  path: "/preview",
  summary: "Read a pasted list or a CSV and give every row a status; nothing is stored (admins)",
  description:
    "Reads a pasted list of addresses or a CSV file (email, first_name, last_name, job_title, department, office, role) and answers every row with its status: ready to invite, already a member, already invited, or invalid with the reason. Nothing is stored and nothing is sent. Admins, or an API key of the company.",
  middleware: requireAdmin,
  bodyLimit: bulkBodyLimit,
  request: jsonBody(PreviewRequestSchema, {
    source: "csv",
    text: "email,first_name,last_name,department\ngrace@example.com,Grace,Hopper,Engineering\n",
    defaults: { role: "user", department: null, office: null },
  }),
  responses: { 200: json(PreviewResponseSchema, "Every row with its status"), ...errors(...GUARD_ERRORS.member, 415) },
  "x-multiline": ["text"],
});
const bulk = createRoute({
  method: "post",
  path: "/bulk",
  summary: "Invite a batch of checked rows in one transaction and email them, up to the company's email budget (admins)",
  description:
    "Invites up to 1,000 checked rows in one transaction and emails each invitee after it commits. Rows past the company's email budget are answered \"Not sent: limit reached\" and nothing is stored for them, so sending the same rows later invites exactly those. Departments and offices that don't exist yet are created when `createMissing` is true. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  bodyLimit: bulkBodyLimit,
  request: jsonBody(ImportRequestSchema, {
    rows: [
      {
        email: "grace@example.com",
        firstName: "Grace",
        lastName: "Hopper",
        jobTitle: "Rear Admiral",
        department: "Engineering",
        office: null,
        role: "user",
      },
    ],
    createMissing: true,
  }),
  responses: { 200: json(ImportResponseSchema, "A result per row"), ...errors(...GUARD_ERRORS.member, 415) },
});
const resend = createRoute({
  method: "post",
  path: "/{id}/resend",
  summary: "Send an invitation again with a new link and a new expiry (admins)",
  description:
    "Emails an open invitation again with a new link (the old one stops working) and a new expiry. At most once every 10 minutes per invitation, and it spends one of the company's emails. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  request: { params },
  responses: { 200: json(InvitationRowResponseSchema, "The invitation's row"), ...errors(...GUARD_ERRORS.member, 404, 409, 429) },
});
const budget = createRoute({
  method: "get",
  path: "/budget",
  summary: "How many emails the company's admins may still send this hour and today (admins)",
  description:
    "How many invitation and deployment emails the company may still send this hour and today, and when each window ends. The invite dialog reads it before sending. Admins, or an API key of the company.",
  middleware: requireAdmin,
  responses: { 200: json(EmailBudgetResponseSchema, "The company's email budget"), ...errors(...GUARD_ERRORS.member) },
});
const revoke = createRoute({
  method: "post",
  path: "/{id}/revoke",
  summary: "Revoke an invitation: its link stops working (admins)",
  description:
    "Revokes an open invitation: its link stops working and it leaves the team list's open invitations. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  request: { params },
  responses: { 204: { description: "Revoked" }, ...errors(...GUARD_ERRORS.member, 404, 409) },
});
const update = createRoute({
  method: "put",
  path: "/{id}",
  summary: "Change the role, department and office an open invitation gives its invitee on joining (admins)",
  description:
    "Changes what an open invitation gives its invitee on joining: the role, the department and the office. Only a super admin may invite a super admin. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  request: { params, ...jsonBody(UpdateInvitationSchema, { role: "admin", departmentId: null, officeId: null }) },
  responses: { 200: json(InvitationUpdatedResponseSchema, "The invitation's row"), ...errors(...GUARD_ERRORS.member, 404, 409, 415) },
});

export const invitationRoutes = createRouter("members")
  .openapi(create, async (c) => {
    const { db, mailer, config, logger } = c.get("deps");
    return c.json(await createInvitation({ db, mailer, baseUrl: config.baseUrl, logger }, c.get("caller"), c.req.valid("json")), 201);
  })
  // No sign-in needed: the link's holder sees whom it is for and which company invites.
  .openapi(publicView, async (c) =>
    c.json(
      { invitation: await getPublicInvitation(c.get("deps").db, { id: c.req.valid("param").id, token: c.req.valid("query").token }) },
      200,
    ),
  )
  .openapi(preview, async (c) => c.json(await previewInvitations(c.get("deps").db, c.get("caller"), c.req.valid("json")), 200))
  .openapi(bulk, async (c) => {
    const { db, mailer, config, logger } = c.get("deps");
    const result = await importInvitations({ db, mailer, baseUrl: config.baseUrl, logger }, c.get("caller"), c.req.valid("json"));
    return c.json(result, 200);
  })
  .openapi(resend, async (c) => {
    const { db, mailer, config, logger } = c.get("deps");
    const result = await resendInvitation({ db, mailer, baseUrl: config.baseUrl, logger }, c.get("caller"), c.req.valid("param").id);
    return c.json(result, 200);
  })
  .openapi(budget, async (c) => c.json({ budget: await emailBudgetOf(c.get("deps").db, c.get("caller").accountId) }, 200))
  .openapi(update, async (c) =>
    c.json({ invitation: await updateInvitation(c.get("deps").db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")) }, 200),
  )
  .openapi(revoke, async (c) => {
    await revokeInvitation(c.get("deps").db, c.get("caller"), c.req.valid("param").id);
    return c.body(null, 204);
  });
