// Development-only: the emails the app would have sent. Not mounted in production.
import { createRoute, createRouter, errors, json } from "../../lib/openapi";
import { OutboxResponseSchema } from "../../../shared/dev/dev-responses";
import { findOutbox } from "./find-outbox";

const outbox = createRoute({
  method: "get",
  path: "/outbox",
  summary: "Emails the app sent (not in production; only from this machine or for a super admin, else 404)",
  description:
    "The emails the app sent without an SMTP server, newest first. Development only: absent in production, and elsewhere answered only to this machine or a super admin (else 404).",
  responses: { 200: json(OutboxResponseSchema, "Newest first"), ...errors(404) },
});

export const devRoutes = createRouter("dev").openapi(outbox, async (c) => c.json({ emails: await findOutbox(c.get("deps").db) }, 200));
