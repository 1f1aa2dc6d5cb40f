// The Mail flow tab (admins): the signing relay's settings, the credential (answered once),
// "Send a test message", the message trace; and a member's own last messages (/signature).
import { requireAdmin, requireMember } from "../../auth/guards";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { requestIp } from "../../auth/rate-limit";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import {
  MAIL_FLOW_LIMITS,
  MailFlowResponseSchema,
  RelayCredentialResponseSchema,
  SendTestMessageSchema,
  TestMessageResponseSchema,
  TraceQuerySchema,
  TraceResponseSchema,
  UpdateMailFlowSchema,
} from "../../../shared/mail-relay/mail-flow-schema";
import { getMailFlow, makeRelayCredential, requireMemberOf, saveMailFlow } from "./mail-flow";
import { sendTestMessage } from "./send-test-message";
import { findTraceAnswers } from "./message-trace";

const middleware = requireAdmin;

const get = createRoute({
  method: "get",
  path: "/",
  summary: "The company's mail flow settings (admins)",
  description:
    "Sign, Shadow or Off; the provider; where signed mail goes back (return host and port); what happens when Signet cannot sign; whom to sign for; the allowed source networks; the relay's host name, port and header. Never the credential's password.",
  middleware,
  responses: { 200: json(MailFlowResponseSchema, "The settings"), ...errors(...GUARD_ERRORS.member) },
});
const update = createRoute({
  method: "patch",
  path: "/",
  summary: "Change the mail flow settings (admins)",
  description:
    "Any of mode (sign, shadow, off), provider (google, microsoft, smtp), failurePolicy (deliver_unsigned, defer), signRule (everyone, outside), returnHost, returnPort and allowedNetworks (addresses or CIDR ranges).",
  middleware,
  request: jsonBody(UpdateMailFlowSchema, { mode: "shadow", provider: "google", returnHost: "smtp-relay.gmail.com", returnPort: 587 }),
  responses: { 200: json(MailFlowResponseSchema, "The settings"), ...errors(...GUARD_ERRORS.member, 415) },
});
const credential = createRoute({
  method: "post",
  path: "/credential",
  summary: "Make the relay credential (admins)",
  description:
    "A new SMTP AUTH user name and password for the company's provider to log in to the relay with (over TLS). The password is answered this once and kept sealed; the previous credential stops working at once.",
  middleware,
  responses: { 200: json(RelayCredentialResponseSchema, "The credential, shown once"), ...errors(...GUARD_ERRORS.member) },
});
const test = createRoute({
  method: "post",
  path: "/test",
  summary: "Send a test message through the relay (admins)",
  description:
    "An email from the admin's own address, through the relay with the company's credential, to the address given; the answer reports each hop (the relay and the login, the sender check, the return hop's answer, the trace).",
  middleware,
  rateLimit: { ...RATE_LIMITS.mailFlowTestsPerAccount, per: "account" },
  request: jsonBody(SendTestMessageSchema, { to: "someone@example.com" }),
  responses: { 200: json(TestMessageResponseSchema, "Each hop"), ...errors(...GUARD_ERRORS.member, 400, 415) },
});
const trace = createRoute({
  method: "get",
  path: "/messages",
  summary: "The message trace (admins)",
  description: `The last ${MAIL_FLOW_LIMITS.traceShown} messages of the last 30 days, newest first, without content: time, sender, recipients' domains, size, what was done and the return hop's answer. userId: one member's.`,
  middleware,
  request: { query: TraceQuerySchema },
  responses: { 200: json(TraceResponseSchema, "Newest first"), ...errors(...GUARD_ERRORS.member, 404) },
});
const mine = createRoute({
  method: "get",
  path: "/my-messages",
  summary: "The signed-in member's own last messages through the relay",
  description: `The member's ${MAIL_FLOW_LIMITS.ownShown} newest messages of the last 30 days: when, to which domains, and whether each was signed.`,
  middleware: requireMember,
  responses: { 200: json(TraceResponseSchema, "Newest first"), ...errors(...GUARD_ERRORS.member) },
});

export const mailFlowRoutes = createRouter("mail-flow")
  .openapi(get, async (c) => c.json({ mailFlow: await getMailFlow(c.get("deps"), c.get("caller")) }, 200))
  .openapi(update, async (c) =>
    c.json({ mailFlow: await saveMailFlow(c.get("deps"), { ...c.get("caller"), ip: requestIp(c) }, c.req.valid("json")) }, 200),
  )
  .openapi(credential, async (c) => c.json(await makeRelayCredential(c.get("deps"), { ...c.get("caller"), ip: requestIp(c) }), 200))
  .openapi(test, async (c) => c.json(await sendTestMessage(c.get("deps"), c.get("caller"), c.req.valid("json").to), 200))
  .openapi(trace, async (c) => {
    const { userId } = c.req.valid("query");
    const member = userId ? await requireMemberOf(c.get("deps"), c.get("caller"), userId) : undefined;
    return c.json(
      { messages: await findTraceAnswers(c.get("deps").db, c.get("caller"), { userId: member, limit: MAIL_FLOW_LIMITS.traceShown }) },
      200,
    );
  })
  .openapi(mine, async (c) =>
    c.json(
      {
        messages: await findTraceAnswers(c.get("deps").db, c.get("caller"), {
          userId: c.get("caller").userId,
          limit: MAIL_FLOW_LIMITS.ownShown,
        }),
      },
      200,
    ),
  );
