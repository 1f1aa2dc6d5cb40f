// Webhook endpoints of the caller's company (admins): list, create (answers the secret once),
// read, change, delete, reveal and rotate the secret, send a test event, the delivery log and
// redelivery. Another company's endpoint is 404; every change is audit-logged without secrets.
import { requireAdmin, requireAdminOrWriteKey } from "../../auth/guards";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { requestIp } from "../../auth/rate-limit";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody, z } from "../../lib/openapi";
import { CreateWebhookEndpointSchema, UpdateWebhookEndpointSchema } from "../../../shared/webhooks/webhook-schema";
import {
  WebhookDeliveriesResponseSchema,
  WebhookDeliveryResponseSchema,
  WebhookEndpointResponseSchema,
  WebhookEndpointsResponseSchema,
  WebhookSecretResponseSchema,
} from "../../../shared/webhooks/webhook-responses";
import { createEndpoint, deleteEndpoint, endpointAnswer, endpointOf, findEndpoints, updateEndpoint } from "./manage-endpoints";
import { revealSecret, rotateSecret } from "./webhook-secrets";
import { findDeliveries, redeliver, sendTestEvent } from "./endpoint-deliveries";

const middleware = requireAdmin;
const params = idParams("Webhook endpoint");
const deliveryParams = params.extend(idParams("Delivery", "deliveryId").shape);
const sends = { ...RATE_LIMITS.webhookSendsPerAccount, per: "account" } as const;
const VERIFY = "Verify each delivery's `webhook-signature` with the secret as the Standard Webhooks specification says.";

