// The OpenAPI 3.1 document's `webhooks` section: every event a company's endpoint can
// receive, as the POST we send, with its body's schema and the Standard Webhooks headers.
import { z } from "@hono/zod-openapi";
import type { createRouter } from "../../lib/openapi";
import { TEST_EVENT, WEBHOOK_EVENTS, webhookEnvelope, type WebhookEventType } from "../../../shared/webhooks/webhook-events";

const HEADERS = z.object({
  "webhook-id": z.string().max(100).describe("The message id: the same on every attempt and redelivery of one message"),
  "webhook-timestamp": z.string().max(20).describe("Seconds since the Unix epoch when this attempt was signed"),
  "webhook-signature": z
    .string()
    .max(400)
    .describe("`v1,<base64 HMAC-SHA256>` of `id.timestamp.body` per secret, space-separated (two during a rotation's 24-hour overlap)"),
});

const ANSWER =
  "Answer 2xx within 15 seconds. Any other answer, a redirect or no answer is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h. 410 Gone switches the endpoint off, as do three days of failures.";

export function registerWebhookEvents(registry: ReturnType<typeof createRouter>["openAPIRegistry"]) {
  const events: { type: string; summary: string; description: string; data: z.ZodType }[] = [
    ...(Object.entries(WEBHOOK_EVENTS) as [WebhookEventType, (typeof WEBHOOK_EVENTS)[WebhookEventType]][]).map(([type, event]) => ({
      type,
      summary: event.label,
      description: event.description,
      data: event.data,
    })),
    { type: TEST_EVENT.type, summary: "Test event", description: TEST_EVENT.description, data: TEST_EVENT.data },
  ];
  for (const event of events) {
    const name = `Webhook_${event.type.replace(/[^a-z]+/gi, "_")}`;
    registry.registerWebhook({
      method: "post",
      path: event.type,
      tags: ["Webhooks"],
      summary: event.summary,
      description: `${event.description} ${ANSWER}`,
      request: {
        headers: HEADERS,
        body: { required: true, content: { "application/json": { schema: webhookEnvelope(event.type, event.data).openapi(name) } } },
      },
      responses: { 200: { description: "Received (any 2xx)" }, 410: { description: "Gone: the endpoint is switched off" } },
    });
  }
}
