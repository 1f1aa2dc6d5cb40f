// Signatures in the connected mailboxes (admins): whether changed signatures go in by
// themselves, how many mailboxes are out of date, and pushing them now.
import { requireAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import {
  MailboxPushResponseSchema,
  MailboxStatusResponseSchema,
  UpdateMailboxSettingsSchema,
} from "../../../shared/mailboxes/mailbox-schema";
import { getMailboxStatus, pushOutOfDateMailboxes, updateMailboxSettings } from "./mailbox-settings";

const middleware = requireAdmin;
const status = json(MailboxStatusResponseSchema, "The switch and, per connected mailbox provider, how many mailboxes are out of date");

const get = createRoute({
  method: "get",
  path: "/",
  summary: "Whether mailboxes update automatically, and how many are out of date (admins)",
  description:
    "Whether a changed signature (a template, department, office, company detail, profile or campaign choice) goes into the members' mailboxes by itself, and, per connected mailbox provider (Gmail), how many mailboxes don't hold the member's current signature. Admins, or an API key of the company.",
  middleware,
  responses: { 200: status, ...errors(...GUARD_ERRORS.member) },
});
const update = createRoute({
  method: "put",
  path: "/settings",
  summary: "Turn automatic mailbox updates on or off (admins)",
  description:
    "On (the default): changed signatures are pushed into the connected mailboxes a few seconds after the change. Off: they are stored, the mailboxes keep the older signature, and they are counted as out of date until an admin pushes them. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: jsonBody(UpdateMailboxSettingsSchema, { updateAutomatically: false }),
  responses: { 200: status, ...errors(...GUARD_ERRORS.member, 415) },
});
const push = createRoute({
  method: "post",
  path: "/push",
  summary: "Push every out-of-date mailbox now (admins)",
  description:
    "Queues each member's current signature into every connected mailbox that doesn't hold it (a mailbox that holds it gets nothing), within the provider's quota. Answers how many were queued. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  responses: { 200: json(MailboxPushResponseSchema, "How many mailboxes were queued"), ...errors(...GUARD_ERRORS.member) },
});

export const mailboxRoutes = createRouter("mailboxes")
  .openapi(get, async (c) => c.json(await getMailboxStatus(c.get("deps"), c.get("caller")), 200))
  .openapi(update, async (c) => c.json(await updateMailboxSettings(c.get("deps"), c.get("caller"), c.req.valid("json")), 200))
  .openapi(push, async (c) => c.json(await pushOutOfDateMailboxes(c.get("deps"), c.get("caller")), 200));
