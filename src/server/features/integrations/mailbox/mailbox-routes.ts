// Where signatures are live: the member's own (their /signature and /guide), and one
// member's for an admin (the member dialog) with "Push now".
import { requireAdmin, requireMember } from "../../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, memberParams } from "../../../lib/openapi";
import {
  MailboxPushNowResponseSchema,
  MemberMailboxResponseSchema,
  OwnMailboxResponseSchema,
} from "../../../../shared/integrations/mailbox-view";
import { notFound } from "../../../lib/errors";
import { findMailboxPlaces } from "./mailbox-places";
import { getMemberMailbox } from "./get-member-mailbox";
import { pushMailboxNow } from "./push-mailbox-now";

const own = createRoute({
  method: "get",
  path: "/",
  summary: "Where the caller's signature is live: Gmail and the Outlook add-in",
  description:
    "Gmail (null when Google Workspace is not connected): whether the caller's signature goes there and the latest push for it; Outlook (null when the add-in is not set up): the add-in's last fetch of their signature.",
  middleware: requireMember,
  responses: { 200: json(OwnMailboxResponseSchema, "The caller's mailbox"), ...errors(...GUARD_ERRORS.member) },
});

const member = createRoute({
  method: "get",
  path: "/members/{userId}",
  summary: "A member's mailbox: what Gmail holds now, the last push, what the Outlook add-in inserts (admins)",
  description:
    "Reads the signature of the member's own address from Gmail's send-as settings as Gmail answers it (a refusal comes back in words in gmailHolds.error), the latest push and its result, the add-in's last fetch, and the signatures the add-in inserts for a new message and for a reply.",
  middleware: requireAdmin,
  request: { params: memberParams },
  responses: { 200: json(MemberMailboxResponseSchema, "The member's mailbox"), ...errors(...GUARD_ERRORS.member, 404) },
});

const pushNow = createRoute({
  method: "post",
  path: "/members/{userId}/push",
  summary: "Push a member's signature into Gmail now (admins)",
  description:
    "Renders the member's signature again and queues its push into Gmail, even when Gmail already got this version. 409 in words when there is no Gmail to push to (not connected, an address outside the domain, deactivated by the directory, no signature). Audit-logged.",
  middleware: requireAdmin,
  request: { params: memberParams },
  responses: { 202: json(MailboxPushNowResponseSchema, "The push is queued"), ...errors(...GUARD_ERRORS.member, 404, 409) },
});

export const mailboxRoutes = createRouter("integrations")
  .openapi(own, async (c) => {
    const found = await findMailboxPlaces(c.get("deps").db, c.get("caller").accountId, c.get("caller").userId);
    if (!found) throw notFound("Member");
    return c.json({ mailbox: found.places }, 200);
  })
  .openapi(member, async (c) =>
    c.json({ mailbox: await getMemberMailbox(c.get("deps"), c.get("caller"), c.req.valid("param").userId) }, 200),
  )
  .openapi(pushNow, async (c) => c.json(await pushMailboxNow(c.get("deps"), c.get("caller"), c.req.valid("param").userId), 202));
