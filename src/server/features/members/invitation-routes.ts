import { createRoute } from "@hono/zod-openapi";
import { requireAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { CreateInvitationSchema, PublicInvitationQuerySchema } from "../../../shared/members/invitation-schema";
import { InvitationCreatedSchema, PublicInvitationResponseSchema } from "../../../shared/members/invitation-responses";
import { createInvitation } from "./create-invitation";
import { getPublicInvitation } from "./get-public-invitation";
import { requestIp } from "../../auth/rate-limit";

const tags = ["Members"];

const create = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Invite someone to the account by email (admins)",
  middleware: requireAdmin,
  request: jsonBody(CreateInvitationSchema),
  responses: { 201: json(InvitationCreatedSchema, "Invited"), ...errors(...GUARD_ERRORS.member, 409, 415) },
});
const publicView = createRoute({
  method: "get",
  path: "/{id}/public",
  tags,
  summary: "Whom an invitation is for and which company invites (no sign-in; the link's secret needed)",
  request: { params: idParams("Invitation"), query: PublicInvitationQuerySchema },
  responses: { 200: json(PublicInvitationResponseSchema, "An open invitation"), ...errors(400, 404) },
});

export const invitationRoutes = createRouter()
  .openapi(create, async (c) => {
    const { db, mailer, config, logger } = c.var.deps;
    return c.json(
      await createInvitation({ db, mailer, baseUrl: config.baseUrl, logger }, { ...c.var.caller, ip: requestIp(c) }, c.req.valid("json")),
      201,
    );
  })
  // No sign-in needed: the link's holder sees whom it is for and which company invites.
  .openapi(publicView, async (c) =>
    c.json(
      { invitation: await getPublicInvitation(c.var.deps.db, { id: c.req.valid("param").id, token: c.req.valid("query").token }) },
      200,
    ),
  );
