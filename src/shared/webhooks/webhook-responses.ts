// Answers of /api/webhooks. A secret is answered only by creation, rotation and the reveal route.
import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "./webhook-events";

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  isActive: z.boolean(),
  /** Why the server switched it off: the receiver answered 410 Gone, or failed every attempt for three days. */
  disabledReason: z.enum(["gone", "failing"]).nullable(),
  disabledAt: z.string().nullable(),
  /** Until then deliveries carry the previous secret's signature too. */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointResponseSchema = z.object({ endpoint: WebhookEndpointSchema });
export const WebhookEndpointsResponseSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) });
export const WebhookSecretResponseSchema = z.object({
  endpoint: WebhookEndpointSchema,
  secret: z.string().describe("whsec_ followed by the base64 key: verify each delivery's webhook-signature with it"),
});

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  messageId: z.string().describe("The webhook-id header: the same for every attempt and redelivery of one message"),
  eventType: z.string(),
  status: z.enum(["pending", "delivering", "succeeded", "failed"]),
  attempts: z.number().int(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryResponseSchema = z.object({ delivery: WebhookDeliverySchema });
export const WebhookDeliveriesResponseSchema = z.object({ deliveries: z.array(WebhookDeliverySchema) });
