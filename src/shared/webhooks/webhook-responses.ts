// Answers of /api/webhooks. A secret is answered only by creation, rotation and the reveal route.
import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "./webhook-events";
import { WEBHOOK_LIMITS } from "./webhook-schema";

// Every string and list is bounded, so the document states what a client must hold.
const id = z.string().max(100);
const instant = z.string().max(40);

export const WebhookEndpointSchema = z.object({
  id,
  url: z.string().max(WEBHOOK_LIMITS.urlMax),
  description: z.string().max(WEBHOOK_LIMITS.descriptionMax),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).max(WEBHOOK_EVENT_TYPES.length),
  isActive: z.boolean(),
  /** Why the server switched it off: the receiver answered 410 Gone, or failed every attempt for three days. */
  disabledReason: z.enum(["gone", "failing"]).nullable(),
  disabledAt: instant.nullable(),
  /** Until then deliveries carry the previous secret's signature too. */
  previousSecretExpiresAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointResponseSchema = z.object({ endpoint: WebhookEndpointSchema });
export const WebhookEndpointsResponseSchema = z.object({
  endpoints: z.array(WebhookEndpointSchema).max(WEBHOOK_LIMITS.endpointsPerAccount),
});
export const WebhookSecretResponseSchema = z.object({
  endpoint: WebhookEndpointSchema,
  secret: z.string().max(100).describe("whsec_ followed by the base64 key: verify each delivery's webhook-signature with it"),
});

export const WebhookDeliverySchema = z.object({
  id,
  messageId: id.describe("The webhook-id header: the same for every attempt and redelivery of one message"),
  eventType: z.string().max(50),
  status: z.enum(["pending", "delivering", "succeeded", "failed"]),
  attempts: z.number().int(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().max(1000).nullable(),
  nextAttemptAt: instant.nullable(),
  lastAttemptAt: instant.nullable(),
  createdAt: instant,
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryResponseSchema = z.object({ delivery: WebhookDeliverySchema });
export const WebhookDeliveriesResponseSchema = z.object({ deliveries: z.array(WebhookDeliverySchema).max(WEBHOOK_LIMITS.deliveriesShown) });
