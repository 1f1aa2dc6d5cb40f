import { createRoute } from "@hono/zod-openapi";
import { requireAdmin } from "../../auth/guards";
import type { BodyLimit } from "../../lib/route-rules";
import { createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
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

const tags = ["Members"];
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
  tags,
  summary: "Invite someone to the account by email (admins)",
  middleware: requireAdmin,
  request: jsonBody(CreateInvitationSchema),
  responses: { 201: json(InvitationCreatedSchema, "Invited"), ...errors(...GUARD_ERRORS.member, 409, 415, 429) },
});
const publicView = createRoute({
  method: "get",
  path: "/{id}/public",
  tags,
  summary: "Whom an invitation is for and which company invites (no sign-in; the link's secret needed)",
  request: { params: idParams("Invitation"), query: PublicInvitationQuerySchema },
  responses: { 200: json(PublicInvitationResponseSchema, "An open invitation"), ...errors(400, 404, 409) },
});
const preview = createRoute({
  method: "post",
  path: "/preview",
  tags,
  summary: "Read a pasted list or a CSV and give every row a status; nothing is stored (admins)",
  middleware: requireAdmin,
  bodyLimit: bulkBodyLimit,
  request: jsonBody(PreviewRequestSchema),
  responses: { 200: json(PreviewResponseSchema, "Every row with its status"), ...errors(...GUARD_ERRORS.member, 415) },
  "x-multiline": ["text"],
});
const bulk = createRoute({
  method: "post",
  path: "/bulk",
  tags,
  summary: "Invite a batch of checked rows in one transaction and email them, up to the company's email budget (admins)",
  middleware: requireAdmin,
  bodyLimit: bulkBodyLimit,
  request: jsonBody(ImportRequestSchema),
  responses: { 200: json(ImportResponseSchema, "A result per row"), ...errors(...GUARD_ERRORS.member, 415) },
});
const resend = createRoute({
  method: "post",
  path: "/{id}/resend",
  tags,
  summary: "Send an invitation again with a new link and a new expiry (admins)",
  middleware: requireAdmin,
  request: { params },
  responses: { 200: json(InvitationRowResponseSchema, "The invitation's row"), ...errors(...GUARD_ERRORS.member, 404, 409, 429) },
});
const budget = createRoute({
  method: "get",
  path: "/budget",
  tags,
  summary: "How many emails the company's admins may still send this hour and today (admins)",
  middleware: requireAdmin,
  responses: { 200: json(EmailBudgetResponseSchema, "The company's email budget"), ...errors(...GUARD_ERRORS.member) },
});
const revoke = createRoute({
  method: "post",
  path: "/{id}/revoke",
  tags,
  summary: "Revoke an invitation: its link stops working (admins)",
  middleware: requireAdmin,
  request: { params },
  responses: { 204: { description: "Revoked" }, ...errors(...GUARD_ERRORS.member, 404, 409) },
});
const update = createRoute({
  method: "put",
  path: "/{id}",
  tags,
  summary: "Change the role, department and office an open invitation gives its invitee on joining (admins)",
  middleware: requireAdmin,
  request: { params, ...jsonBody(UpdateInvitationSchema) },
  responses: { 200: json(InvitationUpdatedResponseSchema, "The invitation's row"), ...errors(...GUARD_ERRORS.member, 404, 409, 415) },
});

export const invitationRoutes = createRouter()
  .openapi(create, async (c) => {
    const { db, mailer, config, logger } = c.var.deps;
    return c.json(await createInvitation({ db, mailer, baseUrl: config.baseUrl, logger }, c.var.caller, c.req.valid("json")), 201);
  })
  // No sign-in needed: the link's holder sees whom it is for and which company invites.
  .openapi(publicView, async (c) =>
    c.json(
      { invitation: await getPublicInvitation(c.var.deps.db, { id: c.req.valid("param").id, token: c.req.valid("query").token }) },
      200,
    ),
  )
  .openapi(preview, async (c) => c.json(await previewInvitations(c.var.deps.db, c.var.caller, c.req.valid("json")), 200))
  .openapi(bulk, async (c) => {
    const { db, mailer, config, logger } = c.var.deps;
    const result = await importInvitations({ db, mailer, baseUrl: config.baseUrl, logger }, c.var.caller, c.req.valid("json"));
    return c.json(result, 200);
  })
  .openapi(resend, async (c) => {
    const { db, mailer, config, logger } = c.var.deps;
    const result = await resendInvitation({ db, mailer, baseUrl: config.baseUrl, logger }, c.var.caller, c.req.valid("param").id);
    return c.json(result, 200);
  })
  .openapi(budget, async (c) => c.json({ budget: await emailBudgetOf(c.var.deps.db, c.var.caller.accountId) }, 200))
  .openapi(update, async (c) =>
    c.json({ invitation: await updateInvitation(c.var.deps.db, c.var.caller, c.req.valid("param").id, c.req.valid("json")) }, 200),
  )
  .openapi(revoke, async (c) => {
    await revokeInvitation(c.var.deps.db, c.var.caller, c.req.valid("param").id);
    return c.body(null, 204);
  });