const list = createRoute({
  method: "get",
  path: "/",
  summary: "The company's webhook endpoints (admins)",
  description: "Every endpoint with its events and state, newest first. No answer here holds a secret.",
  middleware,
  responses: { 200: json(WebhookEndpointsResponseSchema, "The endpoints"), ...errors(...GUARD_ERRORS.member) },
});
const create = createRoute({
  method: "post",
  path: "/",
  summary: "Add a webhook endpoint (admins)",
  description: `An https address, the events it receives (at least one), active or not and a description. The answer holds the signing secret (whsec_...). ${VERIFY} At most 20 endpoints per company.`,
  middleware,
  request: jsonBody(CreateWebhookEndpointSchema, {
    url: "https://hooks.example.com/signet",
    description: "CRM sync",
    events: ["member.created", "member.updated"],
    isActive: true,
  }),
  responses: { 201: json(WebhookSecretResponseSchema, "The endpoint and its secret"), ...errors(...GUARD_ERRORS.member, 409, 415) },
});
const get = createRoute({
  method: "get",
  path: "/{id}",
  summary: "One webhook endpoint (admins)",
  description: "Its address, events and state; never the secret.",
  middleware,
  request: { params },
  responses: { 200: json(WebhookEndpointResponseSchema, "The endpoint"), ...errors(...GUARD_ERRORS.member, 404) },
});
const update = createRoute({
  method: "patch",
  path: "/{id}",
  summary: "Change a webhook endpoint (admins)",
  description:
    "Any of address, description, events and active. Switching an endpoint the server switched off back on clears why it was switched off.",
  middleware,
  request: { params, ...jsonBody(UpdateWebhookEndpointSchema, { events: ["member.created"], isActive: false }) },
  responses: { 200: json(WebhookEndpointResponseSchema, "The endpoint"), ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const remove = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Delete a webhook endpoint (admins)",
  description: "The endpoint, its secret and its delivery log go; deliveries not yet made are dropped.",
  middleware,
  request: { params },
  responses: { 200: json(z.object({ ok: z.literal(true) }), "Deleted"), ...errors(...GUARD_ERRORS.member, 404) },
});
const secret = createRoute({
  method: "get",
  path: "/{id}/secret",
  summary: "Reveal a webhook endpoint's signing secret (admins)",
  description: `The current secret, so the company can verify deliveries. ${VERIFY} A signed-in admin, or an API key with read and write access: a read-only key is refused (403), since the secret signs deliveries.`,
  middleware: requireAdminOrWriteKey,
  request: { params },
  responses: { 200: json(WebhookSecretResponseSchema, "The endpoint and its secret"), ...errors(...GUARD_ERRORS.member, 404) },
});
const rotate = createRoute({
  method: "post",
  path: "/{id}/secret/rotate",
  summary: "Rotate a webhook endpoint's signing secret (admins)",
  description:
    "A new secret at once. For 24 hours every delivery carries two signatures, space-separated in webhook-signature: the new secret's and the previous one's; then only the new one's.",
  middleware,
  request: { params },
  responses: { 200: json(WebhookSecretResponseSchema, "The endpoint and its new secret"), ...errors(...GUARD_ERRORS.member, 404) },
});
const test = createRoute({
  method: "post",
  path: "/{id}/test",
  summary: "Send a test event to a webhook endpoint (admins)",
  description: "Queues one `webhook.test` delivery to this endpoint now, switched on or not; the delivery log shows its outcome.",
  middleware,
  rateLimit: sends,
  request: { params },
  responses: { 201: json(WebhookDeliveryResponseSchema, "The queued delivery"), ...errors(...GUARD_ERRORS.member, 404) },
});
const deliveries = createRoute({
  method: "get",
  path: "/{id}/deliveries",
  summary: "A webhook endpoint's delivery log (admins)",
  description: "The 50 newest deliveries: event, status, the last attempt's status code and duration, attempts and times.",
  middleware,
  request: { params },
  responses: { 200: json(WebhookDeliveriesResponseSchema, "Newest first"), ...errors(...GUARD_ERRORS.member, 404) },
});
const resend = createRoute({
  method: "post",
  path: "/{id}/deliveries/{deliveryId}/redeliver",
  summary: "Redeliver a message to a webhook endpoint (admins)",
  description:
    "Sends the same message (same webhook-id and body, signed anew) as a new delivery, with its own attempts. 409 while the endpoint is switched off.",
  middleware,
  rateLimit: sends,
  request: { params: deliveryParams },
  responses: { 201: json(WebhookDeliveryResponseSchema, "The new delivery"), ...errors(...GUARD_ERRORS.member, 404, 409) },
});

export const webhookRoutes = createRouter("webhooks")
  .openapi(list, async (c) => c.json({ endpoints: await findEndpoints(c.get("deps").db, c.get("caller")) }, 200))
  .openapi(create, async (c) =>
    c.json(await createEndpoint(c.get("deps"), { ...c.get("caller"), ip: requestIp(c) }, c.req.valid("json")), 201),
  )
  .openapi(get, async (c) =>
    c.json({ endpoint: endpointAnswer(await endpointOf(c.get("deps").db, c.get("caller"), c.req.valid("param").id)) }, 200),
  )
  .openapi(update, async (c) =>
    c.json(
      {
        endpoint: await updateEndpoint(
          c.get("deps"),
          { ...c.get("caller"), ip: requestIp(c) },
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
      },
      200,
    ),
  )
  .openapi(remove, async (c) => {
    await deleteEndpoint(c.get("deps").db, { ...c.get("caller"), ip: requestIp(c) }, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(secret, async (c) => c.json(await revealSecret(c.get("deps"), c.get("caller"), c.req.valid("param").id), 200))
  .openapi(rotate, async (c) =>
    c.json(await rotateSecret(c.get("deps"), { ...c.get("caller"), ip: requestIp(c) }, c.req.valid("param").id), 200),
  )
  .openapi(test, async (c) => c.json({ delivery: await sendTestEvent(c.get("deps"), c.get("caller"), c.req.valid("param").id) }, 201))
  .openapi(deliveries, async (c) =>
    c.json({ deliveries: await findDeliveries(c.get("deps").db, c.get("caller"), c.req.valid("param").id) }, 200),
  )
  .openapi(resend, async (c) => {
    const { id, deliveryId } = c.req.valid("param");
    return c.json({ delivery: await redeliver(c.get("deps"), c.get("caller"), id, deliveryId) }, 201);
  });
